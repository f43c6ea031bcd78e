import type { PaymentStatus } from "@app/shared/payments";
import { useLingui } from "@lingui/react/macro";
import { Badge } from "@mantine/core";

/** How far a debt is paid, as a badge. */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useLingui();
  const label = {
    unpaid: t`Unpaid`,
    "partly-paid": t`Partly paid`,
    paid: t`Paid`,
    refunded: t`Refunded`,
  }[status];
  const color = { unpaid: "red", "partly-paid": "yellow", paid: "green", refunded: "gray" }[status];
  return (
    <Badge color={color} variant="light">
      {label}
    </Badge>
  );
}
