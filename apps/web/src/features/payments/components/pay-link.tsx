// The way from something owed (a shop order, a trip booking) to paying it on /pay, shown while
// money is still owed on it and it is not cancelled.
import type { PaymentStatus } from "@app/shared/payments";
import { Trans } from "@lingui/react/macro";
import { Button, type ButtonProps } from "@mantine/core";
import { Link } from "react-router";

export function PayLink({
  debt,
  id,
  paymentStatus,
  cancelled = false,
  label,
  ...button
}: {
  debt: "order" | "booking";
  id: string;
  paymentStatus: PaymentStatus;
  cancelled?: boolean;
  /** The link's accessible name, when the row around it does not say what it pays. */
  label?: string;
} & Omit<ButtonProps, "children">) {
  if (cancelled || (paymentStatus !== "unpaid" && paymentStatus !== "partly-paid")) return null;
  return (
    <Button
      component={Link}
      to={`/pay?${debt}=${encodeURIComponent(id)}`}
      aria-label={label}
      {...button}
    >
      <Trans>Pay now</Trans>
    </Button>
  );
}
