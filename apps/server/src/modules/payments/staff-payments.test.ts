// GET /api/staff/payments, the back office's list of everyone's payments (docs/payments.md: the
// money screen), on SQLite and, with DATABASE_URL, PostgreSQL: staff and admins only, newest
// first, paged with the total; filtered by status, method and days (made, or paid with
// received=true, as the money screen counts them); found by the payer's name or email, the
// receipt number or a reference (UTR, cheque, the gateway's payment id). Against the fake Razorpay.
import type { Payment, StaffPayment } from "@app/shared/payments";
import type { AuthUser } from "@app/shared/users";
import { describe, expect, it } from "vitest";
import { indiaDay } from "../../lib/days";
import { paymentsApp } from "../../test/payments-app";
import { createUser, login, PASSWORD } from "../../test/test-app";

const t = paymentsApp();
const { call, placeOrder } = t;

const list = async (query: string, token = t.staff.token) => {
  const res = await call("GET", `/api/staff/payments?${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return { total: Number(res.headers["x-total-count"]), items: res.json<StaffPayment[]>() };
};

/** A user of their own name, with three payments: cash, a confirmed-later UPI reference, online. */
async function payer(name: string) {
  const res = await call("POST", "/api/users/", undefined, {
    name,
    email: `${name.toLowerCase().replaceAll(" ", ".")}.${Date.now()}@test.local`,
    password: PASSWORD,
  });
  expect(res.statusCode, res.body).toBe(201);
  const user = await login(t.app, res.json<AuthUser>().email, PASSWORD);
  const cash = await call("POST", "/api/staff/payments", t.staff.token, {
    for: { order: (await placeOrder(user))._id },
    amountPaise: 45_000,
    method: "cheque",
    reference: `CHQ${Date.now() % 1_000_000}`,
  });
  expect(cash.statusCode, cash.body).toBe(201);
  const upi = (
    await call("POST", "/api/payments", user.token, {
      for: { order: (await placeOrder(user))._id },
      method: "upi",
    })
  ).json<Payment>();
  const utr = `5${String(Date.now()).slice(-11)}`;
  const submitted = await call("POST", `/api/payments/${upi.id}/upi-reference`, user.token, {
    utr,
  });
  expect(submitted.statusCode, submitted.body).toBe(200);
  const online = (
    await call("POST", "/api/payments", user.token, {
      for: { order: (await placeOrder(user))._id },
      method: "razorpay",
    })
  ).json<Payment>();
  const { checkout } = t.fake.pay(online.gateway?.orderId ?? "");
  const verified = await call("POST", `/api/payments/${online.id}/verify`, user.token, checkout);
  expect(verified.statusCode, verified.body).toBe(200);
  return {
    user,
    cheque: cash.json<Payment>(),
    upi: { ...upi, utr },
    online: verified.json<Payment>(),
  };
}

describe("GET /api/staff/payments", () => {
  it("is for staff and admins only", async () => {
    const user = await createUser(t.app);
    expect((await call("GET", "/api/staff/payments")).statusCode).toBe(401);
    expect((await call("GET", "/api/staff/payments", user.token)).statusCode).toBe(403);
    expect((await call("GET", "/api/staff/payments", t.staff.token)).statusCode).toBe(200);
    expect((await call("GET", "/api/staff/payments", t.admin.token)).statusCode).toBe(200);
  });

  it("lists everyone's payments newest first, a page at a time with the total, found by the payer", async () => {
    const { user, cheque, upi, online } = await payer("Payer Sukanya Mitra");
    const other = await payer("Payer Dipankar Roy");
    const mine = await list("q=sukanya");
    expect(mine.total).toBe(3);
    expect(mine.items.map((payment) => payment.id)).toEqual([online.id, upi.id, cheque.id]);
    expect(mine.items[0]).toMatchObject({
      payerId: user._id,
      payerName: "Payer Sukanya Mitra",
      payerEmail: user.email,
      method: "razorpay",
      status: "paid",
      amountPaise: 45_000,
      reference: online.reference,
    });
    expect(mine.items[0]?.receiptNumber).toMatch(/^RV\//);
    // By email too, case aside.
    expect((await list(`q=${encodeURIComponent(user.email.toUpperCase())}`)).total).toBe(3);
    // Paging: the second of three, one a page.
    const second = await list("q=sukanya&limit=1&page=2");
    expect(second.total).toBe(3);
    expect(second.items.map((payment) => payment.id)).toEqual([upi.id]);
    // Oldest first on asking.
    expect((await list("q=sukanya&sort=createdAt")).items[0]?.id).toBe(cheque.id);
    // The other payer's are not among them, and are found by their own name.
    expect(mine.items.some((payment) => payment.payerId === other.user._id)).toBe(false);
    expect((await list("q=dipankar")).total).toBe(3);
  });

  it("finds a payment by its receipt number, UTR, cheque or the gateway's payment id", async () => {
    const { cheque, upi, online } = await payer("Payer Ruma Sen");
    const one = async (q: string) => (await list(`q=${encodeURIComponent(q)}`)).items;
    expect((await one(online.receiptNumber ?? "-")).map((payment) => payment.id)).toEqual([
      online.id,
    ]);
    expect((await one(upi.utr)).map((payment) => payment.id)).toEqual([upi.id]);
    expect((await one(cheque.reference ?? "-")).map((payment) => payment.id)).toContain(cheque.id);
    expect((await one(online.reference ?? "-")).map((payment) => payment.id)).toEqual([online.id]);
    // A search's wildcard characters are taken as written.
    expect((await list("q=%25")).total).toBe(0);
  });

  it("filters by status, method and days, and by the days money was received", async () => {
    const { cheque, upi, online } = await payer("Payer Anirban Das");
    const submitted = await list("q=anirban&status=submitted");
    expect(submitted.items.map((payment) => payment.id)).toEqual([upi.id]);
    const gateway = await list("q=anirban&method=razorpay");
    expect(gateway.items.map((payment) => payment.id)).toEqual([online.id]);
    const today = indiaDay();
    expect((await list(`q=anirban&from=${today}&to=${today}`)).total).toBe(3);
    expect((await list("q=anirban&to=2020-01-01")).total).toBe(0);
    // Money received: the UPI reference waiting is not (yet).
    const received = await list(`q=anirban&received=true&from=${today}&to=${today}`);
    expect(received.items.map((payment) => payment.method).sort()).toEqual(["cheque", "razorpay"]);
    // Received reads the days it was paid: one made yesterday and paid today counts today.
    const yesterday = new Date(Date.now() - 26 * 60 * 60_000).toISOString();
    await t.app.db
      .updateTable("payments")
      .set({ created_at: yesterday })
      .where("id", "=", online.id)
      .execute();
    expect(
      (await list(`q=anirban&method=razorpay&from=${today}&to=${today}`)).items.map((p) => p.id),
    ).toEqual([]);
    expect(
      (await list(`q=anirban&method=razorpay&received=true&from=${today}&to=${today}`)).items.map(
        (p) => p.id,
      ),
    ).toEqual([online.id]);
    // ... and is ordered by them: the cheque made today but paid two hours ago comes after the
    // payment made yesterday and paid since.
    await t.app.db
      .updateTable("payments")
      .set({ paid_at: new Date(Date.now() - 2 * 60 * 60_000).toISOString() })
      .where("id", "=", cheque.id)
      .execute();
    expect((await list("q=anirban&received=true")).items.map((p) => p.id)).toEqual([
      online.id,
      cheque.id,
    ]);
  });

  it("refuses filters it does not know", async () => {
    for (const query of ["status=lost", "method=barter", "from=2026-13-01", "received=yes"]) {
      expect((await call("GET", `/api/staff/payments?${query}`, t.staff.token)).statusCode).toBe(
        400,
      );
    }
  });
});
