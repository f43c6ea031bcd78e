// The back office's institute details (admin): what the contact page, the footer, the back
// office's header and the invoice PDFs show. One line per address line, up to four.

import { DEFAULT_BRAND_COLOR } from "@app/shared/brand-color";
import {
  type InstituteSettings,
  type InstituteSettingsInput,
  InstituteSettingsSchema,
} from "@app/shared/institute";
import type { Translator } from "@app/shared/messages";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, ColorInput, Group, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { FormError } from "@/components/form-error";
import { FormSection } from "@/components/form-section";
import { showFieldErrors } from "@/lib/form-errors";
import { notifySuccess } from "@/lib/notify";
import { errorsInLanguage } from "@/lib/schema-resolver";
import { useUpdateInstitute } from "../api/update-institute";

/** Colours dark enough for white text (isReadableBrandColor), the built-in teal first. */
const BRAND_SWATCHES = [DEFAULT_BRAND_COLOR, "#1864ab", "#5f3dc4", "#a61e4d", "#9c4a00", "#237032"];

/** The form's values: the address as the text of a textarea, one line per address line. */
type Values = Omit<InstituteSettingsInput, "addressLines"> & { address: string };

const toValues = ({ addressLines, ...rest }: InstituteSettings): Values => ({
  ...rest,
  address: addressLines.join("\n"),
});

const toInput = ({ address, ...rest }: Values): InstituteSettingsInput => ({
  ...rest,
  addressLines: address
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean),
});

/** The shared schema's messages, with the address lines' shown at the address field. */
const validate = (i18n: Translator) => (values: Values) => {
  const errors = errorsInLanguage(
    i18n,
    schemaResolver(InstituteSettingsSchema, { sync: true })(toInput(values)),
  );
  const address = Object.entries(errors).find(([path]) => path.startsWith("addressLines"));
  return address ? { ...errors, address: address[1] } : errors;
};

export function InstituteForm({ saved }: { saved: InstituteSettings }) {
  const { t, i18n } = useLingui();
  const update = useUpdateInstitute();
  const form = useForm<Values>({
    mode: "controlled",
    initialValues: toValues(saved),
    validate: validate(i18n),
  });

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
          <TextInput label={t`Name`} {...form.getInputProps("name")} />
          <Textarea
            label={t`Address`}
            description={t`One line per address line, up to four`}
            autosize
            minRows={3}
            {...form.getInputProps("address")}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t`Phone as shown`}
              // Beside the digits' field, whose description would otherwise set its box lower.
              description={t`As the footer, /contact and the invoices print it`}
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
            <TextInput label={t`Office hours`} {...form.getInputProps("hours")} />
            <TextInput label={t`Director's name`} {...form.getInputProps("director.name")} />
            <TextInput label={t`Director's role`} {...form.getInputProps("director.role")} />
            <ColorInput
              label={t`Brand colour`}
              description={t`Buttons, links and the active menu entry, with white text on it`}
              format="hex"
              withEyeDropper={false}
              swatches={BRAND_SWATCHES}
              {...form.getInputProps("brandColor")}
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
