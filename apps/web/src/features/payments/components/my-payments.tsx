// The "My payments" section of /profile: every payment of the reader's — fees, shop orders, trip
// bookings — newest first, a page at a time, with its status, its receipt to download and the
// money given back on it (docs/payments.md). On a phone each row folds into a card.
import { formatDate, formatRupeesFromPaise, type Locale } from "@app/shared/format";
import { type MyPayment, MyPaymentQuerySchema, type PaymentRefund } from "@app/shared/payments";
import { Trans, useLingui } from "@lingui/react/macro";
import { Badge, Group, Stack, Text, Title } from "@mantine/core";
import { type Column, DataTable } from "@/components/data-table";
import {
  METHOD_NAMES,
  PAYMENT_STATE_COLORS,
  PAYMENT_STATE_NAMES,
} from "@/features/money/components/money-labels";
import { useLanguage } from "@/lib/i18n";
import { useListParams } from "@/lib/use-list-params";
import { useMyPayments } from "../api/payments";
import { ReceiptDownload } from "./receipt-download";

/** The section's id, for links to it (`/profile#my-payments`). */
export const MY_PAYMENTS_ID = "my-payments";

/** The section's list parameters in the address (`?payments.page=2`), apart from other lists. */
export const MY_PAYMENTS_PREFIX = "payments.";

export function MyPayments() {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const list = useListParams(MyPaymentQuerySchema, { prefix: MY_PAYMENTS_PREFIX });
  const query = useMyPayments(list.query);
  const headingId = "my-payments-heading";

  const columns: Column<MyPayment>[] = [
    {
      header: t`Date`,
      cell: (row) => formatDate(row.paidAt ?? row.createdAt, locale),
    },
    { header: t`Paid for`, cell: (row) => row.label, wrap: true },
    { header: t`Method`, cell: (row) => t(METHOD_NAMES[row.method]) },
    {
      header: t`Amount`,
      align: "right",
      cell: (row) => formatRupeesFromPaise(row.amountPaise, locale),
    },
    {
      header: t`Status`,
      cell: (row) => (
        <Stack gap={4} align="flex-start">
          <Badge color={PAYMENT_STATE_COLORS[row.status]} variant="light">
            {t(PAYMENT_STATE_NAMES[row.status])}
          </Badge>
          {row.refunds.length > 0 ? <Refunds refunds={row.refunds} locale={locale} /> : null}
        </Stack>
      ),
    },
    {
      header: t`Receipt`,
      stickToEnd: true,
      cell: (row) => {
        const number = row.receiptNumber;
        if (!number) return <Text c="dimmed">—</Text>;
        return (
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" style={{ whiteSpace: "nowrap" }}>
              {number}
            </Text>
            <ReceiptDownload id={row.id} number={number} />
          </Group>
        );
      },
    },
  ];

  return (
    <Stack component="section" id={MY_PAYMENTS_ID} aria-labelledby={headingId} gap="sm">
      <Title order={2} size="h3" id={headingId}>
        <Trans>My payments</Trans>
      </Title>
      <DataTable
        query={query}
        list={list}
        columns={columns}
        rowKey={(row) => row.id}
        rowProps={(row) => ({ "data-payment": row.id })}
        label={t`My payments`}
        minWidth={720}
        loadingLabel={t`Loading your payments`}
        errorTitle={t`Could not load your payments`}
        empty={t`No payments yet`}
        emptyHint={t`Pay fees from My fees, shop orders from My orders and trips from My bookings above; each payment and its receipt then shows here.`}
      />
    </Stack>
  );
}

/** The money given back on a payment, oldest first. */
function Refunds({ refunds, locale }: { refunds: PaymentRefund[]; locale: Locale }) {
  return (
    <Stack component="ul" gap={2} p={0} m={0} style={{ listStyle: "none" }}>
      {refunds.map((refund) => {
        const amount = formatRupeesFromPaise(refund.amountPaise, locale);
        const date = formatDate(refund.createdAt, locale);
        return (
          <Text component="li" size="sm" key={refund.id}>
            {refund.status === "processed" ? (
              <Trans>
                {amount} given back on {date}
              </Trans>
            ) : refund.status === "pending" ? (
              <Trans>
                {amount} being given back (since {date})
              </Trans>
            ) : (
              <Trans>
                {amount} to be given back at the office (since {date})
              </Trans>
            )}
          </Text>
        );
      })}
    </Stack>
  );
}
