// The back office's money figures (docs/payments.md: the money screen), each summed in SQL by
// India's day or month and by method over a range of one index (migration 0038): the payments paid
// in the range and the refunds recorded in it, never the tables read whole. Received money counts on
// the day a payment was paid; refunds count beside it on the day they were recorded, under the
// method of the payment they give back (packages/shared/src/collections.ts).
import type { PaymentExportQuery } from "@app/shared/collections";
import type { PaymentMethod } from "@app/shared/payments";
import { type Kysely, type Selectable, sql } from "kysely";
import { dialectOf, indiaDayOf, indiaMonthOf } from "../../db/india-days";
import type { Database, PaymentsTable } from "../../db/schema";
import { dayStartUtc } from "../../lib/days";
import { rowCount } from "../../lib/paging";

/** The states of a payment whose money came in (refunded ones too: given back later, apart). */
export const RECEIVED_STATES: PaymentsTable["status"][] = ["paid", "partly-refunded", "refunded"];

/** Money of one method in one period: its sum in paise and how many made it. */
export type PeriodSum = { period: string; method: PaymentMethod; paise: number; count: number };

/**
 * What came in and what went back per period (`YYYY-MM-DD` by day, `YYYY-MM` by month) and method,
 * from the India day `from` to `to`, both included; periods with nothing are absent.
 */
export async function collectionSums(
  db: Kysely<Database>,
  { from, to, by }: { from: string; to: string; by: "day" | "month" },
): Promise<{ received: PeriodSum[]; refunded: PeriodSum[] }> {
  const dialect = dialectOf(db);
  const periodOf = by === "day" ? indiaDayOf : indiaMonthOf;
  const start = dayStartUtc(from);
  const end = dayStartUtc(to, 1);
  const paidIn = periodOf(dialect, sql.ref("paid_at"));
  const refundedIn = periodOf(dialect, sql.ref("refunds.created_at"));
  const [received, refunded] = await Promise.all([
    db
      .selectFrom("payments")
      .select([
        paidIn.as("period"),
        "method",
        (eb) => eb.fn.sum<number | string>("amount_paise").as("paise"),
        (eb) => eb.fn.countAll<number | string>().as("n"),
      ])
      .where("paid_at", ">=", start)
      .where("paid_at", "<", end)
      .where("status", "in", RECEIVED_STATES)
      .groupBy([paidIn, "method"])
      .execute(),
    db
      .selectFrom("refunds")
      .innerJoin("payments", "payments.id", "refunds.payment_id")
      .select([
        refundedIn.as("period"),
        "payments.method",
        (eb) => eb.fn.sum<number | string>("refunds.amount_paise").as("paise"),
        (eb) => eb.fn.countAll<number | string>().as("n"),
      ])
      .where("refunds.created_at", ">=", start)
      .where("refunds.created_at", "<", end)
      // A second capture of one gateway order, given straight back, was never counted as received
      // (its payment was paid by the first): its refund is left out too. Every other refund is of
      // the payment's own money, as its `refunded_paise` counts it.
      .where((eb) =>
        eb.or([
          eb("refunds.gateway_payment_id", "is", null),
          eb("refunds.gateway_payment_id", "=", eb.ref("payments.gateway_payment_id")),
        ]),
      )
      .groupBy([refundedIn, "payments.method"])
      .execute(),
  ]);
  const toSum = (row: {
    period: string;
    method: PaymentMethod;
    paise: number | string | null;
    n: number | string;
  }): PeriodSum => ({
    period: row.period,
    method: row.method,
    paise: Number(row.paise ?? 0),
    count: Number(row.n),
  });
  return { received: received.map(toSum), refunded: refunded.map(toSum) };
}

/** A paid payment as the accountant's export writes it. */
export type ExportRow = Pick<
  Selectable<PaymentsTable>,
  | "id"
  | "receipt_number"
  | "label_en"
  | "method"
  | "reference"
  | "gateway_payment_id"
  | "amount_paise"
  | "refunded_paise"
  | "status"
> & { paid_at: string; payer_name: string; payer_email: string; taker_name: string | null };

/**
 * The payments received in the filters' range, in order of payment, `size` after `after` (the last
 * row of the batch before): one page of the export, read by key, not by offset.
 */
export function paymentsPaidAfter(
  db: Kysely<Database>,
  { from, to, method }: PaymentExportQuery,
  after: ExportRow | undefined,
  size: number,
): Promise<ExportRow[]> {
  let query = db
    .selectFrom("payments")
    .innerJoin("users as payer", "payer.id", "payments.user_id")
    .leftJoin("users as taker", "taker.id", "payments.taken_by")
    .select([
      "payments.id",
      "payments.receipt_number",
      "payments.label_en",
      "payments.method",
      "payments.reference",
      "payments.gateway_payment_id",
      "payments.amount_paise",
      "payments.refunded_paise",
      "payments.status",
      "payments.paid_at",
      "payer.name as payer_name",
      "payer.email as payer_email",
      "taker.name as taker_name",
    ])
    .where("payments.paid_at", "is not", null)
    .where("payments.status", "in", RECEIVED_STATES)
    .$narrowType<{ paid_at: string }>();
  if (from) query = query.where("payments.paid_at", ">=", dayStartUtc(from));
  if (to) query = query.where("payments.paid_at", "<", dayStartUtc(to, 1));
  if (method) query = query.where("payments.method", "=", method);
  if (after) {
    // A row value: both engines read it as a range of the index (an OR of the two columns' tests
    // would be read as two, then sorted).
    query = query.where((eb) =>
      eb(eb.refTuple("payments.paid_at", "payments.id"), ">", eb.tuple(after.paid_at, after.id)),
    );
  }
  return query.orderBy("payments.paid_at").orderBy("payments.id").limit(rowCount(size)).execute();
}
