// The admin's new product (the specification's upload form): its name and description in each language, prices, kind, an optional
// stock, its HSN or SAC code and GST rate, and 1–3 images (.png/.jpg/.jpeg). Each product is then
// edited on its own page.
import {
  MAX_PRODUCT_IMAGES,
  PRODUCT_IMAGE_EXTENSIONS,
  type ProductKind,
} from "@app/shared/products";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, Paper, Stack, Title } from "@mantine/core";
import { type FormErrors, useForm } from "@mantine/form";
import { FormError } from "@/components/form-error";
import { UploadField } from "@/components/upload-field";
import { showFieldErrors } from "@/lib/form-errors";
import { notifySuccess } from "@/lib/notify";
import { useUploadProduct } from "../api/upload-product";
import { PhotoPreviews } from "./photo-previews";
import {
  PRODUCT_TAX_DEFAULTS,
  ProductFormFields,
  type ProductFormValues,
  trimmedProductValues,
  useCheckProductFields,
} from "./product-form-fields";

type FormValues = ProductFormValues & { photos: File[] };

export const ACCEPTED_IMAGES = [...PRODUCT_IMAGE_EXTENSIONS, "image/png", "image/jpeg"].join(",");

/** The request calls the images `photo`. */
const SERVER_FIELDS = { renamed: { photo: "photos" } };

export function ProductUploadForm({ defaultKind = "shop" }: { defaultKind?: ProductKind }) {
  const { t } = useLingui();
  const upload = useUploadProduct();
  const checkFields = useCheckProductFields();
  const checkPhotos = (photos: File[]): string | null => {
    if (photos.length === 0 || photos.length > MAX_PRODUCT_IMAGES) {
      return t`Please choose 1 to ${MAX_PRODUCT_IMAGES} images`;
    }
    const allowed = photos.every((photo) =>
      PRODUCT_IMAGE_EXTENSIONS.some((extension) => photo.name.toLowerCase().endsWith(extension)),
    );
    return allowed ? null : t`Only .png, .jpg and .jpeg files can be uploaded`;
  };
  const form = useForm<FormValues>({
    mode: "controlled",
    initialValues: {
      name_en: "",
      name_bn: "",
      description_en: "",
      description_bn: "",
      price: "",
      sellprice: "",
      kind: defaultKind,
      stock: "",
      ...PRODUCT_TAX_DEFAULTS,
      photos: [],
    },
    validate: (values): FormErrors => {
      const photos = checkPhotos(values.photos);
      return { ...checkFields(values), ...(photos ? { photos } : {}) };
    },
  });

  const submit = form.onSubmit((values) => {
    upload.mutate(
      { ...trimmedProductValues(values), photos: values.photos },
      {
        onSuccess: () => {
          notifySuccess(t`succesfully uploaded details`);
          form.reset();
        },
        onError: showFieldErrors(form, SERVER_FIELDS),
      },
    );
  });

  const headingId = "product-upload-heading";
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId} mb="sm">
        <Trans>Upload a product</Trans>
      </Title>
      <form onSubmit={submit} noValidate aria-labelledby={headingId}>
        <Stack>
          <ProductFormFields form={form as never} />
          <UploadField
            label={t`Images`}
            description={t`1 to ${MAX_PRODUCT_IMAGES} images: .png, .jpg or .jpeg`}
            placeholder={t`Choose images`}
            clearLabel={t`Remove the chosen images`}
            withAsterisk
            multiple
            accept={ACCEPTED_IMAGES}
            {...form.getInputProps("photos")}
          />
          <PhotoPreviews files={form.values.photos} />
          <FormError
            error={upload.error}
            form={form}
            {...SERVER_FIELDS}
            title={t`The product was not uploaded`}
          />
          <Group>
            <Button type="submit" loading={upload.isPending}>
              <Trans>Upload</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
