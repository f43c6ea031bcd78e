// The admin's invoices (/billing), numbered per financial year, priced by the server.
import { z } from "zod";
import { IdSchema, intBetween, TimestampSchema } from "./common";
import { calendarPartsInIndia } from "./format";
import { GstinSchema, GstStateCodeSchema } from "./gst";
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
const BUYER_GSTIN_STATE = /*i18n*/ {
  id: "invoices.customer.gstinState",
  message: "The buyer's GSTIN starts with their state's code: choose that state or check the GSTIN",
};
const LINES_MISSING = /*i18n*/ {
  id: "invoices.lines.missing",
  message: "Please add at least one product",
};
const LINES_MANY = /*i18n*/ {
  id: "invoices.lines.many",
  message: "An invoice has at most {max} lines",
};
const QTY_WRONG = /*i18n*/ {
  id: "invoices.line.qty",
  message: "Quantity must be a whole number from {min} to {max}",
};
const LINES_REPEATED = /*i18n*/ {
  id: "invoices.lines.repeated",
  message: "Each product may appear once; raise its quantity instead",
};

export const MAX_INVOICE_LINES = 100;
export const MAX_LINE_QTY = 999;

export const InvoiceLineInputSchema = z.strictObject({
  productId: ShopIdSchema,
  qty: intBetween(QTY_WRONG, 1, MAX_LINE_QTY),
});
export type InvoiceLineInput = z.infer<typeof InvoiceLineInputSchema>;

/**
 * POST /api/invoices (admin): 1–100 lines, each product at most once (raise its `qty` instead).
 * Prices come from the products, never from the client.
 */
/** Who the invoice is made out to ("Bill to"); optional, as the specification's form had none. */
export const InvoiceCustomerSchema = z
  .strictObject({
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
    /** A registered buyer's GSTIN: the invoice is then a B2B one (docs/accountant.md). */
    gstin: GstinSchema.optional(),
    /** The buyer's state (GST code): the place of supply. The GSTIN's state when omitted. */
    stateCode: GstStateCodeSchema.optional(),
  })
  .superRefine((customer, context) => {
    if (customer.gstin && customer.stateCode && customer.gstin.slice(0, 2) !== customer.stateCode) {
      context.addIssue({ code: "custom", path: ["gstin"], message: sharedText(BUYER_GSTIN_STATE) });
    }
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

/** What an invoice is titled, by the institute's registration (docs/accountant.md). */
export const INVOICE_KINDS = ["tax-invoice", "bill-of-supply", "invoice"] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** A line's or a document's tax per head, in paise. */
export const TaxSplitSchema = z.object({
  taxablePaise: z.number().int(),
  cgstPaise: z.number().int(),
  sgstPaise: z.number().int(),
  igstPaise: z.number().int(),
});
export type TaxSplit = z.infer<typeof TaxSplitSchema>;

export const InvoiceLineSchema = z.object({
  /** The line's id: a credit note names the lines it takes back. */
  lineId: z.string().optional(),
  productId: IdSchema,
  /** The product's name when invoiced. */
  name: z.string(),
  /** Unit price (the product's selling price when invoiced), in paise. */
  pricePaise: z.number().int(),
  qty: z.number().int(),
  totalPaise: z.number().int(),
  /** GST; null on an invoice made before GST was kept. */
  gst: TaxSplitSchema.extend({
    hsnSac: z.string(),
    /** NOS (numbers) or OTH (others), as the return's unit quantity code. */
    unit: z.string(),
    rate: z.number(),
  })
    .nullable()
    .optional(),
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
  /** GST (docs/accountant.md); null on an invoice made before GST was kept. */
  gst: z
    .object({
      kind: z.enum(INVOICE_KINDS),
      supplier: z.object({
        name: z.string(),
        legalName: z.string(),
        tradeName: z.string(),
        addressLines: z.array(z.string()),
        gstin: z.string(),
        stateCode: z.string(),
      }),
      buyerGstin: z.string().nullable(),
      buyerStateCode: z.string().nullable(),
      /** `19-West Bengal`. */
      placeOfSupply: z.string(),
      interState: z.boolean(),
      pricesIncludeTax: z.boolean(),
      totals: TaxSplitSchema,
      source: z.object({ kind: z.string(), id: z.string() }).nullable(),
    })
    .nullable()
    .optional(),
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

const REASON_MISSING = /*i18n*/ {
  id: "invoices.creditNote.reasonMissing",
  message: "Please say why the credit note is issued",
};

/**
 * POST /api/invoices/{id}/credit-notes (admin): why, and which lines with how many; without
 * `lines`, all that is not yet credited of the whole invoice.
 */
export const CreditNoteInputSchema = z.strictObject({
  reason: z
    .string({ error: sharedText(REASON_MISSING) })
    .trim()
    .min(1, sharedText(REASON_MISSING))
    .max(300),
  lines: z
    .array(
      z.strictObject({
        lineId: z.string().min(1).max(64),
        qty: z.number().int().min(1).max(MAX_LINE_QTY),
      }),
    )
    .min(1)
    .max(MAX_INVOICE_LINES)
    .optional(),
});
export type CreditNoteInput = z.output<typeof CreditNoteInputSchema>;

export const CreditNoteSchema = z.object({
  _id: IdSchema,
  /** `CN/26-27/00001`: its own series, gap-free within its financial year. */
  number: z.string(),
  financialYear: z.string(),
  invoiceId: IdSchema,
  invoiceNumber: z.string(),
  reason: z.string(),
  lines: z.array(
    TaxSplitSchema.extend({
      lineId: z.string(),
      name: z.string(),
      hsnSac: z.string(),
      rate: z.number(),
      qty: z.number().int(),
      totalPaise: z.number().int(),
    }),
  ),
  totals: TaxSplitSchema,
  totalPaise: z.number().int(),
  createdAt: TimestampSchema,
  createdBy: IdSchema,
  createdByName: z.string(),
});
export type CreditNote = z.infer<typeof CreditNoteSchema>;

export const CreditNoteListQuerySchema = listQuerySchema({
  sort: ["createdAt", "number"],
  filters: { invoiceId: z.string().max(64).optional() },
});
export type CreditNoteListQuery = z.infer<typeof CreditNoteListQuerySchema>;

/** A month of the GSTR-1 return: `2026-11`. */
export const ReturnMonthSchema = z
  .string()
  .regex(/^20\d{2}-(0[1-9]|1[0-2])$/, "A month is written like 2026-11");

/** The sections of GSTR-1 this portal fills, as the GST offline tool names its CSV files. */
export const GSTR1_SECTIONS = ["b2b", "b2cl", "b2cs", "cdnr", "cdnur", "hsn", "docs"] as const;
export type Gstr1Section = (typeof GSTR1_SECTIONS)[number];

/** GET /api/gst/gstr1?month=2026-11: the month at a glance. */
export const Gstr1SummarySchema = z.object({
  month: z.string(),
  invoices: z.number().int(),
  creditNotes: z.number().int(),
  /** Invoices less credit notes, per head. */
  totals: TaxSplitSchema,
  /** Rows per section's CSV. */
  sections: z.array(z.object({ section: z.enum(GSTR1_SECTIONS), rows: z.number().int() })),
});
export type Gstr1Summary = z.infer<typeof Gstr1SummarySchema>;

/** Five crore rupees: the turnover from which invoices need an IRN (e-invoicing). */
export const E_INVOICING_THRESHOLD_PAISE = 5_00_00_000_00;

/** GET /api/gst/turnover: the financial year's invoiced turnover against the threshold. */
export const TurnoverSchema = z.object({
  financialYear: z.string(),
  invoicedPaise: z.number().int(),
  thresholdPaise: z.number().int(),
  /** From 80 % of the threshold: time to arrange e-invoicing. */
  approaching: z.boolean(),
  reached: z.boolean(),
});
export type Turnover = z.infer<typeof TurnoverSchema>;
