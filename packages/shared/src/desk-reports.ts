// The help desk's reports (docs/product.md: support desk; decision 049): the tickets opened in a
// range of India days, per India week or month, per trip and per agent (the ticket's assignee), with
// how long the first reply and the resolution took (median and 90th percentile, by nearest rank)
// and the customers' ratings. A ticket counts in the period it was opened in; its first reply,
// closing and rating count with it, whenever they came.
import { z } from "zod";
import { IdSchema } from "./common";
import { sharedText } from "./messages";
import { DaySchema } from "./paging";

const RANGE_BACKWARDS = /*i18n*/ {
  id: "deskReports.range.backwards",
  message: "The last day must not be before the first",
};
const RANGE_LONG = /*i18n*/ {
  id: "deskReports.range.long",
  message: "A report covers at most {max, number} days",
};

export const DESK_REPORT_PERIODS = ["week", "month"] as const;
export type DeskReportPeriod = (typeof DESK_REPORT_PERIODS)[number];

/** The longest range a report covers: three years of days. */
export const MAX_DESK_REPORT_DAYS = 1096;

/** The days from `from` to `to`, both included. */
const daysFromTo = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/**
 * GET /api/staff/desk-reports: `period` week (Monday to Sunday) or month, India's; `from` and `to`
 * the first and last India day (both included). Left out, `to` is today and `from` starts the
 * twelfth week or month back.
 */
export const DeskReportQuerySchema = z
  .object({
    period: z.enum(DESK_REPORT_PERIODS, { error: "period must be week or month" }).default("week"),
    from: DaySchema.optional(),
    to: DaySchema.optional(),
  })
  .superRefine((query, context) => {
    if (!query.from || !query.to) return;
    if (query.to < query.from) {
      context.addIssue({ code: "custom", path: ["to"], message: sharedText(RANGE_BACKWARDS) });
    } else if (daysFromTo(query.from, query.to) > MAX_DESK_REPORT_DAYS) {
      context.addIssue({
        code: "custom",
        path: ["to"],
        message: sharedText(RANGE_LONG, { max: MAX_DESK_REPORT_DAYS }),
      });
    }
  });
export type DeskReportQuery = z.infer<typeof DeskReportQuerySchema>;
export type DeskReportQueryInput = z.input<typeof DeskReportQuerySchema>;

const count = z.number().int().nonnegative();
const seconds = z.number().int().nonnegative().nullable();
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** How long something took for the tickets it happened to: how many, the median and the p90. */
const DurationsSchema = z.object({
  count,
  /** In whole seconds; null when it happened to none. */
  medianSeconds: seconds,
  p90Seconds: seconds,
});
export type DeskDurations = z.infer<typeof DurationsSchema>;

/** The figures of a group of tickets (those opened in one period, of one trip or agent). */
export const DeskFiguresSchema = z.object({
  /** Tickets opened. */
  tickets: count,
  /** From opening to staff's first reply, of those answered. */
  firstResponse: DurationsSchema,
  /** From opening to closing, of those closed now. */
  resolution: DurationsSchema,
  /** The customers' ratings (1 to 5): how many, and their average to two decimals. */
  rating: z.object({ count, average: z.number().nullable() }),
});
export type DeskFigures = z.infer<typeof DeskFiguresSchema>;

export const DeskReportPeriodSchema = z.object({
  /** The week's Monday (`2026-04-06`) or the month (`2026-04`), India's. */
  period: z.string(),
  /** The days of the range it covers (a week or month at either end may be cut by the range). */
  from: day,
  to: day,
  totals: DeskFiguresSchema,
  /** The trips with tickets in the period (their ids), the three first trips first. */
  trips: DeskFiguresSchema.extend({ trip: z.string() }).array(),
});
export type DeskReportPeriodFigures = z.infer<typeof DeskReportPeriodSchema>;

/**
 * GET /api/staff/desk-reports: every period of the range, oldest first, each with its trips; the
 * whole range per trip and per agent (an agent's week or month is the report of that range: the
 * answer grows with the agents, never with agents times periods), and its totals.
 */
export const DeskReportSchema = z.object({
  from: day,
  to: day,
  period: z.enum(DESK_REPORT_PERIODS),
  periods: DeskReportPeriodSchema.array(),
  /** The trips with tickets in the range (their ids), the three first trips first. */
  trips: DeskFiguresSchema.extend({ trip: z.string() }).array(),
  /** The agents with tickets in the range, by name; `agent` null for tickets nobody handles. */
  agents: DeskFiguresSchema.extend({
    agent: z.object({ _id: IdSchema, name: z.string() }).nullable(),
  }).array(),
  totals: DeskFiguresSchema,
});
export type DeskReport = z.infer<typeof DeskReportSchema>;
