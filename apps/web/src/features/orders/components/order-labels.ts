// An order's status in the reader's language (the API sends the code).
import type { OrderStatus } from "@app/shared/orders";
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

const STATUS_NAMES: Record<OrderStatus, MessageDescriptor> = {
  placed: msg({ message: "placed", comment: "An order's status: sent, not confirmed yet" }),
  confirmed: msg({ message: "confirmed", comment: "An order's status" }),
  delivered: msg({ message: "delivered", comment: "An order's status" }),
  cancelled: msg({ message: "cancelled", comment: "An order's status" }),
};

export const orderStatusName = (i18n: I18n, status: OrderStatus): string =>
  i18n._(STATUS_NAMES[status]);
