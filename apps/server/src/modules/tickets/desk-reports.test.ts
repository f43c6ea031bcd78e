// The help desk's reports (decision 049) on a known set of tickets: counts per India week and
// month, per trip and per agent, first-response and resolution medians and 90th percentiles by
// nearest rank, ratings, the weeks' edges at India's midnight; who may read them; the queue's
// filters the reports link to. Run on both engines (DATABASE_URL for PostgreSQL).
import type { DeskFigures, DeskReport } from "@app/shared/desk-reports";
import type { StaffTicket } from "@app/shared/tickets";
import type { Trip } from "@app/shared/trips";
import type { AuthUser } from "@app/shared/users";
import { CompiledQuery } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "../../lib/ids";
import { rowNumber } from "../../test/row-numbers";
import { auth, buildTestApp, createUser, type TestApp } from "../../test/test-app";
import { figuresStatement, reportPeriods, reportRange } from "./desk-reports";

let t: TestApp;
let customer: AuthUser;
let asha: AuthUser;
let bimal: AuthUser;
let admin: AuthUser;

/** An India wall-clock time (`2024-03-05 10:00`) as the stored ISO UTC timestamp. */
const ist = (time: string) => new Date(`${time.replace(" ", "T")}:00+05:30`).toISOString();
const plus = (iso: string, seconds: number) =>
  new Date(Date.parse(iso) + seconds * 1000).toISOString();

async function ticket(fields: {
  opened: string;
  product: Trip;
  assignee?: AuthUser;
  /** Seconds to the first reply; unanswered when absent. */
  firstReply?: number;
  /** Seconds to the closing; not closed when absent. */
  closed?: number;
  rating?: number;
}) {
  const created = ist(fields.opened);
  await t.app.db
    .insertInto("tickets")
    .values({
      id: newId(),
      number: rowNumber(),
      user_id: customer._id,
      product: fields.product,
      description: "A ticket of the reports' test",
      subject: "Report test",
      status: fields.closed === undefined ? "open" : "closed",
      created_at: created,
      updated_at: created,
      first_response_at: fields.firstReply === undefined ? null : plus(created, fields.firstReply),
      closed_at: fields.closed === undefined ? null : plus(created, fields.closed),
      rating: fields.rating ?? null,
      assignee_id: fields.assignee?._id ?? null,
    })
    .execute();
}

beforeAll(async () => {
  t = await buildTestApp();
  customer = await createUser(t.app, "user", "Chandana");
  asha = await createUser(t.app, "staff", "Asha");
  bimal = await createUser(t.app, "staff", "Bimal");
  admin = await createUser(t.app, "admin", "Admin");
  // The week of Monday 4 March 2024 (India): Plassey, five tickets.
  await ticket({
    opened: "2024-03-04 00:30",
    product: "plassey",
    assignee: asha,
    firstReply: 60,
    closed: 1000,
    rating: 5,
  });
  await ticket({
    opened: "2024-03-05 10:00",
    product: "plassey",
    assignee: asha,
    firstReply: 120,
    closed: 9000,
    rating: 4,
  });
  await ticket({
    opened: "2024-03-06 10:00",
    product: "plassey",
    assignee: asha,
    firstReply: 180,
    closed: 2000,
    rating: 4,
  });
  await ticket({
    opened: "2024-03-07 10:00",
    product: "plassey",
    assignee: bimal,
    firstReply: 3600,
  });
  await ticket({
    opened: "2024-03-10 23:59",
    product: "plassey",
    assignee: bimal,
    firstReply: 240,
  });
  // Hazarduari, nobody handles them: one answered, one not.
  await ticket({ opened: "2024-03-08 12:00", product: "hazarduari", firstReply: 100 });
  await ticket({ opened: "2024-03-09 12:00", product: "hazarduari" });
  // Monday 11 March, a minute after India's midnight: the next week.
  await ticket({
    opened: "2024-03-11 00:01",
    product: "iskon",
    firstReply: 10,
    closed: 50,
    rating: 2,
  });
  // Sunday 3 March, a minute before India's midnight: the week before, still March.
  await ticket({ opened: "2024-03-03 23:59", product: "iskon" });
  // February and April: outside every range asked below.
  await ticket({ opened: "2024-02-20 10:00", product: "plassey", firstReply: 5 });
  await ticket({ opened: "2024-04-01 00:00", product: "plassey", firstReply: 5 });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const report = async (query: string, token = admin.token) => {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/staff/desk-reports?${query}`,
    headers: auth(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<DeskReport>();
};

const figures = (
  tickets: number,
  firstResponse: [number, number | null, number | null],
  resolution: [number, number | null, number | null],
  rating: [number, number | null],
): DeskFigures => ({
  tickets,
  firstResponse: {
    count: firstResponse[0],
    medianSeconds: firstResponse[1],
    p90Seconds: firstResponse[2],
  },
  resolution: { count: resolution[0], medianSeconds: resolution[1], p90Seconds: resolution[2] },
  rating: { count: rating[0], average: rating[1] },
});

describe("the desk's reports", () => {
  it("counts per India week and trip, and per trip and agent over the range, with exact medians and 90th percentiles", async () => {
    const weeks = await report("period=week&from=2024-03-04&to=2024-03-17");
    expect(weeks).toMatchObject({ from: "2024-03-04", to: "2024-03-17", period: "week" });
    expect(weeks.periods.map((p) => [p.period, p.from, p.to])).toEqual([
      ["2024-03-04", "2024-03-04", "2024-03-10"],
      ["2024-03-11", "2024-03-11", "2024-03-17"],
    ]);
    const [first, second] = weeks.periods;
    // First replies 60, 100, 120, 180, 240, 3600: median rank 3, p90 rank 6.
    expect(first?.totals).toEqual(figures(7, [6, 120, 3600], [3, 2000, 9000], [3, 4.33]));
    expect(first?.trips).toEqual([
      // 60, 120, 180, 240, 3600: ranks 3 and 5. Closed after 1000, 2000, 9000: ranks 2 and 3.
      { trip: "plassey", ...figures(5, [5, 180, 3600], [3, 2000, 9000], [3, 4.33]) },
      { trip: "hazarduari", ...figures(2, [1, 100, 100], [0, null, null], [0, null]) },
    ]);
    expect(second?.totals).toEqual(figures(1, [1, 10, 10], [1, 50, 50], [1, 2]));
    expect(second?.trips.map((row) => row.trip)).toEqual(["iskon"]);
    expect(weeks.totals).toEqual(figures(8, [7, 120, 3600], [4, 1000, 9000], [4, 3.75]));
    // The whole range per trip and per agent.
    expect(weeks.trips).toEqual([
      { trip: "plassey", ...figures(5, [5, 180, 3600], [3, 2000, 9000], [3, 4.33]) },
      { trip: "hazarduari", ...figures(2, [1, 100, 100], [0, null, null], [0, null]) },
      { trip: "iskon", ...figures(1, [1, 10, 10], [1, 50, 50], [1, 2]) },
    ]);
    expect(weeks.agents).toEqual([
      // 60, 120, 180: ranks 2 and 3.
      {
        agent: { _id: asha._id, name: "Asha" },
        ...figures(3, [3, 120, 180], [3, 2000, 9000], [3, 4.33]),
      },
      // 240, 3600: ranks 1 and 2.
      {
        agent: { _id: bimal._id, name: "Bimal" },
        ...figures(2, [2, 240, 3600], [0, null, null], [0, null]),
      },
      // 10, 100: ranks 1 and 2.
      { agent: null, ...figures(3, [2, 10, 100], [1, 50, 50], [1, 2]) },
    ]);
  });

  it("counts per India month, the range's edges included, empty periods listed", async () => {
    const months = await report("period=month&from=2024-02-25&to=2024-03-31");
    expect(months.periods.map((p) => [p.period, p.from, p.to])).toEqual([
      ["2024-02", "2024-02-25", "2024-02-29"],
      ["2024-03", "2024-03-01", "2024-03-31"],
    ]);
    expect(months.periods[0]?.totals).toEqual(
      figures(0, [0, null, null], [0, null, null], [0, null]),
    );
    // March: nine tickets; first replies 10, 60, 100, 120, 180, 240, 3600 (ranks 4 and 7);
    // closed after 50, 1000, 2000, 9000 (ranks 2 and 4).
    expect(months.periods[1]?.totals).toEqual(
      figures(9, [7, 120, 3600], [4, 1000, 9000], [4, 3.75]),
    );
    expect(months.periods[1]?.trips.map((row) => [row.trip, row.tickets])).toEqual([
      ["plassey", 5],
      ["hazarduari", 2],
      ["iskon", 2],
    ]);
  });

  it("reads the range's tickets once, and ranks each measure with one window sort", async () => {
    const statement = figuresStatement(
      t.app.db,
      { start: ist("2024-03-01 00:00"), end: ist("2024-05-01 00:00") },
      "month",
    ).compile(t.app.db);
    const postgres = Boolean(process.env.DATABASE_URL);
    const plan = await t.app.db.executeQuery<Record<string, unknown>>(
      CompiledQuery.raw(
        `${postgres ? "explain (costs off) " : "explain query plan "}${statement.sql}`,
        [...statement.parameters],
      ),
    );
    const lines = plan.rows.map((row) => String(postgres ? row["QUERY PLAN"] : row.detail));
    // SQLite copies a CTE into each arm of a union unless it is materialized: five reads.
    expect(
      lines.filter((line) => /\b(SCAN|SEARCH|Scan on|Scan using \S+ on) tickets\b/.test(line)),
    ).toHaveLength(1);
    // One sort per measure's ranking (SQLite: a temp b-tree for its window's order); before, a
    // second window counted each group.
    if (!postgres) {
      expect(lines.filter((line) => line === "USE TEMP B-TREE FOR ORDER BY")).toHaveLength(3);
    }
  });

  it("works out the default range and the periods cut to it", () => {
    expect(reportRange({ period: "week" }, "2024-03-13")).toEqual({
      from: "2023-12-25",
      to: "2024-03-13",
    });
    expect(reportRange({ period: "month" }, "2024-03-13")).toEqual({
      from: "2023-04-01",
      to: "2024-03-13",
    });
    expect(reportPeriods("2024-02-28", "2024-03-02", "week")).toEqual([
      { period: "2024-02-26", from: "2024-02-28", to: "2024-03-02" },
    ]);
    expect(reportPeriods("2023-12-15", "2024-01-10", "month").map((p) => p.period)).toEqual([
      "2023-12",
      "2024-01",
    ]);
  });

  it("refuses visitors, customers and bad ranges", async () => {
    const url = "/api/staff/desk-reports?period=week&from=2024-03-04&to=2024-03-17";
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: "GET", url, headers: auth(customer.token) })).statusCode,
    ).toBe(403);
    expect(
      (await report("period=week&from=2024-03-04&to=2024-03-17", asha.token)).totals.tickets,
    ).toBe(8);
    for (const query of [
      "period=day",
      "from=2024-03-10&to=2024-03-01",
      "from=2020-01-01&to=2024-01-01",
      "from=2024-02-30",
      "to=yesterday",
    ]) {
      const res = await t.app.inject({
        method: "GET",
        url: `/api/staff/desk-reports?${query}`,
        headers: auth(admin.token),
      });
      expect(res.statusCode, query).toBe(400);
    }
  });

  it("links to the queue's filters that list the same tickets", async () => {
    const queue = async (query: string) => {
      const res = await t.app.inject({
        method: "GET",
        url: `/api/staff/tickets?${query}&limit=100`,
        headers: auth(admin.token),
      });
      expect(res.statusCode, res.body).toBe(200);
      return { total: Number(res.headers["x-total-count"]), rows: res.json<StaffTicket[]>() };
    };
    expect((await queue("from=2024-03-04&to=2024-03-10")).total).toBe(7);
    expect((await queue("from=2024-03-04&to=2024-03-10&product=plassey")).total).toBe(5);
    const ashas = await queue(`from=2024-03-04&to=2024-03-10&assignee=${asha._id}`);
    expect(ashas.total).toBe(3);
    expect(ashas.rows.every((row) => row.assignee?._id === asha._id)).toBe(true);
    expect((await queue("from=2024-03-04&to=2024-03-10&assigned=nobody")).total).toBe(2);
    expect((await queue("from=2024-03-11&to=2024-03-17&status=closed")).total).toBe(1);
  });
});
