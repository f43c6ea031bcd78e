// The shop: products (shop items and study materials) with up to three images, orders and the
// admin's invoices. The same schemas check the browser's forms and the server's requests.
// Money is counted in paise (integers) wherever it is added up; rupee fields are for display.
import { z } from "zod";
import { GenderSchema, MobileSchema, PinSchema } from "./admissions";
import { IdSchema, TimestampSchema } from "./common";

// ---------------------------------------------------------------------------------------------
// Text the database can store

/** PostgreSQL cannot store the NUL character in text, so input holding one is refused up front. */
const hasNoNul = (text: string): boolean => !text.includes("\u0000");

/** An id as the shop's calls take it: an opaque string without NUL characters. */
export const ShopIdSchema = IdSchema.refine(hasNoNul, "Not a valid id");
export const ShopIdParamsSchema = z.object({ id: ShopIdSchema });

// ---------------------------------------------------------------------------------------------
// Money

/** Highest price a product may have: ten lakh rupees (keeps every invoice total exact). */
export const MAX_PRICE_RUPEES = 1_000_000;

const rupeeMessage = (field: string) =>
  `${field} must be an amount in rupees from 0 to ${MAX_PRICE_RUPEES}, with at most 2 decimals`;

/**
 * An amount in rupees as typed (`"19.99"`, `19.99`, `"250"`), turned into whole paise without
 * floating-point arithmetic: the digits are read as text, so 19.99 is exactly 1999 paise.
 * The output is paise.
 */
export const rupeesToPaiseSchema = (field: string) =>
  z.union([z.string(), z.number()], { error: rupeeMessage(field) }).transform((value, context) => {
    const text = String(value).trim();
    const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text);
    const whole = match?.[1];
    if (whole === undefined) {
      context.addIssue({ code: "custom", message: rupeeMessage(field) });
      return z.NEVER;
    }
    const fraction = (match?.[2] ?? "").padEnd(2, "0");
    const paise = Number(whole) * 100 + Number(fraction);
    if (paise > MAX_PRICE_RUPEES * 100) {
      context.addIssue({ code: "custom", message: rupeeMessage(field) });
      return z.NEVER;
    }
    return paise;
  });

/** Paise as rupees with two decimals, e.g. 1999 → "19.99", 123450 → "1234.50". */
export function formatPaise(paise: number): string {
  const sign = paise < 0 ? "-" : "";
  const abs = Math.abs(Math.trunc(paise));
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** Paise as a rupee number for display fields (`price`, `sellprice`): 1999 → 19.99. */
export const paiseToRupees = (paise: number): number => Number(formatPaise(paise));

// ---------------------------------------------------------------------------------------------
// Products

/** `shop` items appear on /shop; `study` materials on /studymaterials. */
export const PRODUCT_KINDS = ["shop", "study"] as const;
export const ProductKindSchema = z.enum(PRODUCT_KINDS, {
  error: "Kind must be shop or study",
});
export type ProductKind = z.infer<typeof ProductKindSchema>;

/** Images a product may have, and the file picker's accepted extensions. */
export const MAX_PRODUCT_IMAGES = 3;
export const PRODUCT_IMAGE_EXTENSIONS = [".png", ".jpg", ".jpeg"] as const;

/**
 * A product, with the field names of the specification. `filename1..3` are the addresses of
 * the images (WebP, at most 1200 px on the long side, cacheable for good); `thumb1..3` are
 * 400 px versions for the gallery grid. An image slot a product does not use is `null`;
 * `filename1` is always set. `fname1..3` are the stored file names (the server deletes by
 * product id; the client never needs to send them back).
 */
export const ProductSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  /** The description (the specification calls it `title`). */
  title: z.string(),
  /** List price in rupees (shown struck through). */
  price: z.number(),
  /** Selling price in rupees: what an order or an invoice charges. */
  sellprice: z.number(),
  pricePaise: z.number().int(),
  sellpricePaise: z.number().int(),
  kind: ProductKindSchema,
  filename1: z.string(),
  filename2: z.string().nullable(),
  filename3: z.string().nullable(),
  fname1: z.string(),
  fname2: z.string().nullable(),
  fname3: z.string().nullable(),
  thumb1: z.string(),
  thumb2: z.string().nullable(),
  thumb3: z.string().nullable(),
  createdAt: TimestampSchema,
});
export type Product = z.infer<typeof ProductSchema>;

/** GET /photo?kind=shop|study (no kind: every product). */
export const ProductListQuerySchema = z.object({ kind: ProductKindSchema.optional() });
export type ProductListQuery = z.infer<typeof ProductListQuerySchema>;

/**
 * POST /cloudinary (admin): the text fields of the multipart form. Files: 1–3 parts named
 * `photo` (PNG or JPEG, checked by content; each at most UPLOAD_MAX_MB).
 * Output prices are paise; the selling price may not exceed the list price.
 */
export const ProductFieldsSchema = z
  .object({
    name: z
      .string({ error: "Please enter a name" })
      .trim()
      .min(1, "Please enter a name")
      .max(100, "Name must be at most 100 characters")
      .refine(hasNoNul, "Name contains a character that is not allowed"),
    title: z
      .string({ error: "Please enter a description" })
      .trim()
      .min(1, "Please enter a description")
      .max(2000, "Description must be at most 2000 characters")
      .refine(hasNoNul, "Description contains a character that is not allowed"),
    price: rupeesToPaiseSchema("Price"),
    sellprice: rupeesToPaiseSchema("Selling price"),
    kind: z.preprocess(
      (value) => (value === "" || value === null ? undefined : value),
      ProductKindSchema.default("shop"),
    ),
  })
  .refine((fields) => fields.sellprice <= fields.price, {
    path: ["sellprice"],
    message: "Selling price cannot be more than the price",
  });
export type ProductFieldsInput = z.input<typeof ProductFieldsSchema>;
export type ProductFields = z.output<typeof ProductFieldsSchema>;

/** POST /single/photo: `category` is the product id (the specification's name for it). */
export const SingleProductBodySchema = z.strictObject({ category: ShopIdSchema });
export type SingleProductBody = z.infer<typeof SingleProductBodySchema>;

/** POST /search: matches name or description, case-insensitively; empty text lists everything. */
export const SearchProductsBodySchema = z.strictObject({
  anytext: z
    .string()
    .max(200, "Search text must be at most 200 characters")
    .refine(hasNoNul, "Search text contains a character that is not allowed")
    .default(""),
  kind: ProductKindSchema.optional(),
});
export type SearchProductsBody = z.input<typeof SearchProductsBodySchema>;

/**
 * POST /delphoto (admin). The specification's client also sends `fname1..3`; they are accepted
 * and ignored, because the server knows which files belong to the product.
 */
export const DeleteProductBodySchema = z.strictObject({
  id: ShopIdSchema,
  fname1: z.unknown().optional(),
  fname2: z.unknown().optional(),
  fname3: z.unknown().optional(),
});
export type DeleteProductBody = z.infer<typeof DeleteProductBodySchema>;

// ---------------------------------------------------------------------------------------------
// Orders

/** `placed` on creation; staff and admins move it on from /seeorder. */
export const ORDER_STATUSES = ["placed", "confirmed", "delivered", "cancelled"] as const;
export const OrderStatusSchema = z.enum(ORDER_STATUSES, {
  error: "Status must be placed, confirmed, delivered or cancelled",
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
  address: z
    .string({ error: "Please enter your address" })
    .trim()
    .min(1, "Please enter your address")
    .max(500, "Address must be at most 500 characters")
    .refine(hasNoNul, "Address contains a character that is not allowed"),
  gender: GenderSchema,
  pin: PinSchema,
  mobile: MobileSchema,
  idvalue: z.strictObject(
    { category: ShopIdSchema.describe("The product id") },
    { error: "Please choose a product" },
  ),
});
export type OrderInput = z.input<typeof OrderInputSchema>;
export type OrderData = z.output<typeof OrderInputSchema>;

export const OrderSchema = z.object({
  _id: IdSchema,
  /** The customer's account id. */
  user: IdSchema,
  name: z.string(),
  email: z.string(),
  address: z.string(),
  gender: GenderSchema,
  /** The product's name when ordered. */
  product: z.string(),
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

// ---------------------------------------------------------------------------------------------
// Invoices (billing)

export const MAX_INVOICE_LINES = 100;
export const MAX_LINE_QTY = 999;

export const InvoiceLineInputSchema = z.strictObject({
  productId: ShopIdSchema,
  qty: z
    .number({ error: `Quantity must be a whole number from 1 to ${MAX_LINE_QTY}` })
    .int(`Quantity must be a whole number from 1 to ${MAX_LINE_QTY}`)
    .min(1, `Quantity must be a whole number from 1 to ${MAX_LINE_QTY}`)
    .max(MAX_LINE_QTY, `Quantity must be a whole number from 1 to ${MAX_LINE_QTY}`),
});
export type InvoiceLineInput = z.infer<typeof InvoiceLineInputSchema>;

/**
 * POST /api/invoices (admin): 1–100 lines, each product at most once (raise its `qty` instead).
 * Prices come from the products, never from the client.
 */
export const InvoiceInputSchema = z.strictObject({
  lines: z
    .array(InvoiceLineInputSchema, { error: "Please add at least one product" })
    .min(1, "Please add at least one product")
    .max(MAX_INVOICE_LINES, `An invoice has at most ${MAX_INVOICE_LINES} lines`)
    .refine(
      (lines) => new Set(lines.map((line) => line.productId)).size === lines.length,
      "Each product may appear once; raise its quantity instead",
    ),
});
export type InvoiceInput = z.infer<typeof InvoiceInputSchema>;

export const InvoiceLineSchema = z.object({
  productId: IdSchema,
  /** The product's name when invoiced. */
  name: z.string(),
  /** Unit price (the product's selling price when invoiced), in paise. */
  pricePaise: z.number().int(),
  qty: z.number().int(),
  totalPaise: z.number().int(),
});
export type InvoiceLine = z.infer<typeof InvoiceLineSchema>;

export const InvoiceSchema = z.object({
  _id: IdSchema,
  /** `INV-2026-27/0001`: gap-free within its financial year. */
  number: z.string(),
  /** Indian financial year (April–March, by the date in Asia/Kolkata), e.g. `2026-27`. */
  financialYear: z.string(),
  lines: z.array(InvoiceLineSchema),
  totalPaise: z.number().int(),
  createdAt: TimestampSchema,
  /** The admin who made it: account id and name. */
  createdBy: IdSchema,
  createdByName: z.string(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;
