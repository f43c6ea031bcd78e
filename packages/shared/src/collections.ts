// The back office's money figures (docs/payments.md: the money screen): what came in per India day
// or month and per method, and the payments as a CSV file for the accountant (what is owed is in
// payments.ts, with the dues). Every amount is in paise and added up by the server.
//
// Money received is counted on the India day a payment was paid, for its whole amount; money given
// back is counted beside it, on the India day the refund was recorded, under the method of the
// payment it gives back; net is the one less the other. So a day's figures never change when a
// refund is made later, and a month's net is what stayed with the institute that month.
import { z } from "zod";
import { sharedText } from "./messages";
import { DaySchema } from "./paging";
import { type PaymentMethod, PaymentMethodSchema } from "./payments";

const RANGE_BACKWARDS = /*i18n*/ {
  id: "collections.range.backwards",
  message: "The last day must not be before the first",
};
const TOO_MANY_DAYS = /*i18n*/ {
  id: "collections.range.days",
  message: "By day, a range covers at most {max, number} days",
};
const TOO_MANY_MONTHS = /*i18n*/ {
  id: "collections.range.months",
  message: "By month, a range covers at most {max, number} months",
};

/** The most days a range by day covers: a year, leap day included. */
export const MAX_COLLECTION_DAYS = 366;
/** The most months a range by month covers: three years. */
export const MAX_COLLECTION_MONTHS = 36;

/** The methods in the order the figures list them. */
export const PAYMENT_METHODS: readonly PaymentMethod[] = PaymentMethodSchema.options;

/** The days from `from` to `to`, both included (1 for the same day; 0 or less if backwards). */
export function daysInRange(from: string, to: string): number {
  return (
    Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1
  );
}

/** The months from `from`'s to `to`'s, both included. */
export function monthsInRange(from: string, to: string): number {
  const index = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1;
  return index(to) - index(from) + 1;
}

export const CollectionsQuerySchema = z
  .object({
    /** The first day, India's. */
    from: DaySchema,
    /** The last day, included. */
    to: DaySchema,
    by: z.enum(["day", "month"]).default("day"),
  })
  .superRefine((query, context) => {
    if (query.to < query.from) {
      context.addIssue({ code: "custom", path: ["to"], message: sharedText(RANGE_BACKWARDS) });
      return;
    }
    const tooLong =
      query.by === "day"
        ? daysInRange(query.from, query.to) > MAX_COLLECTION_DAYS
        : monthsInRange(query.from, query.to) > MAX_COLLECTION_MONTHS;
    if (tooLong) {
      const message =
        query.by === "day"
          ? sharedText(TOO_MANY_DAYS, { max: MAX_COLLECTION_DAYS })
          : sharedText(TOO_MANY_MONTHS, { max: MAX_COLLECTION_MONTHS });
      context.addIssue({ code: "custom", path: ["to"], message });
    }
  });
export type CollectionsQuery = z.infer<typeof CollectionsQuerySchema>;

const paise = z.number().int();
const count = z.number().int().nonnegative();
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** Money in and out: received, given back, and what stayed (net). */
const FiguresSchema = z.object({
  receivedPaise: paise,
  refundedPaise: paise,
  netPaise: paise,
  /** Payments received. */
  payments: count,
});
export type MoneyFigures = z.infer<typeof FiguresSchema>;

export const MethodFiguresSchema = FiguresSchema.extend({ method: PaymentMethodSchema });
export type MethodFigures = z.infer<typeof MethodFiguresSchema>;

export const CollectionPeriodSchema = FiguresSchema.extend({
  /** `2026-04-01` by day, `2026-04` by month. */
  period: z.string(),
  /** The days of the range it covers (a month at either end may be cut by the range). */
  from: day,
  to: day,
  /** Every method, in PAYMENT_METHODS order, with nothing where none came in. */
  methods: MethodFiguresSchema.array(),
});
export type CollectionPeriod = z.infer<typeof CollectionPeriodSchema>;

/** GET /api/staff/money/collections: the range's periods, oldest first, and their totals. */
export const CollectionsSchema = z.object({
  from: day,
  to: day,
  by: z.enum(["day", "month"]),
  /** Every day or month of the range, those with nothing too. */
  periods: CollectionPeriodSchema.array(),
  /** The whole range per method, in PAYMENT_METHODS order. */
  methods: MethodFiguresSchema.array(),
  totals: FiguresSchema,
});
export type Collections = z.infer<typeof CollectionsSchema>;

/** GET /api/staff/money/payments.csv: the payments received in a range of India days. */
export const PaymentExportQuerySchema = z
  .object({
    from: DaySchema.optional(),
    to: DaySchema.optional(),
    method: PaymentMethodSchema.optional(),
  })
  .superRefine((query, context) => {
    if (query.from && query.to && query.to < query.from) {
      context.addIssue({ code: "custom", path: ["to"], message: sharedText(RANGE_BACKWARDS) });
    }
  });
export type PaymentExportQuery = z.infer<typeof PaymentExportQuerySchema>;
