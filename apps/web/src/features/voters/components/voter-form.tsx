// The voter form of /voterinsert: add mode ('Add Voter') or, for a row picked with Edit, edit mode
// ('Update Voter' with Cancel). The shared schema checks it before sending; the server's refusals
// (409 duplicate key, 400 naming a field) show at the field and in an alert.

import { formatCount } from "@app/shared/format";
import { VOTER_FIELDS, type VoterField, VoterInputSchema, type VoterRow } from "@app/shared/voters";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, SimpleGrid, Stack, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useEffect, useRef } from "react";
import { FormError } from "@/components/form-error";
import { showFieldErrors } from "@/lib/form-errors";
import { useLanguage } from "@/lib/i18n";
import { notifySuccess } from "@/lib/notify";
import { useSchemaResolver } from "@/lib/schema-resolver";
import { useAddVoter } from "../api/add-voter";
import { useUpdateVoter } from "../api/update-voter";

type FormValues = Record<VoterField, string>;

const EMPTY: FormValues = {
  sl_no: "",
  state: "",
  district: "",
  assembly_constituency: "",
  total_voter: "",
  number_of_hindu: "",
  number_of_muslim: "",
};

const LABELS: Record<VoterField, MessageDescriptor> = {
  sl_no: msg`Sl no`,
  state: msg`State`,
  district: msg`District`,
  assembly_constituency: msg`Assembly constituency`,
  total_voter: msg`Total voters`,
  number_of_hindu: msg`Number of Hindus`,
  number_of_muslim: msg`Number of Muslims`,
};

const NUMERIC = new Set<VoterField>([
  "sl_no",
  "total_voter",
  "number_of_hindu",
  "number_of_muslim",
]);

const toValues = (row: VoterRow): FormValues => ({
  sl_no: String(row.sl_no),
  state: row.state,
  district: row.district,
  assembly_constituency: row.assembly_constituency,
  total_voter: String(row.total_voter),
  number_of_hindu: String(row.number_of_hindu),
  number_of_muslim: String(row.number_of_muslim),
});

/** Mount with `key` set to the edited row's id (or "new"), so picking a row starts afresh. */
export function VoterForm({ editing, onDone }: { editing: VoterRow | null; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const { locale } = useLanguage();
  const add = useAddVoter();
  const update = useUpdateVoter();
  const firstField = useRef<HTMLInputElement>(null);

  const form = useForm<FormValues>({
    mode: "controlled",
    initialValues: editing ? toValues(editing) : EMPTY,
    validate: useSchemaResolver(VoterInputSchema),
  });

  // The parent mounts a fresh form per row picked (key), so Edit moves focus to the filled form.
  useEffect(() => {
    if (editing) firstField.current?.focus();
  }, [editing]);

  const finish = (message: string) => {
    notifySuccess(message);
    form.setValues(EMPTY);
    form.resetDirty(EMPTY);
    onDone();
  };

  const fail = showFieldErrors(form);

  const submit = form.onSubmit((values) => {
    const parsed = VoterInputSchema.safeParse(values);
    if (!parsed.success) return;
    if (editing) {
      update.mutate(
        { key: editing, input: parsed.data },
        { onSuccess: () => finish(t`Voter row updated`), onError: fail },
      );
    } else {
      add.mutate(parsed.data, { onSuccess: () => finish(t`Voter row added`), onError: fail });
    }
  });

  const pending = add.isPending || update.isPending;
  const row = editing ? formatCount(editing.sl_no, locale) : "";
  const constituency = editing?.assembly_constituency ?? "";
  const heading = editing ? t`Edit row ${row} of ${constituency}` : t`Add a voter row`;

  return (
    <form onSubmit={submit} noValidate aria-label={t`Voter form`}>
      <Stack>
        <Title order={2} size="h3">
          {heading}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {VOTER_FIELDS.map((field, index) => (
            <TextInput
              key={field}
              ref={index === 0 ? firstField : undefined}
              label={i18n._(LABELS[field])}
              name={field}
              required
              inputMode={NUMERIC.has(field) ? "numeric" : undefined}
              autoComplete="off"
              // Saving clears the form when it succeeds: typing meanwhile would be wiped out.
              readOnly={pending}
              {...form.getInputProps(field)}
            />
          ))}
        </SimpleGrid>
        <FormError
          error={editing ? update.error : add.error}
          form={form}
          title={editing ? t`The row was not updated` : t`The row was not added`}
        />
        <Group>
          <Button type="submit" loading={pending}>
            {editing ? t`Update Voter` : t`Add Voter`}
          </Button>
          {editing && (
            <Button variant="default" onClick={onDone} disabled={pending}>
              <Trans>Cancel</Trans>
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
