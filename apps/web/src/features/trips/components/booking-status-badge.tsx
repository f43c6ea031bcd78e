import type { Booking } from "@app/shared/trips";
import { useLingui } from "@lingui/react/macro";
import { Badge } from "@mantine/core";

// Dark shades so the white text keeps a contrast above 4.5:1.
const COLOURS: Record<Booking["status"], string> = {
  awaiting_payment: "#1864ab",
  cancelled: "#c92a2a",
};

export function BookingStatusBadge({
  booking,
}: {
  booking: Pick<Booking, "status" | "cancelledBy">;
}) {
  const { t } = useLingui();
  const name =
    booking.status === "awaiting_payment"
      ? t`Awaiting payment`
      : booking.cancelledBy === "staff"
        ? t`Cancelled by staff`
        : t`Cancelled`;
  return (
    <Badge
      data-status={booking.status}
      color={COLOURS[booking.status]}
      c="#ffffff"
      radius="sm"
      tt="none"
      size="lg"
    >
      {name}
    </Badge>
  );
}
