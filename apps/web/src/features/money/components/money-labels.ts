// How the money screens name the ways money comes in, their addresses, and India's today and
// months for their ranges.
import { calendarPartsInIndia } from "@app/shared/format";
import type { PaymentMethod, PaymentState } from "@app/shared/payments";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

export const METHOD_NAMES: Record<PaymentMethod, MessageDescriptor> = {
  razorpay: msg({ message: "Online (Razorpay)", comment: "A way of paying: through the gateway" }),
  upi: msg({ message: "UPI", comment: "A way of paying: UPI to the institute's account" }),
  cash: msg({ message: "Cash", comment: "A way of paying at the desk" }),
  cheque: msg({ message: "Cheque", comment: "A way of paying at the desk" }),
  bank_transfer: msg({ message: "Bank transfer", comment: "A way of paying at the desk" }),
};

/** A payment's state as its payer and staff read it. */
export const PAYMENT_STATE_NAMES: Record<PaymentState, MessageDescriptor> = {
  created: msg({ message: "Not completed", comment: "A payment started and never finished" }),
  submitted: msg({
    message: "Awaiting confirmation",
    comment: "A UPI payment whose reference the office is checking",
  }),
  paid: msg({ message: "Paid", comment: "A payment's status" }),
  failed: msg({ message: "Failed", comment: "A payment's status" }),
  rejected: msg({
    message: "Reference not found",
    comment: "A UPI payment whose reference the office did not find on the bank statement",
  }),
  "partly-refunded": msg({ message: "Partly refunded", comment: "A payment's status" }),
  refunded: msg({ message: "Refunded", comment: "A payment's status" }),
};

/** A payment's state as a light badge's colour: shade 9 (8 for grey) keeps 4.5:1 on its tint. */
export const PAYMENT_STATE_COLORS: Record<PaymentState, string> = {
  created: "gray.8",
  submitted: "yellow.9",
  paid: "green.9",
  failed: "red.9",
  rejected: "red.9",
  "partly-refunded": "orange.9",
  refunded: "gray.8",
};

/** The dues list, and the same list of the overdue ones only. */
export const DUES_PATH = "/staff/money/dues";
export const OVERDUE_PATH = `${DUES_PATH}?overdue=true`;
/** The fee reminders sent. */
export const REMINDERS_PATH = "/staff/money/reminders";
/** Everyone's payments. */
export const PAYMENTS_PATH = "/staff/money/payments";

/**
 * The payments list showing the money received from the India day `from` to `to` (by `method`),
 * as the money screen counts it: each figure there links to the payments it adds up.
 */
export const receivedPath = (from: string, to: string, method?: PaymentMethod) =>
  `${PAYMENTS_PATH}?received=true&from=${from}&to=${to}${method ? `&method=${method}` : ""}`;

/** The money screen's address for a range. */
export const moneyPath = (from: string, to: string, by: "day" | "month") =>
  `/staff/money?from=${from}&to=${to}&by=${by}`;

const pad = (value: number) => String(value).padStart(2, "0");

/** India's day (`YYYY-MM-DD`) at `moment`. */
export function indiaToday(moment: Date = new Date()): string {
  const { year, month, day } = calendarPartsInIndia(moment);
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** The first day of the month `months` before `day`'s (0: its own). */
export function monthStart(day: string, monthsBefore = 0): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7)) - 1 - monthsBefore;
  const start = new Date(Date.UTC(year, month, 1));
  return `${start.getUTCFullYear()}-${pad(start.getUTCMonth() + 1)}-01`;
}
