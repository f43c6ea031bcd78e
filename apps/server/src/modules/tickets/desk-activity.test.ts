// The conversation and the queue by activity (decision 056): until when a customer's reply reopens
// a closed ticket (`reopenUntil`), the follow-up the web's page opens with its links both ways,
// the queue's shared views by last activity (a customer's reply to an older ticket comes first),
// and a long conversation read newest first.
import type { Note, StaffTicket, Ticket, TicketDetail } from "@app/shared/tickets";
import type { AuthUser } from "@app/shared/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auth, buildTestApp, createUser, type TestApp } from "../../test/test-app";

let t: TestApp;
let alice: AuthUser;
let bob: AuthUser;
let staff: AuthUser;

beforeAll(async () => {
  t = await buildTestApp();
  alice = await createUser(t.app, "user", "Alice");
  bob = await createUser(t.app, "user", "Bob");
  staff = await createUser(t.app, "staff", "Sam Staff");
});
afterAll(async () => {
  await t?.close();
});

type Method = "GET" | "POST" | "PUT";
const call = (method: Method, url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? auth(token) : {}, ...(payload ? { payload } : {}) });

async function newTicket(user: AuthUser, subject = "Late bus"): Promise<Ticket> {
  const res = await call("POST", "/api/tickets", user.token, {
    product: "plassey",
    subject,
    description: "The bus came at ten.",
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Ticket>();
}
const detail = async (id: string, token: string) => {
  const res = await call("GET", `/api/tickets/${id}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TicketDetail>();
};
const DAY = 86_400_000;
/** Lets the clock move on, so two messages never share a millisecond. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
/** Sets when the ticket closed, `days` ago. */
const closedDaysAgo = (id: string, days: number) =>
  t.app.db
    .updateTable("tickets")
    .set({ closed_at: new Date(Date.now() - days * DAY).toISOString() })
    .where("id", "=", id)
    .execute();

describe("reopenUntil", () => {
  it("is the closing plus REOPEN_DAYS while closed, and null while not", async () => {
    const ticket = await newTicket(alice);
    expect((await detail(ticket._id, alice.token)).reopenUntil).toBeNull();
    expect(
      (await call("PUT", `/api/tickets/${ticket._id}`, alice.token, { status: "closed" }))
        .statusCode,
    ).toBe(200);
    await closedDaysAgo(ticket._id, 3);
    const closed = await detail(ticket._id, alice.token);
    const closedAt = Date.now() - 3 * DAY;
    const until = Date.parse(closed.reopenUntil ?? "");
    expect(Math.abs(until - (closedAt + t.config.reopenDays * DAY))).toBeLessThan(60_000);
    // The customer's reply within it reopens the ticket, and the date goes.
    expect(
      (await call("POST", `/api/tickets/${ticket._id}/notes`, alice.token, { text: "Again" }))
        .statusCode,
    ).toBe(201);
    const reopened = await detail(ticket._id, alice.token);
    expect(reopened).toMatchObject({ status: "open", reopenUntil: null });
    // Another customer reads nothing of it.
    expect((await call("GET", `/api/tickets/${ticket._id}`, bob.token)).statusCode).toBe(404);
  });
});

describe("a follow-up from the ticket's page", () => {
  it("is a new ticket linked both ways, once REOPEN_DAYS have passed", async () => {
    const old = await newTicket(alice, "Refund of the deposit");
    await call("PUT", `/api/tickets/${old._id}`, staff.token, { status: "closed" });
    await closedDaysAgo(old._id, t.config.reopenDays + 1);
    const before = await detail(old._id, alice.token);
    expect(Date.parse(before.reopenUntil ?? "")).toBeLessThan(Date.now());
    expect(before).toMatchObject({ followsTicket: null, followedBy: null });
    // Past the date the reply itself is refused; the page opens a follow-up instead.
    expect(
      (await call("POST", `/api/tickets/${old._id}/notes`, alice.token, { text: "Hello?" }))
        .statusCode,
    ).toBe(409);

    const res = await call("POST", "/api/tickets", alice.token, {
      product: before.product,
      subject: before.subject,
      description: "Still no refund.",
      follows: old._id,
    });
    expect(res.statusCode, res.body).toBe(201);
    const follow = res.json<Ticket>();
    expect(follow).toMatchObject({
      follows: old._id,
      status: "new",
      subject: "Refund of the deposit",
    });

    for (const token of [alice.token, staff.token]) {
      expect(await detail(follow._id, token)).toMatchObject({
        followsTicket: { _id: old._id, reference: old.reference },
        followedBy: null,
      });
      expect(await detail(old._id, token)).toMatchObject({
        followsTicket: null,
        followedBy: { _id: follow._id, reference: follow.reference },
      });
    }
    // Nobody follows another customer's ticket: it does not exist for them.
    const foreign = await call("POST", "/api/tickets", bob.token, {
      product: "plassey",
      description: "x",
      follows: old._id,
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe("the queue by last activity", () => {
  it("puts a customer's reply to an older ticket first in mine, unassigned and open; created still sorts", async () => {
    const older = await newTicket(bob, "Older");
    await tick();
    const newer = await newTicket(bob, "Newer");
    await tick();
    for (const ticket of [older, newer]) {
      await call("PUT", `/api/tickets/${ticket._id}/assignee`, staff.token, {
        assignee: staff._id,
      });
    }
    const ids = async (query: string) => {
      const res = await call("GET", `/api/staff/tickets?${query}`, staff.token);
      expect(res.statusCode, res.body).toBe(200);
      return res
        .json<StaffTicket[]>()
        .map((ticket) => ticket._id)
        .filter((id) => id === older._id || id === newer._id);
    };
    expect(await ids("view=mine")).toEqual([newer._id, older._id]);

    // Staff wait for Bob on the older one; Bob answers it.
    await call("POST", `/api/tickets/${older._id}/notes`, staff.token, { text: "Which seat?" });
    await call("PUT", `/api/tickets/${older._id}`, staff.token, { status: "pending" });
    await tick();
    expect(
      (await call("POST", `/api/tickets/${older._id}/notes`, bob.token, { text: "Seat 14" }))
        .statusCode,
    ).toBe(201);

    expect(await ids("view=mine")).toEqual([older._id, newer._id]);
    expect(await ids("view=open&limit=100")).toEqual([older._id, newer._id]);
    expect(await ids("sort=-activity&limit=100")).toEqual([older._id, newer._id]);
    // Asked for, creation still orders the views; without a view the queue is newest first.
    expect(await ids("view=mine&sort=-createdAt")).toEqual([newer._id, older._id]);
    expect(await ids("limit=100")).toEqual([newer._id, older._id]);
    // An internal note is no activity the customer shares: the order stays.
    await call("POST", `/api/tickets/${newer._id}/notes`, staff.token, {
      text: "FYI",
      internal: true,
    });
    expect(await ids("view=mine")).toEqual([older._id, newer._id]);

    const first = await newTicket(bob, "Nobody's, first");
    await tick();
    const second = await newTicket(bob, "Nobody's, second");
    await tick();
    await call("POST", `/api/tickets/${first._id}/notes`, bob.token, { text: "More" });
    const firstTwo = (await call("GET", "/api/staff/tickets?view=unassigned&limit=2", staff.token))
      .json<StaffTicket[]>()
      .map((ticket) => ticket._id);
    expect(firstTwo).toEqual([first._id, second._id]);
    expect((await call("GET", "/api/staff/tickets?sort=-activity", bob.token)).statusCode).toBe(
      403,
    );
    expect((await call("GET", "/api/staff/tickets?sort=activityx", staff.token)).statusCode).toBe(
      400,
    );
  });
});

describe("a long conversation", () => {
  it("reads newest first with sort=-createdAt, page by page, and oldest first by default", async () => {
    const ticket = await newTicket(alice, "Long");
    for (let i = 1; i <= 7; i++) {
      const by = i % 2 === 0 ? staff.token : alice.token;
      expect(
        (await call("POST", `/api/tickets/${ticket._id}/notes`, by, { text: `m${i}` })).statusCode,
      ).toBe(201);
    }
    const texts = async (query: string) => {
      const res = await call("GET", `/api/tickets/${ticket._id}/notes?${query}`, alice.token);
      expect(res.statusCode, res.body).toBe(200);
      return {
        texts: res.json<Note[]>().map((note) => note.text),
        total: res.headers["x-total-count"],
      };
    };
    expect(await texts("sort=-createdAt&limit=3")).toEqual({
      texts: ["m7", "m6", "m5"],
      total: "7",
    });
    expect((await texts("sort=-createdAt&limit=3&page=3")).texts).toEqual(["m1"]);
    expect((await texts("limit=3")).texts).toEqual(["m1", "m2", "m3"]);
    expect((await texts("sort=createdAt&limit=3&page=2")).texts).toEqual(["m4", "m5", "m6"]);
    expect(
      (await call("GET", `/api/tickets/${ticket._id}/notes?sort=text`, alice.token)).statusCode,
    ).toBe(400);
    expect(
      (await call("GET", `/api/tickets/${ticket._id}/notes?sort=-createdAt`, bob.token)).statusCode,
    ).toBe(404);
  });
});
