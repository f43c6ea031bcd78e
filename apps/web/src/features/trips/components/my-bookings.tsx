// The "My bookings" section of /profile: the traveller's seat reservations, newest first, a page
// at a time, each cancellable while it awaits payment.
import { formatCalendarDate, formatCount, formatRupeesFromPaise } from "@app/shared/format";
import type { Booking } from "@app/shared/trips";
import { Trans, useLingui } from "@lingui/react/macro";
import { Anchor, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { LoadMore } from "@/components/load-more";
import { QueryStates } from "@/components/query-states";
import { openConfirm } from "@/lib/confirm";
import { useLanguage } from "@/lib/i18n";
import { notifyError, notifySuccess } from "@/lib/notify";
import { loadedItems, totalOf } from "@/lib/page-list";
import { PayLink } from "../../payments/components/pay-link";
import { useCancelBooking, useMyBookingPages } from "../api/trips";
import { BookingStatusBadge } from "./booking-status-badge";

export function MyBookings() {
  const { t } = useLingui();
  const bookings = useMyBookingPages();
  const headingId = "my-bookings";
  const items = loadedItems(bookings.data, (booking) => booking._id);

  const content = (
    <QueryStates
      query={bookings}
      data={bookings.data && items}
      loadingLabel={t`Loading your bookings`}
      errorTitle={t`Could not load your bookings`}
      empty={t`You have not reserved seats on a trip yet.`}
      emptyAction={
        <Anchor component={Link} to="/trip">
          <Trans>See the trips</Trans>
        </Anchor>
      }
    >
      {(items) => (
        <>
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: "none" }}>
            {items.map((booking) => (
              <BookingItem key={booking._id} booking={booking} />
            ))}
          </Stack>
          <LoadMore
            shown={items.length}
            total={totalOf(bookings.data)}
            hasMore={bookings.hasNextPage}
            loading={bookings.isFetchingNextPage}
            onMore={() => void bookings.fetchNextPage()}
            label={t`Show more bookings`}
          />
        </>
      )}
    </QueryStates>
  );

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={2} size="h3" id={headingId}>
        <Trans>My bookings</Trans>
      </Title>
      {content}
    </Stack>
  );
}

function BookingItem({ booking }: { booking: Booking }) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const cancel = useCancelBooking();
  const date = formatCalendarDate(booking.date, locale);
  const amount = formatRupeesFromPaise(booking.amountPaise, locale);
  const seats = formatCount(booking.seats, locale);
  const pickup = booking.pickupPoint;
  const confirmCancel = () =>
    openConfirm({
      title: t`Cancel your seats on ${booking.trip}, ${date}?`,
      children: (
        <Text size="sm">
          <Trans>The seats go back to the departure for others to reserve.</Trans>
        </Text>
      ),
      labels: { confirm: t`Cancel the booking`, cancel: t`Keep it` },
      confirmProps: { color: "red" },
      onConfirm: () =>
        cancel.mutate(booking._id, {
          onSuccess: () => notifySuccess(t`Your booking was cancelled`),
          onError: notifyError,
        }),
    });
  return (
    <Paper component="li" withBorder p="sm" data-testid="my-booking">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={2} miw={0}>
          <Text fw={600} style={{ overflowWrap: "anywhere" }}>
            {booking.trip} · {date}
          </Text>
          <Text size="sm">
            <Trans>
              Seats: {seats} · pickup at {pickup} · {amount}
            </Trans>
          </Text>
          <Text size="sm" c="gray.7" style={{ overflowWrap: "anywhere" }}>
            {booking.passengers.join(", ")}
          </Text>
        </Stack>
        <Group gap="xs">
          <BookingStatusBadge booking={booking} />
          <PayLink
            debt="booking"
            id={booking._id}
            paymentStatus={booking.paymentStatus}
            cancelled={booking.status === "cancelled"}
            size="xs"
            what={t`the booking: ${booking.trip}, ${date}`}
          />
          {/* Once money is paid on it, the office cancels it (and refunds). */}
          {booking.status === "awaiting_payment" && booking.paymentStatus === "unpaid" && (
            <Button
              size="xs"
              color="red"
              variant="light"
              onClick={confirmCancel}
              loading={cancel.isPending}
              aria-label={t`Cancel the booking: ${booking.trip}, ${date}`}
            >
              <Trans>Cancel</Trans>
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
