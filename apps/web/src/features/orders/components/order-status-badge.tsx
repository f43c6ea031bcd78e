import type { OrderStatus } from "@app/shared/orders";
import { useLingui } from "@lingui/react";
import { Badge } from "@mantine/core";
import { orderStatusName } from "./order-labels";

// Dark shades so the white text keeps a contrast above 4.5:1.
const COLOURS: Record<OrderStatus, string> = {
  placed: "#1864ab",
  confirmed: "#087f5b",
  delivered: "#1f6e30",
  cancelled: "#c92a2a",
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { i18n } = useLingui();
  return (
    <Badge
      data-status={status}
      color={COLOURS[status]}
      c="#ffffff"
      radius="sm"
      tt="none"
      size="lg"
      miw="max-content"
    >
      {orderStatusName(i18n, status)}
    </Badge>
  );
}
