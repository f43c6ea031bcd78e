// The back office's overview (docs/product.md: back office): what needs staff now, and how the work went lately.
// Days and months are India's (Asia/Kolkata); money is in paise.
import { z } from "zod";
import { ADMISSION_STATUSES } from "./admissions";

/** Hours within which a ticket should have staff's first reply by default (FIRST_RESPONSE_HOURS). */
export const DEFAULT_FIRST_RESPONSE_HOURS = 24;
/** Days the daily charts cover, today included. */
export const OVERVIEW_DAYS = 30;
/** Months the money and orders chart covers, this month included. */
export const OVERVIEW_MONTHS = 12;

const count = z.number().int().nonnegative();
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const OverviewSchema = z.object({
  /** The hours within which a ticket should have staff's first reply (the server's setting). */
  firstResponseHours: z.number().int().positive(),
  attention: z.object({
    /** Tickets no staff member has answered yet. */
    newTickets: count,
    /** Open tickets without staff's first reply after firstResponseHours. */
    overdueTickets: count,
    /** Orders placed and not yet confirmed. */
    ordersToConfirm: count,
    /** Admissions still pending. */
    admissionsToDecide: count,
    /** Mails that could not be delivered; null for staff, who do not manage mail. */
    failedMails: count.nullable(),
  }),
  /** One entry per day of the last OVERVIEW_DAYS, oldest first. */
  days: z.array(
    z.object({
      day,
      ticketsOpened: count,
      ticketsClosed: count,
      /** Mean hours to staff's first reply for the tickets opened that day and answered; null if none. */
      firstResponseHours: z.number().nonnegative().nullable(),
      visitors: count,
    }),
  ),
  /**
   * One entry per month of the last OVERVIEW_MONTHS, oldest first: orders placed (cancelled ones
   * left out), money received from payments and money given back by refunds, each in the month
   * it happened (as the money screen counts them, packages/shared/src/collections.ts).
   */
  months: z.array(
    z.object({
      month: z.string().regex(/^\d{4}-\d{2}$/),
      orders: count,
      receivedPaise: count,
      refundedPaise: count,
    }),
  ),
  admissionsByStatus: z.array(z.object({ status: z.enum(ADMISSION_STATUSES), count })),
});
export type Overview = z.infer<typeof OverviewSchema>;
