// Orders from the shop: placed by a signed-in user, priced by the server, moved through their statuses by admins.
import { z } from "zod";
import {
  AddressSchema,
  ApplicantSchema,
  GenderSchema,
  MobileSchema,
  PinSchema,
} from "./admissions";
import { IdSchema, TimestampSchema } from "./common";
import { sharedText } from "./messages";
import { DaySchema, listQuerySchema, SearchTextSchema } from "./paging";
import { PaymentStatusSchema } from "./payments";
import { LocalizedTextSchema, ShopIdSchema } from "./products";

const STATUS_INVALID = /*i18n*/ {
  id: "orders.status.invalid",
  message: "Status must be placed, confirmed, delivered or cancelled",
};
const PRODUCT_MISSING = /*i18n*/ {
  id: "orders.product.missing",
  message: "Please choose a product",
};

/** `placed` on creation; staff and admins move it on from /seeorder. */
export const ORDER_STATUSES = ["placed", "confirmed", "delivered", "cancelled"] as const;
export const OrderStatusSchema = z.enum(ORDER_STATUSES, {
  error: sharedText(STATUS_INVALID),
});
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

/**
 * POST /api/users/order (signed in). `name`, `email`, `product` and `price` are accepted for the
 * specification's client and ignored: the server takes name and email from the account and the
 * product's name and selling price from the product `idvalue.category`.
 */
export const OrderInputSchema = z.strictObject({
  name: z.unknown().optional(),
  email: z.unknown().optional(),
  product: z.unknown().optional(),
  price: z.unknown().optional(),
  address: AddressSchema,
  gender: GenderSchema,
  pin: PinSchema,
  mobile: MobileSchema,
  idvalue: z.strictObject(
    { category: ShopIdSchema.describe("The product id") },
    { error: sharedText(PRODUCT_MISSING) },
  ),
});
export type OrderInput = z.input<typeof OrderInputSchema>;
export type OrderData = z.output<typeof OrderInputSchema>;

export const OrderSchema = ApplicantSchema.extend({
  /** The order's number in sequence, and the reference people read out (ORD-000123). */
  number: z.number().int(),
  reference: z.string(),
  /** How far it is paid (docs/payments.md), and how much has come in. */
  paymentStatus: PaymentStatusSchema,
  paidPaise: z.number().int(),
  /** The product's name when ordered (in English, else in Bengali while it had no English one). */
  product: z.string(),
  /**
   * The product's name when ordered, in each language ('' where it had none): the page shows the
   * reader's, falling back to the other (`textIn`).
   */
  productText: LocalizedTextSchema,
  /** The product's id, for a link to /single?id=… (the product may since have been deleted). */
  productId: IdSchema,
  /** The specification's shape of the product id. */
  idvalue: z.object({ category: IdSchema }),
  pin: z.string(),
  /** Selling price in rupees when ordered. */
  price: z.number(),
  pricePaise: z.number().int(),
  mobile: z.string(),
  status: OrderStatusSchema,
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type Order = z.infer<typeof OrderSchema>;

/** PUT /api/users/order/{id}: only `{status}`; anything else is refused. */
export const UpdateOrderStatusSchema = z.strictObject({ status: OrderStatusSchema });
export type UpdateOrderStatusInput = z.infer<typeof UpdateOrderStatusSchema>;

/**
 * GET /api/users/order: `q` finds a part of the customer's name, email or mobile, or the order
 * its reference names (`ORD-000123`, `123`); `product` a part of the product's name in either
 * language; `from` and `to` are days (Asia/Kolkata), both included.
 */
export const OrderListQuerySchema = listQuerySchema({
  sort: ["createdAt", "status", "product", "price"],
  search: true,
  filters: {
    status: OrderStatusSchema.optional(),
    product: SearchTextSchema,
    from: DaySchema.optional(),
    to: DaySchema.optional(),
  },
});
export type OrderListQuery = z.infer<typeof OrderListQuerySchema>;

/** GET /api/orders/export.csv: every order that passes the list's filters, newest first. */
export const OrderExportQuerySchema = OrderListQuerySchema.omit({
  page: true,
  limit: true,
  sort: true,
});
export type OrderExportQuery = z.infer<typeof OrderExportQuerySchema>;
export type OrderListQueryInput = z.input<typeof OrderListQuerySchema>;
