// GET /api/staff/overview (docs/product.md: back office): who may read it, and that each figure counts what it says,
// by India's days and months, from what the desk, the shop and the admissions record as they work.
import type { Overview } from "@app/shared/overview";
import type { Ticket } from "@app/shared/tickets";
import type { AuthUser } from "@app/shared/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { indiaDay } from "../../lib/days";
import { newId } from "../../lib/ids";
import { rowNumber } from "../../test/row-numbers";
import { addProduct } from "../../test/shop-fixtures";
import { ADMIN, auth, buildTestApp, createUser, login, type TestApp } from "../../test/test-app";

let t: TestApp;
let customer: AuthUser;
let staff: AuthUser;
let adminToken: string;

beforeAll(async () => {
  t = await buildTestApp();
  customer = await createUser(t.app, "user", "Chandra Customer");
  staff = await createUser(t.app, "staff", "Sam Staff");
  adminToken = (await login(t.app, ADMIN.email, ADMIN.password)).token;
});
afterAll(async () => {
  await t?.close();
});

const HOUR = 3_600_000;
const today = () => indiaDay();
/** The India day `days` before today. */
const daysAgo = (days: number) => indiaDay(new Date(Date.now() - days * 24 * HOUR));

async function overview(token: string): Promise<Overview> {
  const res = await t.app.inject({
    method: "GET",
    url: "/api/staff/overview",
    headers: auth(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Overview>();
}

const dayOf = (o: Overview, day: string) => {
  const entry = o.days.find((d) => d.day === day);
  if (!entry) throw new Error(`no entry for ${day}`);
  return entry;
};

async function insertTicket(fields: {
  createdAt: string;
  status?: "new" | "open" | "closed";
  firstResponseAt?: string | null;
  closedAt?: string | null;
}) {
  await t.app.db
    .insertInto("tickets")
    .values({
      id: newId(),
      number: rowNumber(),
      user_id: customer._id,
      product: "plassey",
      description: "A ticket placed by the overview's test",
      status: fields.status ?? "new",
      created_at: fields.createdAt,
      updated_at: fields.createdAt,
      first_response_at: fields.firstResponseAt ?? null,
      closed_at: fields.closedAt ?? null,
    })
    .execute();
}

describe("who may read the overview", () => {
  it("answers 401 without a sign-in and 403 to a customer", async () => {
    const visitor = await t.app.inject({ method: "GET", url: "/api/staff/overview" });
    expect(visitor.statusCode).toBe(401);
    const res = await t.app.inject({
      method: "GET",
      url: "/api/staff/overview",
      headers: auth(customer.token),
    });
    expect(res.statusCode).toBe(403);
  });

  it("shows failed mails to admins only", async () => {
    expect((await overview(staff.token)).attention.failedMails).toBeNull();
    expect(typeof (await overview(adminToken)).attention.failedMails).toBe("number");
  });
});

describe("the figures", () => {
  it("counts new and overdue tickets, and opened and closed ones per India day", async () => {
    const before = await overview(staff.token);
    const now = Date.now();
    // New for two days: overdue. New for an hour: not yet.
    await insertTicket({ createdAt: new Date(now - 48 * HOUR).toISOString() });
    await insertTicket({ createdAt: new Date(now - HOUR).toISOString() });
    // Answered after 3 hours, closed today.
    await insertTicket({
      createdAt: new Date(now - 5 * HOUR).toISOString(),
      status: "closed",
      firstResponseAt: new Date(now - 2 * HOUR).toISOString(),
      closedAt: new Date(now).toISOString(),
    });
    const after = await overview(staff.token);
    expect(after.attention.newTickets - before.attention.newTickets).toBe(2);
    expect(after.attention.overdueTickets - before.attention.overdueTickets).toBe(1);
    expect(after.days).toHaveLength(30);
    expect(after.days.at(-1)?.day).toBe(today());
    const opened = (o: Overview) => o.days.reduce((sum, d) => sum + d.ticketsOpened, 0);
    expect(opened(after) - opened(before)).toBe(3);
    expect(dayOf(after, today()).ticketsClosed - dayOf(before, today()).ticketsClosed).toBe(1);
  });

  it("files a ticket under India's date, not UTC's", async () => {
    // 20:00 UTC is 01:30 the next day in India.
    const utcDay = daysAgo(3);
    const before = await overview(staff.token);
    await insertTicket({ createdAt: `${utcDay}T20:00:00.000Z` });
    const after = await overview(staff.token);
    const nextDay = indiaDay(new Date(`${utcDay}T20:00:00.000Z`));
    expect(nextDay).not.toBe(utcDay);
    expect(dayOf(after, nextDay).ticketsOpened - dayOf(before, nextDay).ticketsOpened).toBe(1);
    expect(dayOf(after, utcDay).ticketsOpened).toBe(dayOf(before, utcDay).ticketsOpened);
  });

  it("averages staff's first-response time per day of opening", async () => {
    const day = daysAgo(10);
    const at = (hour: number) => new Date(`${day}T${String(hour).padStart(2, "0")}:00:00+05:30`);
    await insertTicket({ createdAt: at(8).toISOString(), firstResponseAt: at(10).toISOString() });
    await insertTicket({ createdAt: at(9).toISOString(), firstResponseAt: at(15).toISOString() });
    // Not answered yet: no part of the mean.
    await insertTicket({ createdAt: at(11).toISOString() });
    const entry = dayOf(await overview(staff.token), day);
    expect(entry.firstResponseHours).toBeCloseTo(4, 5);
  });

  it("records the first reply and the closing as the desk works, not internal notes", async () => {
    const created = await t.app.inject({
      method: "POST",
      url: "/api/tickets/",
      headers: auth(customer.token),
      payload: { product: "iskon", description: "Which gate do we meet at?" },
    });
    const ticket = created.json<Ticket>();
    const row = () =>
      t.app.db
        .selectFrom("tickets")
        .select(["first_response_at", "closed_at"])
        .where("id", "=", ticket._id)
        .executeTakeFirstOrThrow();
    const note = (internal: boolean) =>
      t.app.inject({
        method: "POST",
        url: `/api/tickets/${ticket._id}/notes`,
        headers: auth(staff.token),
        payload: { text: internal ? "Checking with the driver" : "Gate 2", internal },
      });
    expect((await note(true)).statusCode).toBe(201);
    expect((await row()).first_response_at).toBeNull();
    expect((await note(false)).statusCode).toBe(201);
    const first = (await row()).first_response_at;
    expect(first).not.toBeNull();
    // A later reply keeps the first one's time.
    expect((await note(false)).statusCode).toBe(201);
    expect((await row()).first_response_at).toBe(first);

    const setStatus = (status: string) =>
      t.app.inject({
        method: "PUT",
        url: `/api/tickets/${ticket._id}`,
        headers: auth(staff.token),
        payload: { status },
      });
    expect((await setStatus("closed")).statusCode).toBe(200);
    const closedAt = (await row()).closed_at;
    expect(closedAt).not.toBeNull();
    expect((await setStatus("closed")).statusCode).toBe(200);
    expect((await row()).closed_at).toBe(closedAt);
    expect((await setStatus("open")).statusCode).toBe(200);
    expect((await row()).closed_at).toBeNull();
  });

  it("counts orders per month without cancelled ones, money as received and refunded, and admissions by status", async () => {
    const product = await addProduct(t.app, adminToken, { price: "500", sellprice: "450" });
    const before = await overview(adminToken);
    const order = (status: string, createdAt: string) =>
      t.app.db
        .insertInto("orders")
        .values({
          id: newId(),
          number: rowNumber(),
          user_id: customer._id,
          name: "Chandra Customer",
          email: customer.email,
          address: "Plassey",
          gender: "female",
          product_id: product._id,
          product_name: product.name,
          price_paise: 45_000,
          pin: "741156",
          mobile: "9876543210",
          status: status as "placed",
          created_at: createdAt,
          updated_at: createdAt,
        })
        .execute();
    const now = new Date().toISOString();
    await order("placed", now);
    await order("delivered", now);
    await order("cancelled", now);
    // Money counts when it is received, not when it is ordered: one payment paid, one still open,
    // and part of the paid one given back.
    const payment = (status: "paid" | "created", amountPaise: number) => {
      const id = newId();
      return t.app.db
        .insertInto("payments")
        .values({
          id,
          user_id: customer._id,
          debt_kind: "order",
          debt_id: newId(),
          label_en: "Order",
          label_bn: "অর্ডার",
          open_key: null,
          amount_paise: amountPaise,
          refunded_paise: 0,
          method: "cash",
          provider: null,
          status,
          gateway_order_id: null,
          gateway_payment_id: null,
          reference: null,
          taken_by: null,
          note: null,
          checked_at: null,
          receipt_number: null,
          paid_at: status === "paid" ? now : null,
          created_at: now,
          updated_at: now,
        })
        .execute()
        .then(() => id);
    };
    const paid = await payment("paid", 45_000);
    await payment("created", 70_000);
    await t.app.db
      .insertInto("refunds")
      .values({
        id: newId(),
        payment_id: paid,
        amount_paise: 5_000,
        reason: "Returned",
        idempotency_key: newId(),
        gateway_payment_id: null,
        gateway_refund_id: null,
        status: "processed",
        created_by: null,
        created_at: now,
      })
      .execute();
    const after = await overview(adminToken);
    const month = today().slice(0, 7);
    const thisMonth = (o: Overview) => o.months.find((m) => m.month === month);
    expect(after.months).toHaveLength(12);
    expect(after.months.at(-1)?.month).toBe(month);
    expect((thisMonth(after)?.orders ?? 0) - (thisMonth(before)?.orders ?? 0)).toBe(2);
    expect((thisMonth(after)?.receivedPaise ?? 0) - (thisMonth(before)?.receivedPaise ?? 0)).toBe(
      45_000,
    );
    expect((thisMonth(after)?.refundedPaise ?? 0) - (thisMonth(before)?.refundedPaise ?? 0)).toBe(
      5_000,
    );
    expect(after.attention.ordersToConfirm - before.attention.ordersToConfirm).toBe(1);

    const applicant = await createUser(t.app, "user", "Asha Applicant");
    const admission = await t.app.inject({
      method: "POST",
      url: "/api/admissions",
      headers: auth(applicant.token),
      payload: {
        address: "12, Station Road, Berhampore",
        gender: "female",
        classes: 10,
        pin: "742101",
        course: "mern",
        mobile: "9830012345",
      },
    });
    expect(admission.statusCode, admission.body).toBe(201);
    const withAdmission = await overview(adminToken);
    const pending = (o: Overview) =>
      o.admissionsByStatus.find((entry) => entry.status === "pending")?.count ?? 0;
    expect(pending(withAdmission) - pending(after)).toBe(1);
    expect(withAdmission.attention.admissionsToDecide - after.attention.admissionsToDecide).toBe(1);
    expect(withAdmission.admissionsByStatus.map((entry) => entry.status)).toEqual([
      "pending",
      "accepted",
      "waitlisted",
      "rejected",
    ]);
  });

  it("counts visitors per India day", async () => {
    const before = dayOf(await overview(staff.token), today()).visitors;
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({ method: "GET", url: "/api/visitor" });
      expect(res.statusCode).toBe(200);
    }
    expect(dayOf(await overview(staff.token), today()).visitors - before).toBe(2);
  });
});
