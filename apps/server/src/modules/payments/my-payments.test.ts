// GET /api/payments/mine, the receipts listed in the account (docs/payments.md), on SQLite and,
// with DATABASE_URL, PostgreSQL: a user's own payments only, newest first, paged with the total,
// each with the refunds given back on it; another user's receipt is not found, a visitor 401.
import type { Order } from "@app/shared/orders";
import type { MyPayment, Payment } from "@app/shared/payments";
import type { AuthUser } from "@app/shared/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addProduct, placeOrder as placeShopOrder } from "../../test/shop-fixtures";
import { ADMIN, auth, buildTestApp, createUser, login, type TestApp } from "../../test/test-app";

let t: TestApp;
let admin: AuthUser;
let staff: AuthUser;
let productId: string;

beforeAll(async () => {
  t = await buildTestApp({
    payments: { upi: { vpa: "plassey.institute@okaxis", payeeName: "Plassey Institute" } },
    paymentsReconcile: false,
  });
  admin = await login(t.app, ADMIN.email, ADMIN.password);
  staff = await createUser(t.app, "staff", "Desk Staff");
  productId = (await addProduct(t.app, admin.token, { price: "500", sellprice: "450" }))._id;
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const call = (method: "GET" | "POST", url: string, token?: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: token ? auth(token) : {},
    ...(payload ? { payload } : {}),
  });

/** An order of the demo product by `user`. */
const placeOrder = (user: AuthUser): Promise<Order> => placeShopOrder(t.app, user.token, productId);

/** An order of the user's paid in cash at the desk: a paid payment with its receipt. */
async function paidAtDesk(user: AuthUser): Promise<Payment> {
  const order = await placeOrder(user);
  const res = await call("POST", "/api/staff/payments", staff.token, {
    for: { order: order._id },
    amountPaise: 45_000,
    method: "cash",
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Payment>();
}

const mine = async (token: string, query = "") => {
  const res = await call("GET", `/api/payments/mine${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return { total: Number(res.headers["x-total-count"]), items: res.json<MyPayment[]>() };
};

describe("GET /api/payments/mine", () => {
  it("lists the caller's own payments only, newest first, a page at a time with the total", async () => {
    const user = await createUser(t.app);
    const other = await createUser(t.app);
    const first = await paidAtDesk(user);
    const theirs = await paidAtDesk(other);
    const second = await paidAtDesk(user);
    // A UPI payment whose reference is not sent yet: listed too, without a receipt.
    const upiOrder = await placeOrder(user);
    const upi = await call("POST", "/api/payments", user.token, {
      for: { order: upiOrder._id },
      method: "upi",
    });
    expect(upi.statusCode, upi.body).toBe(201);
    const third = upi.json<Payment>();

    const all = await mine(user.token);
    expect(all.total).toBe(3);
    expect(all.items.map((payment) => payment.id)).toEqual([third.id, second.id, first.id]);
    expect(all.items.some((payment) => payment.id === theirs.id)).toBe(false);
    expect(all.items[1]).toMatchObject({
      status: "paid",
      method: "cash",
      amountPaise: 45_000,
      receiptNumber: second.receiptNumber,
      refunds: [],
    });
    expect(all.items[0]).toMatchObject({ status: "created", receiptNumber: null });

    const pageOne = await mine(user.token, "?limit=2");
    const pageTwo = await mine(user.token, "?limit=2&page=2");
    expect(pageOne.total).toBe(3);
    expect(pageTwo.total).toBe(3);
    expect(pageOne.items.map((payment) => payment.id)).toEqual([third.id, second.id]);
    expect(pageTwo.items.map((payment) => payment.id)).toEqual([first.id]);
    const oldest = await mine(user.token, "?sort=createdAt&limit=1");
    expect(oldest.items.map((payment) => payment.id)).toEqual([first.id]);

    // Staff see only their own here (everyone's is GET /api/payments).
    expect((await mine(staff.token)).total).toBe(0);
  });

  it("shows the refunds given back on each payment, oldest first", async () => {
    const user = await createUser(t.app);
    const payment = await paidAtDesk(user);
    for (const [key, amountPaise] of [
      ["refund-part-one", 10_000],
      ["refund-part-two", 35_000],
    ] as const) {
      const res = await t.app.inject({
        method: "POST",
        url: `/api/payments/${payment.id}/refunds`,
        headers: { ...auth(admin.token), "idempotency-key": key },
        payload: { amountPaise, reason: "Course cancelled" },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const [listed] = (await mine(user.token)).items;
    expect(listed).toMatchObject({ id: payment.id, status: "refunded", refundedPaise: 45_000 });
    expect(listed?.refunds.map((refund) => [refund.amountPaise, refund.status])).toEqual([
      [10_000, "processed"],
      [35_000, "processed"],
    ]);
    // The staff's reason stays with the staff.
    expect(JSON.stringify(listed?.refunds)).not.toContain("Course cancelled");
  });

  it("answers a visitor 401, and another user's payment and receipt are not found", async () => {
    const user = await createUser(t.app);
    const other = await createUser(t.app);
    const payment = await paidAtDesk(user);
    expect((await call("GET", "/api/payments/mine")).statusCode).toBe(401);
    expect((await call("GET", `/api/payments/${payment.id}/receipt.pdf`)).statusCode).toBe(401);
    const receipt = await call("GET", `/api/payments/${payment.id}/receipt.pdf`, user.token);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers["content-type"]).toContain("application/pdf");
    expect(
      (await call("GET", `/api/payments/${payment.id}/receipt.pdf`, other.token)).statusCode,
    ).toBe(404);
    expect((await call("GET", `/api/payments/${payment.id}`, other.token)).statusCode).toBe(404);
  });

  it("refuses a page size past the limit", async () => {
    const user = await createUser(t.app);
    expect((await call("GET", "/api/payments/mine?limit=500", user.token)).statusCode).toBe(400);
  });
});
