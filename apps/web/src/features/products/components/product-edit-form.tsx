// The admin's page of one product: its name and description in each language (a missing
// translation flagged), prices, kind, stock, HSN or SAC code and GST rate, saved together; and its
// images, each moved, replaced or removed at once, and new ones added up to three.
import { formatPaise } from "@app/shared/money";
import { MAX_PRODUCT_IMAGES, type Product, ProductFieldsSchema } from "@app/shared/products";
import { Trans, useLingui } from "@lingui/react/macro";
import { Anchor, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { Link } from "react-router";
import { FormError } from "@/components/form-error";
import { type OrderedPhoto, OrderedPhotos } from "@/components/ordered-photos";
import { UploadButton } from "@/components/upload-field";
import { showFieldErrors } from "@/lib/form-errors";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useTextIn } from "@/lib/use-text-in";
import {
  useAddProductImages,
  useReplaceProductImage,
  useUpdateProduct,
} from "../api/update-product";
import {
  ProductFormFields,
  type ProductFormValues,
  trimmedProductValues,
  useCheckProductFields,
} from "./product-form-fields";
import { ACCEPTED_IMAGES } from "./product-upload-form";

/** The request names the fields as the API does; the form as the upload form does. */
const SERVER_FIELDS = {
  renamed: {
    name: "name_en",
    description: "description_en",
    pricePaise: "price",
    sellpricePaise: "sellprice",
  },
};

const valuesOf = (product: Product): ProductFormValues => ({
  name_en: product.nameText.en,
  name_bn: product.nameText.bn,
  description_en: product.descriptionText.en,
  description_bn: product.descriptionText.bn,
  price: formatPaise(product.pricePaise),
  sellprice: formatPaise(product.sellpricePaise),
  kind: product.kind,
  stock: product.stock === null ? "" : String(product.stock),
  hsnSac: product.hsnSac,
  gstRate: String(product.gstRate),
});

function ProductDetailsForm({ product }: { product: Product }) {
  const { t } = useLingui();
  const update = useUpdateProduct();
  const checkFields = useCheckProductFields();
  const form = useForm<ProductFormValues>({
    mode: "controlled",
    initialValues: valuesOf(product),
    validate: checkFields,
  });
  const submit = form.onSubmit((values) => {
    // Checked by the resolver: the shared schema turns rupees into paise.
    const fields = ProductFieldsSchema.parse(trimmedProductValues(values));
    update.mutate(
      {
        id: product._id,
        name: fields.name,
        description: fields.description,
        pricePaise: fields.price,
        sellpricePaise: fields.sellprice,
        kind: fields.kind,
        stock: fields.stock,
        hsnSac: fields.hsnSac,
        gstRate: fields.gstRate,
      },
      {
        onSuccess: (saved) => {
          form.setValues(valuesOf(saved));
          form.resetDirty(valuesOf(saved));
          notifySuccess(t`The product was saved`);
        },
        onError: showFieldErrors(form, SERVER_FIELDS),
      },
    );
  });
  const headingId = "product-details-heading";
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId} mb="sm">
        <Trans>Details</Trans>
      </Title>
      <form onSubmit={submit} noValidate aria-labelledby={headingId}>
        <Stack>
          <ProductFormFields form={form} />
          <FormError
            error={update.error}
            form={form}
            {...SERVER_FIELDS}
            title={t`The product was not saved`}
          />
          <Group>
            <Button type="submit" loading={update.isPending}>
              <Trans>Save changes</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function ProductImages({ product }: { product: Product }) {
  const { t } = useLingui();
  const textIn = useTextIn();
  const name = textIn(product.nameText);
  const update = useUpdateProduct();
  const add = useAddProductImages();
  const replace = useReplaceProductImage();
  const busy = update.isPending || add.isPending || replace.isPending;
  const images = [
    { file: product.fname1, url: product.thumb1 },
    { file: product.fname2, url: product.thumb2 },
    { file: product.fname3, url: product.thumb3 },
  ].filter((image): image is OrderedPhoto => image.file !== null);
  const done = { onSuccess: () => notifySuccess(t`The images were saved`), onError: notifyError };
  const reorder = (next: string[]) => update.mutate({ id: product._id, images: next }, done);
  const headingId = "product-images-heading";
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId} mb="xs">
        <Trans>Images</Trans>
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        <Trans>
          The first image is the one the shop shows. A product has 1 to {MAX_PRODUCT_IMAGES} images:
          .png, .jpg or .jpeg.
        </Trans>
      </Text>
      <OrderedPhotos
        noun="image"
        accept={ACCEPTED_IMAGES}
        photos={images}
        alt={(place) => t`${name}, image ${place}`}
        busy={busy}
        max={MAX_PRODUCT_IMAGES}
        min={1}
        cols={{ base: 1, xs: 3 }}
        thumb={{ h: 150, maw: 200 }}
        testId="product-image"
        actions={(_image, place) => (
          <UploadButton
            accept={ACCEPTED_IMAGES}
            onPick={([photo]) => {
              if (photo) replace.mutate({ id: product._id, slot: place, photo }, done);
            }}
          >
            {(props) => (
              <Button
                {...props}
                size="xs"
                variant="default"
                disabled={busy}
                aria-label={t`Replace image ${place}`}
              >
                <Trans>Replace</Trans>
              </Button>
            )}
          </UploadButton>
        )}
        adding={add.isPending}
        onAdd={(photos) => add.mutate({ id: product._id, photos }, done)}
        onOrder={reorder}
        onRemove={(image) =>
          reorder(images.map((one) => one.file).filter((file) => file !== image.file))
        }
      />
    </Paper>
  );
}

export function ProductEditor({ product }: { product: Product }) {
  const { t } = useLingui();
  return (
    <Stack>
      <Text size="sm">
        <Anchor component={Link} to={`/single?id=${encodeURIComponent(product._id)}`}>
          <Trans>See it in the shop</Trans>
        </Anchor>
        {" · "}
        <Anchor component={Link} to="/admin">
          {t`Back to all products`}
        </Anchor>
      </Text>
      {/* What is typed stays while the images change; a save sets the form to what was saved. */}
      <ProductDetailsForm key={product._id} product={product} />
      <ProductImages product={product} />
    </Stack>
  );
}
