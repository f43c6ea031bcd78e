// The UPI references payers sent, for staff to find on the bank statement and confirm or reject
// (docs/payments.md), a page at a time.
import { formatDateTime, formatRupeesFromPaise } from "@app/shared/format";
import { type Payment, PaymentListQuerySchema } from "@app/shared/payments";
import { useLingui } from "@lingui/react/macro";
import { Button, Group } from "@mantine/core";
import { type Column, DataTable } from "@/components/data-table";
import { useLanguage } from "@/lib/i18n";
import { notifyError, notifyWarning } from "@/lib/notify";
import { useListParams } from "@/lib/use-list-params";
import { useDecideUpi, usePayments } from "../api/payments";

export function UpiConfirmations() {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const list = useListParams(PaymentListQuerySchema, { prefix: "upi" });
  const decide = useDecideUpi();
  const query = usePayments({ ...list.query, status: "submitted" });

  const reject = (payment: Payment) => {
    const reason = window.prompt(t`Why is this reference rejected?`);
    if (reason?.trim()) {
      decide.mutate({ id: payment.id, reject: reason.trim() }, { onError: notifyError });
    }
  };

  const columns: Column<Payment>[] = [
    { header: t`Payer`, cell: (row) => row.payerName, wrap: true },
    { header: t`For`, cell: (row) => row.label, wrap: true },
    {
      header: t`Amount`,
      cell: (row) => formatRupeesFromPaise(row.amountPaise, locale),
      align: "right",
    },
    { header: t`UTR`, cell: (row) => row.reference ?? "" },
    { header: t`Sent`, cell: (row) => formatDateTime(row.createdAt, locale) },
    {
      header: t`Decision`,
      stickToEnd: true,
      cell: (row) => (
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            onClick={() =>
              decide.mutate(
                { id: row.id },
                {
                  onError: notifyError,
                  // Found for a debt cancelled, replaced or paid meanwhile: recorded as received
                  // and refunded, for the office to hand back (docs/payments.md).
                  onSuccess: (payment) => {
                    if (payment.status !== "refunded") return;
                    const amount = formatRupeesFromPaise(payment.amountPaise, locale);
                    notifyWarning(
                      t`${payment.payerName}'s ${amount} is recorded, but what it was for can no longer be paid: hand the money back.`,
                    );
                  },
                },
              )
            }
            aria-label={t`Confirm UTR ${row.reference ?? ""}`}
          >
            {t`Confirm`}
          </Button>
          <Button
            size="xs"
            variant="default"
            onClick={() => reject(row)}
            aria-label={t`Reject UTR ${row.reference ?? ""}`}
          >
            {t`Reject`}
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <DataTable
      query={query}
      list={list}
      columns={columns}
      rowKey={(row) => row.id}
      label={t`UPI references to confirm`}
      minWidth={760}
      loadingLabel={t`Loading UPI references`}
      errorTitle={t`Could not load UPI references`}
      empty={t`No UPI reference is waiting to be confirmed.`}
    />
  );
}
