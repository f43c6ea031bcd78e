// A departure's passenger list (back office): each booking with its traveller, passengers,
// pickup point, amount and status, found by a name or email; staff cancel a booking here.
import { formatCalendarDate, formatRupeesFromPaise } from "@app/shared/format";
import { type Booking, BookingListQuerySchema } from "@app/shared/trips";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { type Column, DataTable } from "@/components/data-table";
import { type ListField, ListToolbar } from "@/components/list-toolbar";
import { takePaymentPath } from "@/features/payments/components/desk-payment-form";
import { openConfirm } from "@/lib/confirm";
import { useLanguage } from "@/lib/i18n";
import { notifyError, notifySuccess } from "@/lib/notify";
import { type ListFilterName, useListParams } from "@/lib/use-list-params";
import { useCancelBooking, usePassengers } from "../api/trips";
import { BookingStatusBadge } from "./booking-status-badge";

export function PassengerList({ departureId }: { departureId: string }) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const list = useListParams(BookingListQuerySchema);
  const cancel = useCancelBooking();
  const fields: ListField<ListFilterName<typeof BookingListQuerySchema>>[] = [
    { kind: "text", name: "q", label: t`Search passengers`, placeholder: t`Name or email` },
    {
      kind: "select",
      name: "status",
      label: t`Status`,
      options: [
        { value: "awaiting_payment", label: t`Awaiting payment` },
        { value: "cancelled", label: t`Cancelled` },
      ],
    },
  ];
  const confirmCancel = (booking: Booking) =>
    openConfirm({
      title: t`Cancel the booking of ${booking.name}?`,
      children: (
        <Text size="sm">
          <Trans>Its seats go back to the departure for others to reserve.</Trans>
        </Text>
      ),
      labels: { confirm: t`Cancel the booking`, cancel: t`Keep it` },
      confirmProps: { color: "red" },
      onConfirm: () =>
        cancel.mutate(booking._id, {
          onSuccess: () => notifySuccess(t`The booking of ${booking.name} was cancelled`),
          onError: notifyError,
        }),
    });
  const columns: Column<Booking>[] = [
    {
      header: t`Traveller`,
      cell: (b) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {b.name}
          </Text>
          <Text size="xs" c="gray.7" style={{ overflowWrap: "anywhere" }}>
            {b.email}
          </Text>
        </Stack>
      ),
      wrap: true,
    },
    {
      header: t`Passengers`,
      cell: (b) => (
        <Stack gap={0} component="ol" m={0} pl="md">
          {b.passengers.map((name, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a passenger is their seat in the booking
            <Text component="li" size="sm" key={index}>
              {name}
            </Text>
          ))}
        </Stack>
      ),
      wrap: true,
    },
    { header: t`Pickup point`, cell: (b) => b.pickupPoint, wrap: true },
    {
      header: t`Amount`,
      cell: (b) => formatRupeesFromPaise(b.amountPaise, locale),
      align: "right",
    },
    { header: t`Status`, cell: (b) => <BookingStatusBadge booking={b} /> },
    {
      header: t`Actions`,
      cell: (b) =>
        b.status === "awaiting_payment" ? (
          <Group gap="xs" wrap="nowrap">
            {b.paymentStatus === "unpaid" || b.paymentStatus === "partly-paid" ? (
              // Money for it is taken at the desk from here (docs/payments.md).
              <Button
                component={Link}
                to={takePaymentPath("booking", b._id)}
                size="xs"
                variant="light"
                aria-label={t`Take payment from ${b.name}`}
              >
                <Trans>Take payment</Trans>
              </Button>
            ) : null}
            <Button
              size="xs"
              color="red"
              variant="light"
              onClick={() => confirmCancel(b)}
              aria-label={t`Cancel the booking of ${b.name}`}
            >
              <Trans>Cancel</Trans>
            </Button>
          </Group>
        ) : (
          formatCalendarDate(b.updatedAt.slice(0, 10), locale)
        ),
    },
  ];
  return (
    <DataTable
      query={usePassengers(departureId, list.query)}
      list={list}
      toolbar={<ListToolbar label={t`passengers`} list={list} fields={fields} />}
      columns={columns}
      rowKey={(b) => b._id}
      rowProps={(b) => ({ "data-booking": b._id })}
      label={t`Passengers`}
      minWidth={760}
      loadingLabel={t`Loading the passengers`}
      empty={t`No seats reserved yet`}
      noMatch={t`No bookings match`}
    />
  );
}
