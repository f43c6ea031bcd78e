// An invoice's credit note (admin, docs/accountant.md): an issued invoice is never changed; what
// is taken back is credited, here all that is not credited yet, with a reason.
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { FormError } from "@/components/form-error";
import { notifySuccess } from "@/lib/notify";
import { useCreateCreditNote } from "../api/create-credit-note";

export function CreditNoteForm({ invoiceId }: { invoiceId: string }) {
  const { t } = useLingui();
  const [reason, setReason] = useState("");
  const [issued, setIssued] = useState<string | null>(null);
  const create = useCreateCreditNote(invoiceId);
  const headingId = "credit-note-heading";
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId} data-print-hide>
      <Title order={2} size="h4" id={headingId}>
        <Trans>Credit note</Trans>
      </Title>
      <Text size="sm">
        <Trans>
          An issued invoice is never changed. To take back what it charged, issue a credit note: it
          takes back everything not credited yet.
        </Trans>
      </Text>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          create.mutate(
            { reason },
            {
              onSuccess: (note) => {
                const number = note.number;
                setIssued(number);
                setReason("");
                notifySuccess(t`Credit note ${number} issued`);
              },
            },
          );
        }}
      >
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t`Reason`}
            required
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            maxLength={300}
            style={{ flex: 1, minWidth: 200 }}
          />
          <Button type="submit" variant="default" loading={create.isPending}>
            <Trans>Issue credit note</Trans>
          </Button>
        </Group>
      </form>
      <FormError error={create.error} />
      {issued && (
        <Text size="sm" role="status" data-testid="credit-note-number">
          <Trans>Issued: {issued}</Trans>
        </Text>
      )}
    </Stack>
  );
}
