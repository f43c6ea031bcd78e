// The way from something owed (a shop order, a trip booking) to paying it on /pay, shown while
// money is still owed on it and it is not cancelled.
import type { PaymentStatus } from "@app/shared/payments";
import { useLingui } from "@lingui/react/macro";
import { Button, type ButtonProps } from "@mantine/core";
import { Link } from "react-router";

export function PayLink({
  debt,
  id,
  paymentStatus,
  cancelled = false,
  what,
  ...button
}: {
  debt: "order" | "booking";
  id: string;
  paymentStatus: PaymentStatus;
  cancelled?: boolean;
  /**
   * What it pays, where the row around it does not say ("order ORD-000012"): its name is then
   * "Pay now: order ORD-000012", beginning with the words it shows, as speech input needs.
   */
  what?: string;
} & Omit<ButtonProps, "children">) {
  const { t } = useLingui();
  if (cancelled || (paymentStatus !== "unpaid" && paymentStatus !== "partly-paid")) return null;
  const text = t`Pay now`;
  return (
    <Button
      component={Link}
      to={`/pay?${debt}=${encodeURIComponent(id)}`}
      aria-label={what ? `${text}: ${what}` : undefined}
      {...button}
    >
      {text}
    </Button>
  );
}
