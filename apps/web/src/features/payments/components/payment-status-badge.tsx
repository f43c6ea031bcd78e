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
  // Shade 9 (8 for grey): the light badge's text keeps 4.5:1 on its tint.
  const color = {
    unpaid: "red.9",
    "partly-paid": "yellow.9",
    paid: "green.9",
    refunded: "gray.8",
  }[status];
  return (
    <Badge color={color} variant="light" miw="max-content">
      {label}
    </Badge>
  );
}
