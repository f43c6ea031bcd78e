// An invoice's credit notes (admin, docs/accountant.md): an issued invoice is never changed; what
// is taken back is a credit note, here for the units staff choose of each line (all that is left
// unless lowered), with a reason. Below it, the invoice's notes, each with its PDF.
import { formatCount, formatDateTime, formatRupeesFromPaise } from "@app/shared/format";
import {
  type CreditNote,
  CreditNoteInputSchema,
  type Invoice,
  MAX_LINE_QTY,
} from "@app/shared/invoices";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, NumberInput, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconDownload } from "@tabler/icons-react";
import { type ReactNode, useEffect, useMemo, useState } from "react";
import { FormError } from "@/components/form-error";
import { ErrorState, LoadingState } from "@/components/query-states";
import { useLanguage } from "@/lib/i18n";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useSchemaResolver } from "@/lib/schema-resolver";
import { useCreateCreditNote } from "../api/create-credit-note";
import { useDownloadCreditNotePdf } from "../api/download-credit-note-pdf";
import { useInvoiceCreditNotes } from "../api/get-credit-notes";

type Values = { reason: string; qty: Record<string, number | string> };

/** Units of each invoice line not credited yet, by line id. */
export function unitsLeft(invoice: Invoice, notes: CreditNote[]): Map<string, number> {
  const left = new Map(invoice.lines.map((line) => [line.lineId ?? "", line.qty]));
  for (const note of notes) {
    for (const line of note.lines) {
      left.set(line.lineId, (left.get(line.lineId) ?? 0) - line.qty);
    }
  }
  return left;
}

/** The body for the credit note: the lines with units chosen, in the invoice's order. */
export const creditNoteInputOf = ({ reason, qty }: Values) => ({
  reason,
  lines: Object.entries(qty)
    .filter(([, units]) => typeof units === "number" && units > 0)
    .map(([lineId, units]) => ({ lineId, qty: units as number })),
});

export function CreditNoteForm({ invoice }: { invoice: Invoice }) {
  const { t } = useLingui();
  const notes = useInvoiceCreditNotes(invoice._id);
  const headingId = "credit-note-heading";
  let content: ReactNode;
  if (notes.isPending) content = <LoadingState label={t`Loading the credit notes`} />;
  else if (notes.isError) {
    content = (
      <ErrorState
        error={notes.error}
        title={t`Could not load the credit notes`}
        onRetry={() => void notes.refetch()}
      />
    );
  } else {
    content = (
      <>
        <IssueCreditNote invoice={invoice} notes={notes.data.items} />
        <CreditNoteList notes={notes.data.items} />
      </>
    );
  }
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId} data-print-hide>
      <Title order={2} size="h4" id={headingId}>
        <Trans>Credit notes</Trans>
      </Title>
      {content}
    </Stack>
  );
}

function IssueCreditNote({ invoice, notes }: { invoice: Invoice; notes: CreditNote[] }) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const [issued, setIssued] = useState<string | null>(null);
  const create = useCreateCreditNote(invoice._id);
  const left = useMemo(() => unitsLeft(invoice, notes), [invoice, notes]);
  const open = invoice.lines.filter((line) => (left.get(line.lineId ?? "") ?? 0) > 0);
  const check = useSchemaResolver(CreditNoteInputSchema);
  const everything = () =>
    Object.fromEntries(open.map((line) => [line.lineId ?? "", left.get(line.lineId ?? "") ?? 0]));
  const form = useForm<Values>({
    mode: "controlled",
    initialValues: { reason: "", qty: everything() },
    validate: (values) => check(creditNoteInputOf(values)),
  });
  // After a note, what is left changes: the units start again at all that is left.
  const leftKey = [...left.entries()].join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when what is left changes
  useEffect(() => {
    form.setFieldValue("qty", everything());
  }, [leftKey]);

  if (open.length === 0) {
    return (
      <>
        <Text size="sm">
          <Trans>Everything on this invoice has been credited.</Trans>
        </Text>
        {issued && (
          <Text size="sm" role="status" data-testid="credit-note-number">
            <Trans>Issued: {issued}</Trans>
          </Text>
        )}
      </>
    );
  }

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        create.mutate(creditNoteInputOf(values), {
          onSuccess: (note) => {
            const number = note.number;
            setIssued(number);
            form.setFieldValue("reason", "");
            notifySuccess(t`Credit note ${number} issued`);
          },
        });
      })}
    >
      <Stack gap="xs">
        <Text size="sm">
          <Trans>
            An issued invoice is never changed. To take back what it charged, issue a credit note
            for the units taken back: all that is left of each line, unless you lower it.
          </Trans>
        </Text>
        <Table.ScrollContainer
          type="native"
          minWidth={360}
          tabIndex={0}
          role="region"
          aria-label={t`Lines to credit, scrolls sideways on narrow screens`}
        >
          <Table verticalSpacing="xs" aria-label={t`Lines to credit`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <Trans>Product</Trans>
                </Table.Th>
                <Table.Th ta="right">
                  <Trans>Not yet credited</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Units to credit</Trans>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {open.map((line) => {
                const id = line.lineId ?? "";
                const { name } = line;
                const most = left.get(id) ?? 0;
                return (
                  <Table.Tr key={id}>
                    <Table.Td>{name}</Table.Td>
                    <Table.Td ta="right">{formatCount(most, locale)}</Table.Td>
                    <Table.Td>
                      <NumberInput
                        aria-label={t`Units of ${name} to credit`}
                        min={0}
                        max={Math.min(most, MAX_LINE_QTY)}
                        step={1}
                        allowDecimal={false}
                        allowNegative={false}
                        clampBehavior="strict"
                        w={96}
                        {...form.getInputProps(`qty.${id}`)}
                      />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {form.errors.lines && (
          <Text c="red.9" size="sm" role="alert">
            {form.errors.lines}
          </Text>
        )}
        <Group align="flex-start" gap="sm">
          <TextInput
            label={t`Reason`}
            required
            maxLength={300}
            style={{ flex: 1, minWidth: 200 }}
            {...form.getInputProps("reason")}
          />
          <Button type="submit" variant="default" loading={create.isPending} mt={25}>
            <Trans>Issue credit note</Trans>
          </Button>
        </Group>
        <FormError error={create.error} />
        {issued && (
          <Text size="sm" role="status" data-testid="credit-note-number">
            <Trans>Issued: {issued}</Trans>
          </Text>
        )}
      </Stack>
    </form>
  );
}

/** The invoice's credit notes, each with its PDF. */
function CreditNoteList({ notes }: { notes: CreditNote[] }) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const download = useDownloadCreditNotePdf();
  if (notes.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        <Trans>No credit notes on this invoice yet.</Trans>
      </Text>
    );
  }
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: "none" }}>
      {notes.map((note) => {
        const { number, reason } = note;
        const total = formatRupeesFromPaise(note.totalPaise, locale);
        const date = formatDateTime(note.createdAt, locale);
        return (
          <Group component="li" key={note._id} justify="space-between" wrap="wrap" gap="xs">
            <Text size="sm">
              <Trans>
                Credit note {number} · {total} · {date} · {reason}
              </Trans>
            </Text>
            <Button
              variant="default"
              size="xs"
              leftSection={<IconDownload size={16} aria-hidden />}
              loading={download.isPending && download.variables?.noteId === note._id}
              onClick={() =>
                download.mutate({ noteId: note._id, number }, { onError: notifyError })
              }
              aria-label={t`Download credit note ${number} as PDF`}
            >
              <Trans>PDF</Trans>
            </Button>
          </Group>
        );
      })}
    </Stack>
  );
}
