// The back office's institute details (admin): what the contact page, the footer, the back
// office's header and the invoice PDFs show. One line per address line, up to four. Each text a
// reader sees in their language (name, address, office hours, director) has its Bengali field
// beside the English one; Bengali readers see the English while it is empty (instituteIn).

import { DEFAULT_BRAND_COLOR } from "@app/shared/brand-color";
import { GST_STATES, GSTIN_LENGTH } from "@app/shared/gst";
import {
  type InstituteSettings,
  type InstituteSettingsInput,
  InstituteSettingsSchema,
} from "@app/shared/institute";
import { missingLanguages } from "@app/shared/localized-text";
import type { Translator } from "@app/shared/messages";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  Button,
  ColorInput,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { FormError } from "@/components/form-error";
import { FormSection } from "@/components/form-section";
import { MissingLanguages } from "@/components/missing-languages";
import { showFieldErrors } from "@/lib/form-errors";
import { notifySuccess } from "@/lib/notify";
import { schemaCheck } from "@/lib/schema-resolver";
import { useUpdateInstitute } from "../api/update-institute";

/** Colours dark enough for white text (isReadableBrandColor), the built-in teal first. */
const BRAND_SWATCHES = [DEFAULT_BRAND_COLOR, "#1864ab", "#5f3dc4", "#a61e4d", "#9c4a00", "#237032"];

/** The form's values: each address as the text of a textarea, one line per address line. */
type Values = Omit<InstituteSettingsInput, "addressLines" | "addressLinesBn"> & {
  address: string;
  addressBn: string;
};

const toValues = ({ addressLines, addressLinesBn, ...rest }: InstituteSettings): Values => ({
  ...rest,
  address: addressLines.join("\n"),
  addressBn: addressLinesBn.join("\n"),
});

const linesOf = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

const toInput = ({ address, addressBn, ...rest }: Values): InstituteSettingsInput => ({
  ...rest,
  addressLines: linesOf(address),
  addressLinesBn: linesOf(addressBn),
});

const STATE_OPTIONS = Object.entries(GST_STATES).map(([code, name]) => ({
  value: code,
  label: `${code} ${name}`,
}));

/** The shared schema's messages, with the address lines' shown at the address field. */
const validate = (i18n: Translator) => (values: Values) => {
  const errors = schemaCheck(InstituteSettingsSchema, i18n)(toInput(values));
  const address = Object.entries(errors).find(([path]) => path.startsWith("addressLines."));
  const addressBn = Object.entries(errors).find(([path]) => path.startsWith("addressLinesBn"));
  return {
    ...errors,
    ...(address ? { address: address[1] } : {}),
    ...(addressBn ? { addressBn: addressBn[1] } : {}),
  };
};

export function InstituteForm({ saved }: { saved: InstituteSettings }) {
  const { t, i18n } = useLingui();
  const update = useUpdateInstitute();
  const form = useForm<Values>({
    mode: "controlled",
    initialValues: toValues(saved),
    validate: validate(i18n),
  });

  const registration = form.values.gstRegistration ?? "unregistered";
  const registrations = [
    { value: "regular", label: t`Regular: tax invoices with GST` },
    { value: "composition", label: t`Composition scheme: bills of supply without tax` },
    { value: "unregistered", label: t`Not registered: invoices without GST` },
  ];

  const submit = form.onSubmit((values) => {
    update.mutate(toInput(values), {
      onSuccess: (next) => {
        notifySuccess(t`The institute's details were saved`);
        form.setInitialValues(toValues(next));
        form.setValues(toValues(next));
      },
      onError: showFieldErrors(form),
    });
  });

  return (
    <FormSection headingId="institute-heading" title={t`Institute details`}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label={t`Name in English`} {...form.getInputProps("name")} />
            <TextInput
              label={t`Name in Bengali`}
              lang="bn"
              description={t`Bengali readers see the English name while this is empty`}
              {...form.getInputProps("nameBn")}
            />
            <Textarea
              label={t`Address in English`}
              description={t`One line per address line, up to four`}
              autosize
              minRows={3}
              {...form.getInputProps("address")}
            />
            <Textarea
              label={t`Address in Bengali`}
              lang="bn"
              description={t`One line per address line, up to four`}
              autosize
              minRows={3}
              {...form.getInputProps("addressBn")}
            />
            <TextInput label={t`Office hours in English`} {...form.getInputProps("hours")} />
            <TextInput
              label={t`Office hours in Bengali`}
              lang="bn"
              {...form.getInputProps("hoursBn")}
            />
            <TextInput
              label={t`Director's name in English`}
              {...form.getInputProps("director.name")}
            />
            <TextInput
              label={t`Director's name in Bengali`}
              lang="bn"
              {...form.getInputProps("director.nameBn")}
            />
            <TextInput
              label={t`Director's role in English`}
              {...form.getInputProps("director.role")}
            />
            <TextInput
              label={t`Director's role in Bengali`}
              lang="bn"
              {...form.getInputProps("director.roleBn")}
            />
          </SimpleGrid>
          <MissingLanguages
            missing={[
              ...new Set(
                [
                  [form.values.name, form.values.nameBn],
                  [form.values.address, form.values.addressBn],
                  [form.values.hours, form.values.hoursBn],
                  [form.values.director.name, form.values.director.nameBn],
                  [form.values.director.role, form.values.director.roleBn],
                ].flatMap(([en, bn]) => missingLanguages({ en: en ?? "", bn: bn ?? "" })),
              ),
            ]}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t`Phone as shown`}
              // Beside the digits' field, whose description would otherwise set its box lower.
              description={t`As the footer, the contact page and the invoices print it`}
              autoComplete="off"
              {...form.getInputProps("phoneDisplay")}
            />
            <TextInput
              label={t`Phone digits for call, SMS and WhatsApp links`}
              description={t`With the country code, no + or spaces: 919876543210`}
              inputMode="numeric"
              {...form.getInputProps("phoneDigits")}
            />
            <TextInput label={t`Email`} type="email" {...form.getInputProps("email")} />
            <ColorInput
              label={t`Brand colour`}
              description={t`Buttons, links and the active menu entry, with white text on it`}
              format="hex"
              withEyeDropper={false}
              swatches={BRAND_SWATCHES}
              {...form.getInputProps("brandColor")}
            />
          </SimpleGrid>
          <Title order={3} size="h4" mt="sm">
            <Trans>Tax (GST)</Trans>
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              label={t`GST registration`}
              description={t`Decides each invoice's title and whether GST is charged`}
              data={registrations}
              allowDeselect={false}
              {...form.getInputProps("gstRegistration")}
            />
            <Select
              label={t`State`}
              description={t`Where the institute is registered: sales to other states charge IGST`}
              data={STATE_OPTIONS}
              searchable
              allowDeselect={false}
              {...form.getInputProps("stateCode")}
            />
            <TextInput
              label={t`GSTIN`}
              description={t`${{ length: GSTIN_LENGTH }} characters; its first two digits are the state's code`}
              autoComplete="off"
              disabled={registration === "unregistered"}
              {...form.getInputProps("gstin")}
            />
            <TextInput
              label={t`Legal name`}
              description={t`As on the PAN and the GST registration; the invoices print it`}
              {...form.getInputProps("legalName")}
            />
            <TextInput
              label={t`Trade name`}
              description={t`When the institute trades under another name`}
              {...form.getInputProps("tradeName")}
            />
            <Switch
              label={t`Prices and fees include GST`}
              description={t`Off: GST is added on top of the prices entered`}
              {...form.getInputProps("pricesIncludeTax", { type: "checkbox" })}
            />
          </SimpleGrid>
          <FormError error={update.error} form={form} />
          <Group>
            <Button type="submit" loading={update.isPending}>
              <Trans>Save details</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </FormSection>
  );
}
