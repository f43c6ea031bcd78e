// India's days and months (Asia/Kolkata, UTC+05:30 all year) of the ISO UTC timestamps the tables
// store, worked out by each engine itself so that figures are grouped by them in SQL.
import { type Expression, type Kysely, type RawBuilder, SqliteAdapter, sql } from "kysely";

export type Dialect = "sqlite" | "postgres";

export function dialectOf<DB>(db: Kysely<DB>): Dialect {
  return db.getExecutor().adapter instanceof SqliteAdapter ? "sqlite" : "postgres";
}

/** The India date (`YYYY-MM-DD`) of a stored ISO timestamp. */
export function indiaDayOf(dialect: Dialect, column: Expression<unknown>): RawBuilder<string> {
  return dialect === "sqlite"
    ? sql<string>`date(${column}, '+330 minutes')`
    : sql<string>`to_char((${column})::timestamptz at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`;
}

/** The India month (`YYYY-MM`) of a stored ISO timestamp. */
export function indiaMonthOf(dialect: Dialect, column: Expression<unknown>): RawBuilder<string> {
  return dialect === "sqlite"
    ? sql<string>`strftime('%Y-%m', ${column}, '+330 minutes')`
    : sql<string>`to_char((${column})::timestamptz at time zone 'Asia/Kolkata', 'YYYY-MM')`;
}

/** The Monday (`YYYY-MM-DD`) of the India week (Monday to Sunday) of a stored ISO timestamp. */
export function indiaWeekOf(dialect: Dialect, column: Expression<unknown>): RawBuilder<string> {
  // SQLite: on to the week's Sunday (the day itself when it is one), then back six days.
  return dialect === "sqlite"
    ? sql<string>`date(${column}, '+330 minutes', 'weekday 0', '-6 days')`
    : sql<string>`to_char(date_trunc('week', (${column})::timestamptz at time zone 'Asia/Kolkata'), 'YYYY-MM-DD')`;
}
