// The admin's invoices (/billing), numbered per financial year, priced by the server.
import { z } from "zod";
import { IdSchema, TimestampSchema } from "./common";
import { calendarPartsInIndia } from "./format";
import { sharedText } from "./messages";
import { listQuerySchema, SearchTextSchema } from "./paging";
import { ShopIdSchema } from "./products";

const CUSTOMER_MISSING = /*i18n*/ {
  id: "invoices.customer.missing",
  message: "Please enter the customer's name",
};
const CUSTOMER_LONG = /*i18n*/ {
  id: "invoices.customer.long",
  message: "The customer's name is at most {max} characters",
};
const CUSTOMER_ADDRESS_LONG = /*i18n*/ {
  id: "invoices.customer.addressLong",
  message: "The customer's address is at most {max} characters",
};
const LINES_MISSING = /*i18n*/ {
  id: "invoices.lines.missing",
  message: "Please add at least one product",
};
const LINES_MANY = /*i18n*/ {
  id: "invoices.lines.many",
  message: "An invoice has at most {max} lines",
};
const LINES_REPEATED = /*i18n*/ {
  id: "invoices.lines.repeated",
  message: "Each product may appear once; raise its quantity instead",
};

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
/** Who the invoice is made out to ("Bill to"); optional, as the specification's form had none. */
export const InvoiceCustomerSchema = z.strictObject({
  name: z
    .string({ error: sharedText(CUSTOMER_MISSING) })
    .trim()
    .min(1, sharedText(CUSTOMER_MISSING))
    .max(100, sharedText(CUSTOMER_LONG, { max: 100 })),
  address: z
    .string()
    .trim()
    .max(300, sharedText(CUSTOMER_ADDRESS_LONG, { max: 300 }))
    .default(""),
});
export type InvoiceCustomer = z.output<typeof InvoiceCustomerSchema>;

export const InvoiceInputSchema = z.strictObject({
  customer: InvoiceCustomerSchema.optional(),
  lines: z
    .array(InvoiceLineInputSchema, { error: sharedText(LINES_MISSING) })
    .min(1, sharedText(LINES_MISSING))
    .max(MAX_INVOICE_LINES, sharedText(LINES_MANY, { max: MAX_INVOICE_LINES }))
    .refine(
      (lines) => new Set(lines.map((line) => line.productId)).size === lines.length,
      sharedText(LINES_REPEATED),
    ),
});
export type InvoiceInput = z.output<typeof InvoiceInputSchema>;
export type InvoiceInputValues = z.input<typeof InvoiceInputSchema>;

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
  /** Made out to; null for an invoice made without a customer. */
  customer: z.object({ name: z.string(), address: z.string() }).nullable(),
  lines: z.array(InvoiceLineSchema),
  totalPaise: z.number().int(),
  createdAt: TimestampSchema,
  /** The admin who made it: account id and name. */
  createdBy: IdSchema,
  createdByName: z.string(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;

/** GET /api/invoices: `financialYear` (`2026-27`) and a part of the `number` filter. */
export const InvoiceListQuerySchema = listQuerySchema({
  sort: ["createdAt", "number"],
  filters: {
    financialYear: z
      .string()
      .regex(/^\d{4}-\d{2}$/, "A financial year is written like 2026-27")
      .optional(),
    number: SearchTextSchema,
  },
});
export type InvoiceListQuery = z.infer<typeof InvoiceListQuerySchema>;
export type InvoiceListQueryInput = z.input<typeof InvoiceListQuerySchema>;

/**
 * The Indian financial year (1 April – 31 March) of `moment`, by the date in India: `2026-27` for
 * any moment from 1 April 2026 00:00 to 31 March 2027 23:59:59 in India.
 */
export function financialYearOf(moment: Date): string {
  const { year, month } = calendarPartsInIndia(moment);
  if (!Number.isInteger(year) || !Number.isInteger(month)) {
    throw new Error(`cannot read the date in India of ${moment.toISOString()}`);
  }
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}
