// The back office's money (docs/payments.md: the money screen): the collections of a range by India
// day or month and method, and the payments received as CSV for the accountant, streamed.

import type { Readable } from "node:stream";
import {
  type Collections,
  type CollectionsQuery,
  type MethodFigures,
  type MoneyFigures,
  PAYMENT_METHODS,
  type PaymentExportQuery,
} from "@app/shared/collections";
import { formatPaise } from "@app/shared/money";
import type { PaymentMethod } from "@app/shared/payments";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { csvStream, inBatches, mapRows } from "../../lib/csv-export";
import {
  collectionSums,
  type ExportRow,
  type PeriodSum,
  paymentsPaidAfter,
} from "./money.repository";

/** `day` moved by `days`. */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The periods of the range, oldest first, each with the days of the range it covers. */
export function periodsOf(
  from: string,
  to: string,
  by: "day" | "month",
): { period: string; from: string; to: string }[] {
  const periods: { period: string; from: string; to: string }[] = [];
  if (by === "day") {
    for (let day = from; day <= to; day = addDays(day, 1)) {
      periods.push({ period: day, from: day, to: day });
    }
    return periods;
  }
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  for (;;) {
    const period = `${year}-${String(month).padStart(2, "0")}`;
    if (period > to.slice(0, 7)) return periods;
    const last = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
    const first = `${period}-01`;
    periods.push({ period, from: first < from ? from : first, to: last > to ? to : last });
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
}

const empty = (): MoneyFigures => ({
  receivedPaise: 0,
  refundedPaise: 0,
  netPaise: 0,
  payments: 0,
});

const add = (into: MoneyFigures, more: MoneyFigures) => {
  into.receivedPaise += more.receivedPaise;
  into.refundedPaise += more.refundedPaise;
  into.netPaise += more.netPaise;
  into.payments += more.payments;
};

/** The money received and given back in a range, per period and method, with the totals. */
export async function collections(
  db: Kysely<Database>,
  { from, to, by }: CollectionsQuery,
): Promise<Collections> {
  const { received, refunded } = await collectionSums(db, { from, to, by });
  const key = (period: string, method: PaymentMethod) => `${period} ${method}`;
  const receivedOf = new Map(received.map((sum) => [key(sum.period, sum.method), sum]));
  const refundedOf = new Map(refunded.map((sum) => [key(sum.period, sum.method), sum]));
  const figuresOf = (period: string, method: PaymentMethod): MethodFigures => {
    const came: PeriodSum | undefined = receivedOf.get(key(period, method));
    const went = refundedOf.get(key(period, method))?.paise ?? 0;
    const receivedPaise = came?.paise ?? 0;
    return {
      method,
      receivedPaise,
      refundedPaise: went,
      netPaise: receivedPaise - went,
      payments: came?.count ?? 0,
    };
  };
  const byMethod = new Map(PAYMENT_METHODS.map((method) => [method, { method, ...empty() }]));
  const totals = empty();
  const periods = periodsOf(from, to, by).map((period) => {
    const methods = PAYMENT_METHODS.map((method) => figuresOf(period.period, method));
    const figures = empty();
    for (const entry of methods) {
      add(figures, entry);
      add(byMethod.get(entry.method) as MethodFigures, entry);
    }
    add(totals, figures);
    return { ...period, ...figures, methods };
  });
  return { from, to, by, periods, methods: [...byMethod.values()], totals };
}

/** How the export names each method. */
const METHOD_NAMES: Record<PaymentMethod, string> = {
  razorpay: "Online (Razorpay)",
  upi: "UPI",
  cash: "Cash",
  cheque: "Cheque",
  bank_transfer: "Bank transfer",
};

/** The export's columns, in the order an accountant's sheet reads them. */
const PAYMENT_CSV_COLUMNS = [
  { key: "date", header: "Date" },
  { key: "time", header: "Time" },
  { key: "receipt", header: "Receipt" },
  { key: "payer", header: "Payer" },
  { key: "email", header: "Email" },
  { key: "for", header: "For" },
  { key: "method", header: "Method" },
  { key: "reference", header: "Reference" },
  { key: "amount", header: "Amount (Rs)" },
  { key: "refunded", header: "Refunded (Rs)" },
  { key: "status", header: "Status" },
  { key: "takenBy", header: "Taken by" },
];

/** A payment as a line of the export: its India date and time, amounts in rupees to the paisa. */
function toCsvLine(row: ExportRow) {
  const india = new Date(Date.parse(row.paid_at) + 330 * 60_000).toISOString();
  return {
    date: india.slice(0, 10),
    time: india.slice(11, 16),
    receipt: row.receipt_number ?? "",
    payer: row.payer_name,
    email: row.payer_email,
    for: row.label_en,
    method: METHOD_NAMES[row.method],
    reference: row.reference ?? row.gateway_payment_id ?? "",
    amount: formatPaise(row.amount_paise),
    refunded: formatPaise(row.refunded_paise),
    status: row.status,
    takenBy: row.taker_name ?? "",
  };
}

/** Every payment received in the range as CSV, in order of payment, read in batches as sent. */
export function paymentsCsv(
  db: Kysely<Database>,
  filters: PaymentExportQuery,
  batchSize?: number,
): Readable {
  const rows = inBatches(
    (after: ExportRow | undefined, size) => paymentsPaidAfter(db, filters, after, size),
    batchSize,
  );
  return csvStream(mapRows(rows, toCsvLine), { columns: PAYMENT_CSV_COLUMNS });
}
