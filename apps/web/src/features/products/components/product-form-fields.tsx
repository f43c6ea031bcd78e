import { missingLanguages } from "@app/shared/localized-text";
// The fields a product's create and edit forms share: its name and description in each language
// (a language left empty is flagged: readers see the other until it is translated), the prices in
// rupees, the kind, the optional stock, and the HSN or SAC code and GST rate its invoices carry.
import { PRODUCT_KINDS, ProductFieldsSchema, type ProductKind } from "@app/shared/products";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Group, Radio, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import type { FormErrors, UseFormReturnType } from "@mantine/form";
import { GstRateField, HsnSacField } from "@/components/form-fields";
import { MissingLanguages } from "@/components/missing-languages";
import { useSchemaResolver } from "@/lib/schema-resolver";

export type ProductFormValues = {
  name_en: string;
  name_bn: string;
  description_en: string;
  description_bn: string;
  /** Rupees as typed. */
  price: string;
  sellprice: string;
  kind: ProductKind;
  /** '' when the shop does not count it. */
  stock: string;
  hsnSac: string;
  /** The select's value: "0", "5", … */
  gstRate: string;
};

/** A new product's tax unless the admin chooses another: a printed book, HSN 4901 at 0 %. */
export const PRODUCT_TAX_DEFAULTS = { hsnSac: "4901", gstRate: "0" } as const;

const KIND_LABELS: Record<ProductKind, MessageDescriptor> = {
  shop: msg`Shop item`,
  study: msg`Study material`,
};

/** The shared schema's refusals, in the reader's language. */
export function useCheckProductFields(): (values: ProductFormValues) => FormErrors {
  return useSchemaResolver(ProductFieldsSchema);
}

/** The text of the form trimmed, as the request carries it. */
export const trimmedProductValues = (values: ProductFormValues): ProductFormValues => ({
  ...values,
  name_en: values.name_en.trim(),
  name_bn: values.name_bn.trim(),
  description_en: values.description_en.trim(),
  description_bn: values.description_bn.trim(),
  price: values.price.trim(),
  sellprice: values.sellprice.trim(),
  stock: values.stock.trim(),
  hsnSac: values.hsnSac.trim(),
});

export function ProductFormFields({ form }: { form: UseFormReturnType<ProductFormValues> }) {
  const { t, i18n } = useLingui();
  const values = form.getValues();
  return (
    <Stack>
      <Stack gap="xs">
        <Group gap="xs">
          <MissingLanguages
            missing={missingLanguages({ en: values.name_en.trim(), bn: values.name_bn.trim() })}
          />
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t`Name in English`}
            autoComplete="off"
            lang="en"
            {...form.getInputProps("name_en")}
          />
          <TextInput
            label={t`Name in Bengali`}
            autoComplete="off"
            lang="bn"
            {...form.getInputProps("name_bn")}
          />
        </SimpleGrid>
      </Stack>
      <Stack gap="xs">
        <Group gap="xs">
          <MissingLanguages
            missing={missingLanguages({
              en: values.description_en.trim(),
              bn: values.description_bn.trim(),
            })}
          />
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Textarea
            label={t`Description in English`}
            autosize
            minRows={2}
            maxRows={8}
            lang="en"
            {...form.getInputProps("description_en")}
          />
          <Textarea
            label={t`Description in Bengali`}
            autosize
            minRows={2}
            maxRows={8}
            lang="bn"
            {...form.getInputProps("description_bn")}
          />
        </SimpleGrid>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
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
        <Radio.Group label={t`Kind`} withAsterisk {...form.getInputProps("kind")}>
          <Group mt="xs">
            {PRODUCT_KINDS.map((kind) => (
              <Radio key={kind} value={kind} label={i18n._(KIND_LABELS[kind])} />
            ))}
          </Group>
        </Radio.Group>
        <TextInput
          label={t`Stock`}
          description={t`How many are left to sell; leave it empty when the shop does not count them`}
          inputMode="numeric"
          autoComplete="off"
          {...form.getInputProps("stock")}
        />
        <HsnSacField
          description={t`Printed books are HSN 4901; the invoices print it`}
          {...form.getInputProps("hsnSac")}
        />
        <GstRateField {...form.getInputProps("gstRate")} />
      </SimpleGrid>
    </Stack>
  );
}
