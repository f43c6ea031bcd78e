// The admin's product upload: name, description, prices, kind and 1–3 images (.png/.jpg/.jpeg).

import { formatCount } from "@app/shared/format";
import {
  MAX_PRODUCT_IMAGES,
  PRODUCT_IMAGE_EXTENSIONS,
  PRODUCT_KINDS,
  ProductFieldsSchema,
  type ProductKind,
} from "@app/shared/products";
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  Button,
  FileInput,
  Group,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { type FormErrors, schemaResolver, useForm } from "@mantine/form";
import { FormError } from "@/components/form-error";
import { showFieldErrors } from "@/lib/form-errors";
import { useLanguage } from "@/lib/i18n";
import { notifySuccess } from "@/lib/notify";
import { errorsInLanguage } from "@/lib/schema-resolver";
import { useUploadProduct } from "../api/upload-product";
import { PhotoPreviews } from "./photo-previews";

type FormValues = {
  name: string;
  title: string;
  price: string;
  sellprice: string;
  kind: ProductKind;
  photos: File[];
};

const ACCEPT = [...PRODUCT_IMAGE_EXTENSIONS, "image/png", "image/jpeg"].join(",");
const checkFields = schemaResolver(ProductFieldsSchema, { sync: true });
const KIND_LABELS: Record<ProductKind, MessageDescriptor> = {
  shop: msg`Shop item`,
  study: msg`Study material`,
};

function checkPhotos(i18n: I18n, photos: File[]): string | null {
  if (photos.length === 0 || photos.length > MAX_PRODUCT_IMAGES) {
    const [min, max] = [1, MAX_PRODUCT_IMAGES];
    return i18n._(msg`Please choose ${min} to ${max} images`);
  }
  const allowed = photos.every((photo) =>
    PRODUCT_IMAGE_EXTENSIONS.some((extension) => photo.name.toLowerCase().endsWith(extension)),
  );
  return allowed ? null : i18n._(msg`Only .png, .jpg and .jpeg files can be uploaded`);
}

/** The request calls the images `photo`. */
const SERVER_FIELDS = { renamed: { photo: "photos" } };

export function ProductUploadForm({ defaultKind = "shop" }: { defaultKind?: ProductKind }) {
  const { t, i18n } = useLingui();
  const upload = useUploadProduct();
  const form = useForm<FormValues>({
    mode: "controlled",
    initialValues: { name: "", title: "", price: "", sellprice: "", kind: defaultKind, photos: [] },
    validate: (values): FormErrors => {
      const photos = checkPhotos(i18n, values.photos);
      return { ...errorsInLanguage(i18n, checkFields(values)), ...(photos ? { photos } : {}) };
    },
  });

  const submit = form.onSubmit((values) => {
    upload.mutate(
      {
        ...values,
        name: values.name.trim(),
        title: values.title.trim(),
        price: values.price.trim(),
        sellprice: values.sellprice.trim(),
      },
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
  const { locale } = useLanguage();
  const [imagesMin, imagesMax] = [formatCount(1, locale), formatCount(MAX_PRODUCT_IMAGES, locale)];
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId} mb="sm">
        <Trans>Upload a product</Trans>
      </Title>
      <form onSubmit={submit} noValidate aria-labelledby={headingId}>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t`Name`}
              withAsterisk
              autoComplete="off"
              {...form.getInputProps("name")}
            />
            <Radio.Group label={t`Kind`} withAsterisk {...form.getInputProps("kind")}>
              <Group mt="xs">
                {PRODUCT_KINDS.map((kind) => (
                  <Radio key={kind} value={kind} label={i18n._(KIND_LABELS[kind])} />
                ))}
              </Group>
            </Radio.Group>
            <TextInput
              label={t`Price (₹)`}
              description={t`The original price, shown struck through`}
              withAsterisk
              inputMode="decimal"
              autoComplete="off"
              {...form.getInputProps("price")}
            />
            <TextInput
              label={t`Selling price (₹)`}
              description={t`What a buyer pays; at most the price`}
              withAsterisk
              inputMode="decimal"
              autoComplete="off"
              {...form.getInputProps("sellprice")}
            />
          </SimpleGrid>
          <Textarea
            label={t`Description`}
            withAsterisk
            autosize
            minRows={2}
            maxRows={8}
            {...form.getInputProps("title")}
          />
          <FileInput
            label={t`Images`}
            description={t`${imagesMin} to ${imagesMax} images: .png, .jpg or .jpeg`}
            placeholder={t`Choose images`}
            styles={{ placeholder: { color: "var(--mantine-color-dimmed)" } }}
            withAsterisk
            multiple
            clearable
            accept={ACCEPT}
            clearButtonProps={{ "aria-label": t`Remove the chosen images` }}
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
