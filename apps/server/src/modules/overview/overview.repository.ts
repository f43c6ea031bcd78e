// The back office's overview figures (docs/product.md: back office), each a single aggregate query served by an index,
// so the page costs the same with a hundred tickets as with a hundred thousand. Days and months
// are India's: each engine turns the stored UTC timestamps into Asia/Kolkata dates itself.
import type { AdmissionStatus } from "@app/shared/admissions";
import { type Expression, type Kysely, type RawBuilder, sql } from "kysely";
import { type Dialect, dialectOf, indiaDayOf, indiaMonthOf } from "../../db/india-days";
import type { Database } from "../../db/schema";

/** Hours from one stored ISO timestamp to a later one. */
function hoursBetween(
  dialect: Dialect,
  from: Expression<unknown>,
  to: Expression<unknown>,
): RawBuilder<number> {
  return dialect === "sqlite"
    ? sql<number>`(julianday(${to}) - julianday(${from})) * 24`
    : sql<number>`extract(epoch from ((${to})::timestamptz - (${from})::timestamptz)) / 3600`;
}

export type Attention = {
  newTickets: number;
  overdueTickets: number;
  ordersToConfirm: number;
  admissionsToDecide: number;
  failedMails: number;
};

/** The counts of what waits for staff; `overdueBefore` is when a new ticket became overdue. */
export async function attentionCounts(
  db: Kysely<Database>,
  overdueBefore: string,
): Promise<Attention> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom("tickets")
        .select((e) => e.fn.countAll<number>().as("n"))
        .where("status", "=", "new")
        .as("newTickets"),
      // As the queue's "overdue": not closed, no first reply, opened before the due time.
      eb
        .selectFrom("tickets")
        .select((e) => e.fn.countAll<number>().as("n"))
        .where("first_response_at", "is", null)
        .where("status", "not in", ["closed", "pending"])
        .where("created_at", "<", overdueBefore)
        .as("overdueTickets"),
      eb
        .selectFrom("orders")
        .select((e) => e.fn.countAll<number>().as("n"))
        .where("status", "=", "placed")
        .as("ordersToConfirm"),
      eb
        .selectFrom("admissions")
        .select((e) => e.fn.countAll<number>().as("n"))
        .where("status", "=", "pending")
        .as("admissionsToDecide"),
      eb
        .selectFrom("outbox")
        .select((e) => e.fn.countAll<number>().as("n"))
        .where("state", "=", "failed")
        .as("failedMails"),
    ])
    .executeTakeFirstOrThrow();
  return {
    newTickets: Number(row.newTickets),
    overdueTickets: Number(row.overdueTickets),
    ordersToConfirm: Number(row.ordersToConfirm),
    admissionsToDecide: Number(row.admissionsToDecide),
    failedMails: Number(row.failedMails),
  };
}

export type DayFigures = {
  opened: Map<string, number>;
  closed: Map<string, number>;
  firstResponseHours: Map<string, number>;
  visitors: Map<string, number>;
};

/** Per India day from `since` (an instant) and `sinceDay` (its date) on. */
export async function dayFigures(
  db: Kysely<Database>,
  since: string,
  sinceDay: string,
): Promise<DayFigures> {
  const dialect = dialectOf(db);
  const openedDay = indiaDayOf(dialect, sql.ref("created_at"));
  const closedDay = indiaDayOf(dialect, sql.ref("closed_at"));
  const [opened, closed, visitors] = await Promise.all([
    db
      .selectFrom("tickets")
      .select([
        openedDay.as("day"),
        (eb) => eb.fn.countAll<number>().as("n"),
        (eb) =>
          eb.fn
            .avg<number | null>(
              hoursBetween(dialect, sql.ref("created_at"), sql.ref("first_response_at")),
            )
            .as("hours"),
      ])
      .where("created_at", ">=", since)
      .groupBy(openedDay)
      .execute(),
    db
      .selectFrom("tickets")
      .select([closedDay.as("day"), (eb) => eb.fn.countAll<number>().as("n")])
      .where("closed_at", ">=", since)
      .groupBy(closedDay)
      .execute(),
    db.selectFrom("daily_visits").select(["day", "visits"]).where("day", ">=", sinceDay).execute(),
  ]);
  const firstResponseHours = new Map<string, number>();
  for (const row of opened) {
    if (row.hours !== null) firstResponseHours.set(row.day, Number(row.hours));
  }
  return {
    opened: new Map(opened.map((row) => [row.day, Number(row.n)])),
    closed: new Map(closed.map((row) => [row.day, Number(row.n)])),
    firstResponseHours,
    visitors: new Map(visitors.map((row) => [row.day, Number(row.visits)])),
  };
}

/** Orders (not cancelled) per India month, from `since` (an instant) on. */
export async function ordersPerMonth(
  db: Kysely<Database>,
  since: string,
): Promise<Map<string, number>> {
  const month = indiaMonthOf(dialectOf(db), sql.ref("created_at"));
  const rows = await db
    .selectFrom("orders")
    .select([month.as("month"), (eb) => eb.fn.countAll<number>().as("n")])
    .where("created_at", ">=", since)
    .where("status", "<>", "cancelled")
    .groupBy(month)
    .execute();
  return new Map(rows.map((row) => [row.month, Number(row.n)]));
}

export async function admissionsByStatus(
  db: Kysely<Database>,
): Promise<Map<AdmissionStatus, number>> {
  const rows = await db
    .selectFrom("admissions")
    .select(["status", (eb) => eb.fn.countAll<number>().as("n")])
    .groupBy("status")
    .execute();
  return new Map(rows.map((row) => [row.status, Number(row.n)]));
}
