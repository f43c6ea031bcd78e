// The customer beside a conversation (docs/product.md: support desk; decision 046): who they are,
// the language a reply goes out in, the latest of what they have with the institute (each row a
// link to the staff screen that holds it), the money received from them and what they owe. Staff and admins only: the server answers nobody else.
import { AdmissionStatusSchema } from "@app/shared/admissions";
import { formatCalendarDate, formatDate, formatRupeesFromPaise } from "@app/shared/format";
import { LANGUAGE_NAMES } from "@app/shared/i18n";
import { OrderStatusSchema } from "@app/shared/orders";
import type { TicketCustomer } from "@app/shared/tickets";
import { Trans, useLingui } from "@lingui/react/macro";
import { Anchor, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { QueryStates } from "@/components/query-states";
import { useLanguage } from "@/lib/i18n";
import { admissionStatusName } from "../../admissions/components/admission-labels";
import { DUES_PATH, METHOD_NAMES, PAYMENT_STATE_NAMES } from "../../money/components/money-labels";
import { orderStatusName } from "../../orders/components/order-labels";
import { useTicketCustomer } from "../api/get-ticket-customer";
import { statusName } from "./ticket-labels";

export function CustomerPanel({ ticketId }: { ticketId: string }) {
  const { t } = useLingui();
  const customer = useTicketCustomer(ticketId, true);
  return (
    <Paper
      component="section"
      withBorder
      p="md"
      aria-labelledby="customer-panel"
      data-testid="customer-panel"
    >
      <Title order={2} size="h4" id="customer-panel" mb="sm">
        <Trans>Customer</Trans>
      </Title>
      <QueryStates
        query={customer}
        data={customer.data}
        loadingLabel={t`Loading the customer`}
        errorTitle={t`Could not load the customer`}
      >
        {(data) => <CustomerDetails customer={data} />}
      </QueryStates>
    </Paper>
  );
}

function CustomerDetails({ customer }: { customer: TicketCustomer }) {
  const { t, i18n } = useLingui();
  const { locale } = useLanguage();
  const since = formatDate(customer.since, locale);
  const orderStatus = (status: string) => {
    const known = OrderStatusSchema.safeParse(status);
    return known.success ? orderStatusName(i18n, known.data) : status;
  };
  const admissionStatus = (status: string) => {
    const known = AdmissionStatusSchema.safeParse(status);
    return known.success ? admissionStatusName(i18n, known.data) : status;
  };
  const bookingStatus = (status: string) =>
    status === "awaiting_payment"
      ? t`Awaiting payment`
      : status === "cancelled"
        ? t`Cancelled`
        : status;
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text fw={700}>{customer.name}</Text>
        <Anchor href={`mailto:${customer.email}`} size="sm" style={{ overflowWrap: "anywhere" }}>
          {customer.email}
        </Anchor>
        {customer.phone ? (
          <Anchor href={`tel:${customer.phone}`} size="sm">
            {customer.phone}
          </Anchor>
        ) : (
          <Text size="sm" c="gray.7">
            <Trans>No phone number given</Trans>
          </Text>
        )}
        <Text size="sm">
          <Trans>Language: {LANGUAGE_NAMES[customer.language]}</Trans>
        </Text>
        <Text size="sm" c="gray.7">
          <Trans>Customer since {since}</Trans>
        </Text>
      </Stack>
      <PanelList title={t`Other tickets`} empty={t`No other tickets`}>
        {customer.tickets.map((row) => (
          <li key={row._id}>
            <Anchor component={Link} to={`/ticket/${row._id}`} size="sm">
              {row.reference} · {row.subject}
            </Anchor>
            <Text size="xs" c="gray.7">
              {statusName(i18n, row.status)} · {formatDate(row.createdAt, locale)}
            </Text>
          </li>
        ))}
      </PanelList>
      <PanelList title={t`Orders`} empty={t`No orders`}>
        {customer.orders.map((row) => (
          <li key={row._id}>
            <Anchor
              component={Link}
              to={`/seeorder?q=${encodeURIComponent(row.reference)}`}
              size="sm"
            >
              {row.reference} · {row.productName}
            </Anchor>
            <Text size="xs" c="gray.7">
              {formatRupeesFromPaise(row.pricePaise, locale)} · {orderStatus(row.status)} ·{" "}
              {formatDate(row.createdAt, locale)}
            </Text>
          </li>
        ))}
      </PanelList>
      <PanelList title={t`Trip bookings`} empty={t`No trip bookings`}>
        {customer.bookings.map((row) => (
          <li key={row._id}>
            <Anchor
              component={Link}
              to={`/staff/departures/${row.departureId}?q=${encodeURIComponent(customer.email)}`}
              size="sm"
            >
              {row.tripName} · {formatCalendarDate(row.departsOn, locale)}
            </Anchor>
            <Text size="xs" c="gray.7">
              {formatRupeesFromPaise(row.amountPaise, locale)} · {bookingStatus(row.status)}
            </Text>
          </li>
        ))}
      </PanelList>
      <PanelList title={t`Payments`} empty={t`No payments received`}>
        {customer.payments.map((row) => (
          <li key={row._id}>
            <Text size="sm">
              {row.receiptNumber ? `${row.receiptNumber} · ` : ""}
              {row.label}
            </Text>
            <Text size="xs" c="gray.7">
              {formatRupeesFromPaise(row.amountPaise, locale)} · {i18n._(METHOD_NAMES[row.method])}{" "}
              · {i18n._(PAYMENT_STATE_NAMES[row.status])}
              {row.paidAt ? ` · ${formatDate(row.paidAt, locale)}` : ""}
            </Text>
          </li>
        ))}
      </PanelList>
      <Stack gap={4}>
        <Title order={3} size="h6">
          <Trans>Fees owed</Trans>
        </Title>
        {customer.dues.owedPaise > 0 ? (
          <Anchor component={Link} to={`${DUES_PATH}?userId=${customer._id}`} size="sm">
            {customer.dues.overduePaise > 0
              ? t`${formatRupeesFromPaise(customer.dues.owedPaise, locale)}, of which ${formatRupeesFromPaise(customer.dues.overduePaise, locale)} overdue`
              : formatRupeesFromPaise(customer.dues.owedPaise, locale)}
          </Anchor>
        ) : (
          <Text size="sm" c="gray.7">
            <Trans>Nothing owed</Trans>
          </Text>
        )}
      </Stack>
      <PanelList title={t`Admission`} empty={t`No admission`}>
        {customer.admission && (
          <li>
            <Anchor
              component={Link}
              to={`/newstudentlist?q=${encodeURIComponent(customer.email)}`}
              size="sm"
            >
              {customer.admission.course}
            </Anchor>
            <Text size="xs" c="gray.7">
              {admissionStatus(customer.admission.status)} ·{" "}
              {formatDate(customer.admission.createdAt, locale)}
            </Text>
          </li>
        )}
      </PanelList>
    </Stack>
  );
}

/** A heading and its rows (the latest few), or a line saying there are none. */
function PanelList({
  title,
  empty,
  children,
}: {
  title: string;
  empty: string;
  children: ReactNode;
}) {
  const rows = Array.isArray(children) ? children.filter(Boolean) : children ? [children] : [];
  return (
    <Stack gap={4}>
      <Title order={3} size="h6">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="gray.7">
          {empty}
        </Text>
      ) : (
        <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: "none" }}>
          {rows}
        </Stack>
      )}
    </Stack>
  );
}
