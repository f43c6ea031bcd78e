// Response times (docs/product.md: support desk): each ticket's first reply is due FIRST_RESPONSE_HOURS after it opened;
// the queue marks, filters and sorts the tickets past it, and the overview counts them alike.
import type { Overview } from "@app/shared/overview";
import type { StaffTicket } from "@app/shared/tickets";
import type { AuthUser } from "@app/shared/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "../../lib/ids";
import { rowNumber } from "../../test/row-numbers";
import { auth, buildTestApp, createUser, type TestApp } from "../../test/test-app";

let t: TestApp;
let customer: AuthUser;
let staff: AuthUser;
const HOUR = 3_600_000;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp({ firstResponseHours: 2 });
  customer = await createUser(t.app, "user", "Chandra Customer");
  staff = await createUser(t.app, "staff", "Sam Staff");
  const now = Date.now();
  const ticket = async (
    name: string,
    openedHoursAgo: number,
    fields: { status?: "new" | "open" | "closed"; answeredHoursAgo?: number } = {},
  ) => {
    const id = newId();
    ids[name] = id;
    const at = (hours: number) => new Date(now - hours * HOUR).toISOString();
    await t.app.db
      .insertInto("tickets")
      .values({
        id,
        number: rowNumber(),
        user_id: customer._id,
        product: "iskon",
        description: `Ticket ${name}`,
        status: fields.status ?? "new",
        created_at: at(openedHoursAgo),
        updated_at: at(openedHoursAgo),
        first_response_at:
          fields.answeredHoursAgo === undefined ? null : at(fields.answeredHoursAgo),
        closed_at: fields.status === "closed" ? at(0) : null,
        rating: null,
        rating_comment: null,
        rated_at: null,
      })
      .execute();
  };
  await ticket("late", 3);
  await ticket("lateButOpened", 5, { status: "open" });
  await ticket("fresh", 1);
  await ticket("answered", 6, { status: "open", answeredHoursAgo: 5 });
  await ticket("closedUnanswered", 9, { status: "closed" });
});
afterAll(async () => {
  await t?.close();
});

const queue = async (query: string): Promise<StaffTicket[]> => {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/staff/tickets?${query}`,
    headers: auth(staff.token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<StaffTicket[]>();
};
const names = (tickets: StaffTicket[]) =>
  tickets.map((ticket) => Object.keys(ids).find((name) => ids[name] === ticket._id));

describe("first-response times", () => {
  it("give each ticket its due time and mark those past it, unanswered and not closed", async () => {
    const all = await queue("sort=due");
    const byName = new Map(all.map((ticket) => [names([ticket])[0], ticket]));
    const late = byName.get("late");
    expect(late?.overdue).toBe(true);
    expect(late?.firstResponseAt).toBeNull();
    expect(Date.parse(late?.firstResponseDue ?? "") - Date.parse(late?.createdAt ?? "")).toBe(
      2 * HOUR,
    );
    expect(byName.get("lateButOpened")?.overdue).toBe(true);
    expect(byName.get("fresh")?.overdue).toBe(false);
    expect(byName.get("answered")?.overdue).toBe(false);
    expect(byName.get("answered")?.firstResponseAt).not.toBeNull();
    expect(byName.get("closedUnanswered")?.overdue).toBe(false);
    // Sorted by due time, which is opening order: the longest-waiting first.
    expect(names(all)).toEqual(["closedUnanswered", "answered", "lateButOpened", "late", "fresh"]);
  });

  it("filter the queue to the tickets waiting for a first reply, or overdue", async () => {
    expect(names(await queue("reply=waiting&sort=due"))).toEqual([
      "lateButOpened",
      "late",
      "fresh",
    ]);
    expect(names(await queue("reply=overdue&sort=due"))).toEqual(["lateButOpened", "late"]);
    const bad = await t.app.inject({
      method: "GET",
      url: "/api/staff/tickets?reply=soon",
      headers: auth(staff.token),
    });
    expect(bad.statusCode).toBe(400);
  });

  it("show on the ticket itself, and the overview counts the same overdue tickets", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/tickets/${ids.late}`,
      headers: auth(staff.token),
    });
    expect(res.json<StaffTicket>().overdue).toBe(true);
    const overview = await t.app.inject({
      method: "GET",
      url: "/api/staff/overview",
      headers: auth(staff.token),
    });
    const figures = overview.json<Overview>();
    expect(figures.firstResponseHours).toBe(2);
    expect(figures.attention.overdueTickets).toBe(2);
  });
});
