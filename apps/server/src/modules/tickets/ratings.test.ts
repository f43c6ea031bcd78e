// Satisfaction (docs/product.md: support desk): once a ticket is closed its customer rates the help 1 to 5 with a
// comment, once; staff read it on the ticket; nobody else may give it.
import type { Ticket } from "@app/shared/tickets";
import type { AuthUser } from "@app/shared/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auth, buildTestApp, createUser, type TestApp } from "../../test/test-app";

let t: TestApp;
let customer: AuthUser;
let other: AuthUser;
let staff: AuthUser;

beforeAll(async () => {
  t = await buildTestApp();
  customer = await createUser(t.app, "user", "Chandra Customer");
  other = await createUser(t.app, "user", "Oscar Other");
  staff = await createUser(t.app, "staff", "Sam Staff");
});
afterAll(async () => {
  await t?.close();
});

async function newTicket(): Promise<Ticket> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/tickets/",
    headers: auth(customer.token),
    payload: { product: "plassey", description: "The bus was late" },
  });
  expect(res.statusCode).toBe(201);
  return res.json<Ticket>();
}

const setStatus = (ticket: Ticket, status: string, by = staff) =>
  t.app.inject({
    method: "PUT",
    url: `/api/tickets/${ticket._id}`,
    headers: auth(by.token),
    payload: { status },
  });

const rate = (ticket: Ticket, by: AuthUser | undefined, payload: object) =>
  t.app.inject({
    method: "POST",
    url: `/api/tickets/${ticket._id}/rating`,
    headers: by ? auth(by.token) : {},
    payload,
  });

describe("rating a ticket", () => {
  it("is refused while the ticket is open, then taken once it is closed, once", async () => {
    const ticket = await newTicket();
    expect(ticket.rating).toBeNull();
    const early = await rate(ticket, customer, { score: 4 });
    expect(early.statusCode).toBe(409);
    expect(early.json<{ message: string }>().message).toBe(
      "A ticket can be rated once it is closed",
    );

    expect((await setStatus(ticket, "closed")).statusCode).toBe(200);
    const rated = await rate(ticket, customer, { score: 4, comment: "  Quick and kind  " });
    expect(rated.statusCode, rated.body).toBe(200);
    expect(rated.json<Ticket>().rating).toMatchObject({ score: 4, comment: "Quick and kind" });

    const again = await rate(ticket, customer, { score: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe("You have already rated this ticket");

    // Staff read it on the ticket; reopening and closing again keeps the one rating.
    const seen = await t.app.inject({
      method: "GET",
      url: `/api/tickets/${ticket._id}`,
      headers: auth(staff.token),
    });
    expect(seen.json<Ticket>().rating).toMatchObject({ score: 4, comment: "Quick and kind" });
    expect((await setStatus(ticket, "open")).statusCode).toBe(200);
    expect((await setStatus(ticket, "closed")).statusCode).toBe(200);
    expect((await rate(ticket, customer, { score: 2 })).statusCode).toBe(409);
  });

  it("is the customer's alone: 401 signed out, 404 for another user, 403 for staff", async () => {
    const ticket = await newTicket();
    expect((await setStatus(ticket, "closed")).statusCode).toBe(200);
    expect((await rate(ticket, undefined, { score: 5 })).statusCode).toBe(401);
    expect((await rate(ticket, other, { score: 5 })).statusCode).toBe(404);
    expect((await rate(ticket, staff, { score: 5 })).statusCode).toBe(403);
    const after = await t.app.inject({
      method: "GET",
      url: `/api/tickets/${ticket._id}`,
      headers: auth(customer.token),
    });
    expect(after.json<Ticket>().rating).toBeNull();
  });

  it("takes 1 to 5 whole stars and a comment of at most 1000 characters", async () => {
    const ticket = await newTicket();
    expect((await setStatus(ticket, "closed")).statusCode).toBe(200);
    for (const payload of [
      { score: 0 },
      { score: 6 },
      { score: 3.5 },
      { score: "5" },
      {},
      { score: 5, comment: "x".repeat(1001) },
      { score: 5, extra: true },
    ]) {
      const res = await rate(ticket, customer, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const res = await rate(ticket, customer, { score: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json<Ticket>().rating).toMatchObject({ score: 1, comment: "" });
  });

  it("gives one rating when two answers arrive at once", async () => {
    const ticket = await newTicket();
    expect((await setStatus(ticket, "closed")).statusCode).toBe(200);
    const answers = await Promise.all([
      rate(ticket, customer, { score: 5 }),
      rate(ticket, customer, { score: 2 }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
  });
});
