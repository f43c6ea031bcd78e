// /staff/money/payments (docs/payments.md: the money screen): everyone's payments, newest first, a
// page at a time: who paid, for what, how much in ₹ (and what was given back), how, its reference,
// its status and its receipt; found by the payer's name or email, a receipt number or a reference,
// filtered by status, method and days (made, or paid for the money received, which the money
// screen's figures link to). The search and filters are in the address. Admins refund a payment
// from its row (refund-button.tsx).
import { formatDate, formatRupeesFromPaise } from "@app/shared/format";
import {
  PaymentMethodSchema,
  PaymentStateSchema,
  type StaffPayment,
  StaffPaymentListQuerySchema,
} from "@app/shared/payments";
import { Trans, useLingui } from "@lingui/react/macro";
import { Anchor, Badge, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { type Column, DataTable } from "@/components/data-table";
import { EmailText } from "@/components/email-text";
import { type ListField, ListToolbar } from "@/components/list-toolbar";
import { ReceiptDownload } from "@/features/payments/components/receipt-download";
import { useUser } from "@/lib/auth";
import { useLanguage } from "@/lib/i18n";
import { type ListFilterName, useListParams } from "@/lib/use-list-params";
import { useStaffPayments } from "../api/money";
import {
  METHOD_NAMES,
  PAYMENT_STATE_COLORS,
  PAYMENT_STATE_NAMES,
  PAYMENTS_PATH,
} from "./money-labels";
import { RefundButton, refundable } from "./refund-button";

export function PaymentsList() {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const isAdmin = useUser()?.role === "admin";
  const list = useListParams(StaffPaymentListQuerySchema);
  const query = useStaffPayments(list.query);
  const rupees = (paise: number) => formatRupeesFromPaise(paise, locale);
  const received = list.values.received === "true";
  const fields: ListField<ListFilterName<typeof StaffPaymentListQuerySchema>>[] = [
    {
      kind: "text",
      name: "q",
      label: t`Search payments`,
      placeholder: t`Payer, receipt or reference`,
    },
    {
      kind: "select",
      name: "status",
      label: t`Status`,
      allLabel: t`Any status`,
      options: PaymentStateSchema.options.map((state) => ({
        value: state,
        label: t(PAYMENT_STATE_NAMES[state]),
      })),
    },
    {
      kind: "select",
      name: "method",
      label: t`Method`,
      allLabel: t`Every method`,
      options: PaymentMethodSchema.options.map((method) => ({
        value: method,
        label: t(METHOD_NAMES[method]),
      })),
    },
    {
      kind: "select",
      name: "received",
      label: t`Which payments`,
      allLabel: t`Every payment`,
      options: [{ value: "true", label: t`Money received` }],
    },
    { kind: "date", name: "from", label: t`From` },
    { kind: "date", name: "to", label: t`To` },
  ];
  const columns: Column<StaffPayment>[] = [
    {
      header: received ? t`Paid on` : t`Date`,
      sort: "createdAt",
      // The day the list is filtered and ordered by: when it came in, or when it was made.
      cell: (payment) =>
        formatDate((received ? payment.paidAt : null) ?? payment.createdAt, locale),
    },
    {
      header: t`Payer`,
      wrap: true,
      cell: (payment) => (
        <Stack gap={0}>
          <Anchor
            component={Link}
            to={`${PAYMENTS_PATH}?q=${encodeURIComponent(payment.payerEmail)}`}
          >
            {payment.payerName}
          </Anchor>
          <Text size="xs" c="gray.8">
            <EmailText email={payment.payerEmail} />
          </Text>
        </Stack>
      ),
    },
    { header: t`Paid for`, wrap: true, cell: (payment) => payment.label },
    {
      header: t`Amount`,
      align: "right",
      cell: (payment) => (
        <Stack gap={0} align="flex-end">
          <Text span fw={600} fz="inherit">
            {rupees(payment.amountPaise)}
          </Text>
          {payment.refundedPaise > 0 && (
            <Text size="xs" c="gray.8">
              {t`${rupees(payment.refundedPaise)} given back`}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      header: t`Method and reference`,
      wrap: true,
      cell: (payment) => (
        <Stack gap={0}>
          <Text size="sm">{t(METHOD_NAMES[payment.method])}</Text>
          <Text size="xs" c="gray.8" style={{ overflowWrap: "anywhere" }}>
            {payment.reference ?? "–"}
          </Text>
        </Stack>
      ),
    },
    {
      header: t`Status`,
      cell: (payment) => (
        <Badge
          color={PAYMENT_STATE_COLORS[payment.status]}
          variant="light"
          tt="none"
          style={{ flexShrink: 0, overflow: "visible" }}
          styles={{ label: { overflow: "visible" } }}
        >
          {t(PAYMENT_STATE_NAMES[payment.status])}
        </Badge>
      ),
    },
    {
      header: t`Receipt`,
      wrap: true,
      cell: (payment) => {
        const number = payment.receiptNumber;
        if (!number) return "–";
        return (
          <Stack gap={4} align="flex-start">
            {/* A receipt number (RV/26-27/00003) is read whole, never broken at its hyphen. */}
            <Text size="sm" style={{ whiteSpace: "nowrap" }}>
              {number}
            </Text>
            <ReceiptDownload id={payment.id} number={number} />
          </Stack>
        );
      },
    },
    ...(isAdmin
      ? [
          {
            header: t`Refund`,
            stickToEnd: true,
            cell: (payment: StaffPayment) =>
              refundable(payment) ? <RefundButton payment={payment} /> : "–",
          },
        ]
      : []),
  ];
  return (
    <Stack>
      {received && (
        <Text>
          <Trans>
            The money received: payments paid in these days, refunded later or not, as the money
            screen counts them.
          </Trans>
        </Text>
      )}
      <DataTable
        query={query}
        list={list}
        toolbar={<ListToolbar label={t`payments`} list={list} fields={fields} />}
        columns={columns}
        defaultSort="-createdAt"
        rowKey={(payment) => payment.id}
        rowProps={(payment) => ({ "data-payment-id": payment.id })}
        label={t`Payments`}
        minWidth={960}
        loadingLabel={t`Loading the payments`}
        errorTitle={t`Could not load the payments`}
        empty={t`No payments yet`}
        emptyHint={t`Payments made online, by UPI or at the desk show here, newest first.`}
        noMatch={t`No payments match`}
      />
    </Stack>
  );
}
