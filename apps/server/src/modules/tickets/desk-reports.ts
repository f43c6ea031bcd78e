// The help desk's reports (docs/product.md: support desk; decision 049): the tickets opened in a
// range of India days, per India week or month, per trip and per agent, with the first reply's and
// the resolution's median and 90th percentile and the ratings, all worked out by the database in
// one aggregating statement over the range of the opening's index, read once (never the tickets
// read into memory; decision 065). Percentiles are by nearest rank: the value at rank ceil(p × n)
// of the n durations in order, found with row_number() over the group, which both engines have.
import {
  type DeskFigures,
  type DeskReport,
  type DeskReportPeriod,
  type DeskReportQuery,
  MAX_DESK_REPORT_DAYS,
} from "@app/shared/desk-reports";
import { TRIPS, type Trip } from "@app/shared/trips";
import { type Kysely, type RawBuilder, sql } from "kysely";
import { type Dialect, dialectOf, indiaMonthOf, indiaWeekOf } from "../../db/india-days";
import type { Database } from "../../db/schema";
import { addDays, dayStartUtc, indiaDay } from "../../lib/days";

/** Whole seconds from `from` to `to`, two stored ISO timestamps, as each engine works them out. */
function secondsBetween(dialect: Dialect, to: string, from: string): RawBuilder<number> {
  return dialect === "sqlite"
    ? sql<number>`cast(round((julianday(${sql.ref(to)}) - julianday(${sql.ref(from)})) * 86400) as integer)`
    : sql<number>`round(extract(epoch from (${sql.ref(to)}::timestamptz - ${sql.ref(from)}::timestamptz)))::bigint`;
}

/**
 * The groups the report adds up, each a `dim` of the one statement: per period and trip (`pt`),
 * per period (`p`), per trip (`t`) and per agent (`g`) over the whole range, and the whole range
 * (`a`).
 */
type Dim = "pt" | "p" | "t" | "g" | "a";

type FiguresRow = {
  dim: Dim;
  bucket: string;
  k: string;
  tickets: number | string;
  rated: number | string;
  rating_sum: number | string | null;
  fr_n: number | string | null;
  fr_median: number | string | null;
  fr_p90: number | string | null;
  res_n: number | string | null;
  res_median: number | string | null;
  res_p90: number | string | null;
};

/**
 * The figures of the tickets opened from `start` to before `end`, every group at once: the
 * tickets of the range are read once (the opening's index), their times worked out once, and each
 * ticket then counts in one row of each group.
 */
async function figures(
  db: Kysely<Database>,
  range: { start: string; end: string },
  period: DeskReportPeriod,
): Promise<FiguresRow[]> {
  const { rows } = await figuresStatement(db, range, period).execute(db);
  return rows;
}

/** The one statement of `figures` (exported for the test of its plan). */
export function figuresStatement(
  db: Kysely<Database>,
  range: { start: string; end: string },
  period: DeskReportPeriod,
): RawBuilder<FiguresRow> {
  const dialect = dialectOf(db);
  const created = sql.ref("created_at");
  const periodOf =
    period === "week" ? indiaWeekOf(dialect, created) : indiaMonthOf(dialect, created);
  // Each measure's durations ranked in their group (one sort), and only the two ranks wanted
  // kept: the group's count of durations comes from `counts`, not from a second window.
  const ranked = (column: "fr" | "res") => sql`
    select dim, bucket, k, ${sql.ref(column)} as v,
      row_number() over (partition by dim, bucket, k order by ${sql.ref(column)}) as rn
    from grouped where ${sql.ref(column)} is not null`;
  const percentiles = (from: string, n: "fr_n" | "res_n") => {
    // The rank (from 1) of percentile `p` (of 100) among n values in order: ceil(p × n / 100).
    const at = (p: number) => sql.raw(`(c.${n} * ${p} + 99) / 100`);
    return sql`
    select r.dim, r.bucket, r.k,
      max(case when r.rn = ${at(50)} then r.v end) as median,
      max(case when r.rn = ${at(90)} then r.v end) as p90
    from ${sql.table(from)} r
      join counts c on c.dim = r.dim and c.bucket = r.bucket and c.k = r.k
    where r.rn in (${at(50)}, ${at(90)})
    group by r.dim, r.bucket, r.k`;
  };
  // "as materialized": SQLite would otherwise copy `base` into each arm of the union below and
  // read the range's tickets five times over (PostgreSQL materializes it anyway, as it is used
  // more than once). `grouped` is read three times and materialized by both.
  return sql<FiguresRow>`
    with base as materialized (
      select ${periodOf} as period, product, coalesce(assignee_id, '') as agent, rating,
        case when first_response_at is not null
          then ${secondsBetween(dialect, "first_response_at", "created_at")} end as fr,
        case when status = 'closed' and closed_at is not null
          then ${secondsBetween(dialect, "closed_at", "created_at")} end as res
      from tickets
      where created_at >= ${range.start} and created_at < ${range.end}
    ),
    grouped as materialized (
      select 'pt' as dim, period as bucket, product as k, rating, fr, res from base
      union all select 'p', period, '', rating, fr, res from base
      union all select 't', '', product, rating, fr, res from base
      union all select 'g', '', agent, rating, fr, res from base
      union all select 'a', '', '', rating, fr, res from base
    ),
    counts as materialized (
      select dim, bucket, k, count(*) as tickets, count(rating) as rated, sum(rating) as rating_sum,
        count(fr) as fr_n, count(res) as res_n
      from grouped group by dim, bucket, k
    ),
    fr_ranked as (${ranked("fr")}),
    res_ranked as (${ranked("res")}),
    fr as (${percentiles("fr_ranked", "fr_n")}),
    res as (${percentiles("res_ranked", "res_n")})
    select c.dim, c.bucket, c.k, c.tickets, c.rated, c.rating_sum,
      c.fr_n, fr.median as fr_median, fr.p90 as fr_p90,
      c.res_n, res.median as res_median, res.p90 as res_p90
    from counts c
      left join fr on fr.dim = c.dim and fr.bucket = c.bucket and fr.k = c.k
      left join res on res.dim = c.dim and res.bucket = c.bucket and res.k = c.k
    order by c.dim, c.bucket, c.k`;
}

const numberOrNull = (value: number | string | null) => (value === null ? null : Number(value));

function figuresOf(row: FiguresRow | undefined): DeskFigures {
  if (!row) return emptyFigures();
  const rated = Number(row.rated);
  return {
    tickets: Number(row.tickets),
    firstResponse: {
      count: Number(row.fr_n ?? 0),
      medianSeconds: numberOrNull(row.fr_median),
      p90Seconds: numberOrNull(row.fr_p90),
    },
    resolution: {
      count: Number(row.res_n ?? 0),
      medianSeconds: numberOrNull(row.res_median),
      p90Seconds: numberOrNull(row.res_p90),
    },
    rating: {
      count: rated,
      average: rated === 0 ? null : Math.round((Number(row.rating_sum) * 100) / rated) / 100,
    },
  };
}

const emptyFigures = (): DeskFigures => ({
  tickets: 0,
  firstResponse: { count: 0, medianSeconds: null, p90Seconds: null },
  resolution: { count: 0, medianSeconds: null, p90Seconds: null },
  rating: { count: 0, average: null },
});

/** The Monday of `day`'s week (Monday to Sunday). */
function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** The first day of the month `monthsBefore` months before `day`'s. */
function monthStart(day: string, monthsBefore = 0): string {
  const start = new Date(
    Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1 - monthsBefore, 1),
  );
  return start.toISOString().slice(0, 10);
}

/** The range asked for; left out, today and the twelfth week or month back. */
export function reportRange(query: DeskReportQuery, today = indiaDay()) {
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  let from =
    query.from ?? (query.period === "week" ? mondayOf(addDays(to, -77)) : monthStart(to, 11));
  // A default `from` never makes the range longer than a report may cover.
  if (!query.from && from < addDays(to, 1 - MAX_DESK_REPORT_DAYS))
    from = addDays(to, 1 - MAX_DESK_REPORT_DAYS);
  return { from, to };
}

/** The weeks (keyed by their Monday) or months of the range, each cut to the range. */
export function reportPeriods(
  from: string,
  to: string,
  period: DeskReportPeriod,
): { period: string; from: string; to: string }[] {
  const periods: { period: string; from: string; to: string }[] = [];
  let start = period === "week" ? mondayOf(from) : monthStart(from);
  while (start <= to) {
    const next = period === "week" ? addDays(start, 7) : monthStart(addDays(monthStart(start), 40)); // the first of the next month
    const last = addDays(next, -1);
    periods.push({
      period: period === "week" ? start : start.slice(0, 7),
      from: start < from ? from : start,
      to: last > to ? to : last,
    });
    start = next;
  }
  return periods;
}

export async function deskReport(
  db: Kysely<Database>,
  query: DeskReportQuery,
): Promise<DeskReport> {
  const { from, to } = reportRange(query);
  const rows = await figures(
    db,
    { start: dayStartUtc(from), end: dayStartUtc(to, 1) },
    query.period,
  );
  const of = (dim: Dim) => rows.filter((row) => row.dim === dim);
  const agents = of("g");
  const agentIds = agents.map((row) => row.k).filter((id) => id !== "");
  const names = new Map(
    agentIds.length === 0
      ? []
      : (
          await db.selectFrom("users").select(["id", "name"]).where("id", "in", agentIds).execute()
        ).map((user) => [user.id, user.name]),
  );
  // The three first trips in their order, then the trips staff added, by id.
  const tripOrder = (trip: string) => {
    const index = TRIPS.indexOf(trip as Trip);
    return index === -1 ? TRIPS.length : index;
  };
  const tripsOf = (tripRows: FiguresRow[]) =>
    tripRows
      .sort((a, b) => tripOrder(a.k) - tripOrder(b.k) || a.k.localeCompare(b.k))
      .map((row) => ({ trip: row.k, ...figuresOf(row) }));
  const periodTrips = of("pt");
  const periodTotals = of("p");
  return {
    from,
    to,
    period: query.period,
    periods: reportPeriods(from, to, query.period).map((entry) => ({
      ...entry,
      totals: figuresOf(periodTotals.find((row) => row.bucket === entry.period)),
      trips: tripsOf(periodTrips.filter((row) => row.bucket === entry.period)),
    })),
    trips: tripsOf(of("t")),
    agents: agents
      .map((row) => ({
        agent: row.k === "" ? null : { _id: row.k, name: names.get(row.k) ?? "" },
        ...figuresOf(row),
      }))
      // By name; the tickets nobody handles last.
      .sort((a, b) =>
        a.agent === null ? 1 : b.agent === null ? -1 : a.agent.name.localeCompare(b.agent.name),
      ),
    totals: figuresOf(of("a")[0]),
  };
}
