import type { Booking } from "@app/shared/trips";
import { useLingui } from "@lingui/react/macro";
import { Badge } from "@mantine/core";

// Dark shades so the white text keeps a contrast above 4.5:1.
const AWAITING = "#1864ab";
const PAID = "#2b8a3e";
const CANCELLED = "#c92a2a";

/** A booking's state: cancelled, or how much of it is paid while it stands. */
export function BookingStatusBadge({
  booking,
}: {
  booking: Pick<Booking, "status" | "cancelledBy" | "paymentStatus">;
}) {
  const { t } = useLingui();
  const [name, colour] =
    booking.status === "cancelled"
      ? [booking.cancelledBy === "staff" ? t`Cancelled by staff` : t`Cancelled`, CANCELLED]
      : booking.paymentStatus === "paid"
        ? [t`Paid`, PAID]
        : booking.paymentStatus === "partly-paid"
          ? [t`Partly paid`, AWAITING]
          : [t`Awaiting payment`, AWAITING];
  return (
    <Badge data-status={booking.status} color={colour} c="#ffffff" radius="sm" tt="none" size="lg">
      {name}
    </Badge>
  );
}
