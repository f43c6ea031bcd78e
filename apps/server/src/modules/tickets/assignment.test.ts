// Assignment (docs/product.md: support desk): staff give a ticket to a member of staff or an admin, who is mailed; the
// queue filters by mine and by nobody's; the assignee's name shows on the ticket.
import type { StaffMember, StaffTicket, Ticket } from "@app/shared/tickets";
import type { AuthUser } from "@app/shared/users";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { expectIssue } from "../../test/error-body";
import { startSmtpServer, type TestSmtpServer } from "../../test/smtp-server";
import { auth, buildTestApp, createUser, type TestApp } from "../../test/test-app";

let smtp: TestSmtpServer;
let t: TestApp;
let customer: AuthUser;
let sam: AuthUser;
let sita: AuthUser;
let ada: AuthUser;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await buildTestApp({ smtpUrl: smtp.url });
  customer = await createUser(t.app, "user", "Chandra Customer");
  sam = await createUser(t.app, "staff", "Sam Staff");
  sita = await createUser(t.app, "staff", "Sita Staff");
  ada = await createUser(t.app, "admin", "Ada Admin");
});
afterEach(async () => {
  await t.app.mail.idle();
  smtp.received.length = 0;
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

async function newTicket(): Promise<Ticket> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/tickets/",
    headers: auth(customer.token),
    payload: { product: "hazarduari", description: "Is the palace open on Mondays?" },
  });
  expect(res.statusCode).toBe(201);
  return res.json<Ticket>();
}

const assign = (ticket: Ticket, by: AuthUser, assignee: string | null) =>
  t.app.inject({
    method: "PUT",
    url: `/api/tickets/${ticket._id}/assignee`,
    headers: auth(by.token),
    payload: { assignee },
  });

const queue = async (by: AuthUser, query: string): Promise<string[]> => {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/staff/tickets?${query}`,
    headers: auth(by.token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<StaffTicket[]>().map((ticket) => ticket._id);
};

describe("assigning a ticket", () => {
  it("gives it to a member of staff, who is mailed and whose name shows on it", async () => {
    const ticket = await newTicket();
    await t.app.mail.idle();
    smtp.received.length = 0;
    const res = await assign(ticket, sam, sita._id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<StaffTicket>().assignee).toEqual({ _id: sita._id, name: "Sita Staff" });
    const seen = await t.app.inject({
      method: "GET",
      url: `/api/tickets/${ticket._id}`,
      headers: auth(ada.token),
    });
    expect(seen.json<StaffTicket>().assignee?.name).toBe("Sita Staff");
    await t.app.mail.idle();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toMatchObject({
      rcptTo: [sita.email],
      subject: "Ticket assigned to you: Hazarduari Palace",
    });
    expect(smtp.received[0]?.text).toContain(`/ticket/${ticket._id}`);
  });

  it("mails nobody when staff take a ticket themselves, and unassigns with null", async () => {
    const ticket = await newTicket();
    await t.app.mail.idle();
    smtp.received.length = 0;
    expect((await assign(ticket, sam, sam._id)).statusCode).toBe(200);
    await t.app.mail.idle();
    expect(smtp.received).toHaveLength(0);
    const cleared = await assign(ticket, sam, null);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json<StaffTicket>().assignee).toBeNull();
  });

  it("refuses a customer as assignee (400) and anyone but staff (403, 401); 404 for no ticket", async () => {
    const ticket = await newTicket();
    const toCustomer = await assign(ticket, sam, customer._id);
    expect(toCustomer.statusCode).toBe(400);
    expectIssue(toCustomer, "assignee", "Choose a member of staff or an admin");
    expect((await assign(ticket, sam, "no-such-user")).statusCode).toBe(400);
    // The ticket's own customer may not assign it either.
    expect((await assign(ticket, customer, sam._id)).statusCode).toBe(403);
    const visitor = await t.app.inject({
      method: "PUT",
      url: `/api/tickets/${ticket._id}/assignee`,
      payload: { assignee: sam._id },
    });
    expect(visitor.statusCode).toBe(401);
    const missing = await t.app.inject({
      method: "PUT",
      url: "/api/tickets/no-such-ticket/assignee",
      headers: auth(sam.token),
      payload: { assignee: sam._id },
    });
    expect(missing.statusCode).toBe(404);
  });

  it("filters the queue by mine and by nobody's", async () => {
    const mine = await newTicket();
    const theirs = await newTicket();
    const nobodys = await newTicket();
    expect((await assign(mine, ada, sam._id)).statusCode).toBe(200);
    expect((await assign(theirs, ada, sita._id)).statusCode).toBe(200);
    const samsQueue = await queue(sam, "assigned=mine&limit=100");
    expect(samsQueue).toContain(mine._id);
    expect(samsQueue).not.toContain(theirs._id);
    expect(samsQueue).not.toContain(nobodys._id);
    const unassigned = await queue(sam, "assigned=nobody&limit=100");
    expect(unassigned).toContain(nobodys._id);
    expect(unassigned).not.toContain(mine._id);
    expect(unassigned).not.toContain(theirs._id);
    expect(await queue(sita, "assigned=mine&limit=100")).toContain(theirs._id);
  });

  it("unassigns the tickets of a deleted account", async () => {
    const leaving = await createUser(t.app, "staff", "Leela Leaving");
    const ticket = await newTicket();
    expect((await assign(ticket, ada, leaving._id)).statusCode).toBe(200);
    const deleted = await t.app.inject({
      method: "DELETE",
      url: `/api/users/${leaving._id}`,
      headers: auth(ada.token),
    });
    expect(deleted.statusCode).toBe(204);
    const seen = await t.app.inject({
      method: "GET",
      url: `/api/tickets/${ticket._id}`,
      headers: auth(sam.token),
    });
    expect(seen.json<StaffTicket>().assignee).toBeNull();
  });
});

describe("GET /api/staff/members", () => {
  it("lists staff and admins by name for staff, and no customer", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/staff/members?q=sta",
      headers: auth(sam.token),
    });
    expect(res.statusCode).toBe(200);
    const names = res.json<StaffMember[]>().map((member) => member.name);
    expect(names).toEqual(expect.arrayContaining(["Sam Staff", "Sita Staff"]));
    const everyone = await t.app.inject({
      method: "GET",
      url: "/api/staff/members?limit=100",
      headers: auth(sam.token),
    });
    const all = everyone.json<StaffMember[]>();
    expect(all.map((member) => member.name)).not.toContain("Chandra Customer");
    expect(all.every((member) => member.role === "staff" || member.role === "admin")).toBe(true);
    const refused = await t.app.inject({
      method: "GET",
      url: "/api/staff/members",
      headers: auth(customer.token),
    });
    expect(refused.statusCode).toBe(403);
  });
});
