// When a debt changes under a payment (docs/payments.md, "When a debt changes"): a plan change or a
// cancelled order closes the payments still waiting; money captured anyway for a debt that can no
// longer take it is recorded and given back, never a 500; a payment is reused only for what is due
// now; a part refunded is not owed again; a UTR is confirmed once; abandoned gateway payments
// expire and the reconciler asks about the newest first. Against the fake Razorpay, on SQLite and,
// with DATABASE_URL, PostgreSQL.

import { INSTITUTE } from "@app/shared/institute";
import type { Order } from "@app/shared/orders";
import type { Enrolment, Payment, Refund } from "@app/shared/payments";
import type { AuthUser } from "@app/shared/users";
import { describe, expect, it, vi } from "vitest";
import { enrolInMern, setMernInstalments } from "../../test/enrolment-fixtures";
import { paymentsApp } from "../../test/payments-app";
import { lettersWithin } from "../../test/pdf-glyphs";
import { pdfTextOf } from "../../test/pdf-text";
import { auth, buildTestApp, createUser } from "../../test/test-app";
import * as debts from "./debts";
import { EXPIRE_AFTER_MS, RECONCILE_BATCH } from "./payments.service";

// findDebt as the service calls it, so a test can have it answer once what a transaction read
// just before another one changed the debt (the race a retried transaction resolves).
vi.mock("./debts", async (original) => {
  const actual = await original<typeof import("./debts")>();
  return { ...actual, findDebt: vi.fn(actual.findDebt) };
});

const t = paymentsApp();
const { call, placeOrder, startPayment, orderOf, sendWebhook } = t;

const paymentOf = (id: string) => t.paymentOf(t.staff.token, id);

/** A student enrolled in mern, on its plan of three instalments. */
async function enrol(user: AuthUser): Promise<Enrolment> {
  await setMernInstalments(t.app);
  return enrolInMern(t.app, user, t.staff.token);
}

const refundsOf = (paymentId: string) =>
  t.app.db.selectFrom("refunds").selectAll().where("payment_id", "=", paymentId).execute();

describe("a debt that can no longer be paid", () => {
  it("closes the instalment's open payment on a plan change, and gives back money the gateway takes for it anyway", async () => {
    const user = await createUser(t.app);
    const enrolment = await enrol(user);
    const first = enrolment.next?.id ?? "";
    const payment = await startPayment(user, { instalment: first });
    const changed = await call("PUT", `/api/staff/enrolments/${enrolment.id}/plan`, t.staff.token, {
      instalments: [
        { amountPaise: 400_000, dueDate: "2026-12-01" },
        { amountPaise: 400_000, dueDate: "2027-01-01" },
      ],
      reason: "Sibling discount",
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await paymentOf(payment.id)).status).toBe("failed");
    // The payer had Checkout open and paid the old instalment: recorded and given back in full.
    const { payment: taken, checkout } = t.fake.pay(payment.gateway?.orderId ?? "");
    const hook = await sendWebhook(t.fake.paymentEvent("payment.captured", taken));
    expect(hook.statusCode, hook.body).toBe(200);
    expect(await paymentOf(payment.id)).toMatchObject({
      status: "refunded",
      refundedPaise: 300_000,
    });
    expect(t.fake.payments.get(taken.id)?.status).toBe("refunded");
    const [refund] = await refundsOf(payment.id);
    expect(refund).toMatchObject({ amount_paise: 300_000, reason: "debt can no longer be paid" });
    // Checkout's own report of it says why, and changes nothing more.
    const verified = await call("POST", `/api/payments/${payment.id}/verify`, user.token, checkout);
    expect(verified.statusCode).toBe(200);
    const after = (
      await call("GET", `/api/enrolments/${enrolment.id}`, user.token)
    ).json<Enrolment>();
    expect(after).toMatchObject({ paidPaise: 0, totalPaise: 800_000 });
  });

  it("answers a capture for an instalment replaced while its payment was still open with a refund, not a 500", async () => {
    const user = await createUser(t.app);
    const enrolment = await enrol(user);
    const payment = await startPayment(user, { instalment: enrolment.next?.id ?? "" });
    // Replaced by a change this payment did not see (as a plan change committing between the
    // capture reading the debt and crediting it).
    await t.app.db
      .updateTable("instalments")
      .set({ replaced: 1 })
      .where("enrolment_id", "=", enrolment.id)
      .execute();
    const { checkout } = t.fake.pay(payment.gateway?.orderId ?? "");
    const verified = await call("POST", `/api/payments/${payment.id}/verify`, user.token, checkout);
    expect(verified.statusCode, verified.body).toBe(409);
    expect(verified.body).toContain("can no longer be paid");
    expect((await paymentOf(payment.id)).status).toBe("refunded");
    expect(t.fake.payments.get(checkout.razorpay_payment_id)?.status).toBe("refunded");
  });

  it("runs a capture again when its instalment is replaced between reading and crediting it, and gives the money back", async () => {
    const user = await createUser(t.app);
    const enrolment = await enrol(user);
    const instalment = enrolment.next?.id ?? "";
    const payment = await startPayment(user, { instalment });
    const stale = await debts.findDebt(t.app.db, "instalment", instalment);
    await t.app.db
      .updateTable("instalments")
      .set({ replaced: 1 })
      .where("enrolment_id", "=", enrolment.id)
      .execute();
    // The capture reads the debt as it was (payable), then finds no instalment to credit.
    vi.mocked(debts.findDebt).mockResolvedValueOnce(stale);
    const { payment: taken } = t.fake.pay(payment.gateway?.orderId ?? "");
    const hook = await sendWebhook(t.fake.paymentEvent("payment.captured", taken));
    expect(hook.statusCode, hook.body).toBe(200);
    expect((await paymentOf(payment.id)).status).toBe("refunded");
    expect(t.fake.payments.get(taken.id)?.status).toBe("refunded");
    const instalments = await t.app.db
      .selectFrom("instalments")
      .select("paid_paise")
      .where("enrolment_id", "=", enrolment.id)
      .execute();
    expect(instalments.every((row) => row.paid_paise === 0)).toBe(true);
  });

  it("closes an order's open payment when it is cancelled; a capture for it is given back", async () => {
    const user = await createUser(t.app);
    const order = await placeOrder(user);
    const payment = await startPayment(user, { order: order._id });
    const cancelled = await call("PUT", `/api/orders/${order._id}`, t.admin.token, {
      status: "cancelled",
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await paymentOf(payment.id)).status).toBe("failed");
    const { payment: taken } = t.fake.pay(payment.gateway?.orderId ?? "");
    expect((await sendWebhook(t.fake.paymentEvent("order.paid", taken))).statusCode).toBe(200);
    expect((await paymentOf(payment.id)).status).toBe("refunded");
    expect(((await orderOf(user, order._id)) as Order).paidPaise).toBe(0);
  });

  it("records a UPI payment confirmed for a cancelled order as received and handed back", async () => {
    const user = await createUser(t.app);
    const order = await placeOrder(user);
    const payment = await startPayment(user, { order: order._id }, "upi");
    const submitted = await call("POST", `/api/payments/${payment.id}/upi-reference`, user.token, {
      utr: "512345678001",
    });
    expect(submitted.statusCode).toBe(200);
    await call("PUT", `/api/orders/${order._id}`, t.admin.token, { status: "cancelled" });
    // The reference given stays for staff: the money may be in the bank.
    expect((await paymentOf(payment.id)).status).toBe("submitted");
    const confirmed = await call(
      "POST",
      `/api/staff/payments/${payment.id}/confirm`,
      t.staff.token,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<Payment>()).toMatchObject({ status: "refunded", receiptNumber: null });
    expect(await refundsOf(payment.id)).toMatchObject([
      { amount_paise: 45_000, status: "processed", created_by: t.staff._id },
    ]);
    expect(((await orderOf(user, order._id)) as Order).paidPaise).toBe(0);
  });
});

describe("a UPI reference given when the debt changes under it", () => {
  let utrs = 0;
  /** A UPI payment of `user`'s for `debt` whose UTR waits for staff. */
  async function submittedUpi(user: AuthUser, debt: object) {
    const payment = await startPayment(user, debt, "upi");
    utrs += 1;
    const utr = `61${String(Date.now()).slice(-6)}${String(utrs).padStart(4, "0")}`;
    const res = await call("POST", `/api/payments/${payment.id}/upi-reference`, user.token, {
      utr,
    });
    expect(res.statusCode, res.body).toBe(200);
    return payment;
  }
  const paidOf = (enrolmentId: string) =>
    t.app.db
      .selectFrom("instalments")
      .select(["paid_paise", "replaced"])
      .where("enrolment_id", "=", enrolmentId)
      .orderBy("position")
      .execute();

  it("stays for staff after a plan change, and confirmed is recorded and handed back", async () => {
    const user = await createUser(t.app);
    const enrolment = await enrol(user);
    const payment = await submittedUpi(user, { instalment: enrolment.next?.id ?? "" });
    const changed = await call("PUT", `/api/staff/enrolments/${enrolment.id}/plan`, t.staff.token, {
      instalments: [{ amountPaise: 800_000, dueDate: "2027-01-01" }],
      reason: "One payment",
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // The money may be in the bank: the reference waits for staff, with why it cannot pay.
    const waiting = await t.app.db
      .selectFrom("payments")
      .select(["status", "note", "open_key"])
      .where("id", "=", payment.id)
      .executeTakeFirstOrThrow();
    expect(waiting).toMatchObject({ status: "submitted", note: "plan changed", open_key: null });
    const confirmed = await call(
      "POST",
      `/api/staff/payments/${payment.id}/confirm`,
      t.staff.token,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<Payment>()).toMatchObject({ status: "refunded", receiptNumber: null });
    expect(await refundsOf(payment.id)).toMatchObject([
      { amount_paise: 300_000, status: "processed", reason: "debt can no longer be paid" },
    ]);
    expect((await paidOf(enrolment.id)).every((row) => row.paid_paise === 0)).toBe(true);
  });

  it("confirmed when its instalment is replaced between reading and crediting it, is handed back, not a 500", async () => {
    const user = await createUser(t.app);
    const enrolment = await enrol(user);
    const instalment = enrolment.next?.id ?? "";
    const payment = await submittedUpi(user, { instalment });
    const stale = await debts.findDebt(t.app.db, "instalment", instalment);
    await t.app.db
      .updateTable("instalments")
      .set({ replaced: 1 })
      .where("enrolment_id", "=", enrolment.id)
      .execute();
    // The confirmation reads the debt as it was (payable), then finds no instalment to credit.
    vi.mocked(debts.findDebt).mockResolvedValueOnce(stale);
    const confirmed = await call(
      "POST",
      `/api/staff/payments/${payment.id}/confirm`,
      t.staff.token,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<Payment>().status).toBe("refunded");
    expect((await paidOf(enrolment.id)).every((row) => row.paid_paise === 0)).toBe(true);
  });

  it("confirmed after the desk took the whole debt, is handed back", async () => {
    const user = await createUser(t.app);
    const order = await placeOrder(user);
    const payment = await submittedUpi(user, { order: order._id });
    const desk = await call("POST", "/api/staff/payments", t.staff.token, {
      for: { order: order._id },
      amountPaise: 45_000,
      method: "cash",
    });
    expect(desk.statusCode, desk.body).toBe(201);
    expect((await paymentOf(payment.id)).status).toBe("submitted");
    const confirmed = await call(
      "POST",
      `/api/staff/payments/${payment.id}/confirm`,
      t.staff.token,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<Payment>()).toMatchObject({ status: "refunded", receiptNumber: null });
    expect(await refundsOf(payment.id)).toMatchObject([
      { amount_paise: 45_000, reason: "debt paid by another payment" },
    ]);
    expect(((await orderOf(user, order._id)) as Order).paidPaise).toBe(45_000);
  });

  it("after the desk took part of the debt, lets its payer pay the rest while it waits", async () => {
    const user = await createUser(t.app);
    const enrolment = await enrol(user);
    const instalment = enrolment.next?.id ?? "";
    const payment = await submittedUpi(user, { instalment });
    const desk = await call("POST", "/api/staff/payments", t.staff.token, {
      for: { instalment },
      amountPaise: 100_000,
      method: "cash",
    });
    expect(desk.statusCode, desk.body).toBe(201);
    // What is due changed: the payer is asked for the rest, by either way of paying.
    const rest = await call("POST", "/api/payments", user.token, {
      for: { instalment },
      method: "razorpay",
    });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json<Payment>().amountPaise).toBe(200_000);
    // The reference waits for staff still, no longer the instalment's open payment.
    const waiting = await t.app.db
      .selectFrom("payments")
      .select(["status", "note", "open_key"])
      .where("id", "=", payment.id)
      .executeTakeFirstOrThrow();
    expect(waiting).toMatchObject({
      status: "submitted",
      note: "amount due changed",
      open_key: null,
    });
    // Confirmed, the old amount is more than is due: recorded and handed back in full.
    const confirmed = await call(
      "POST",
      `/api/staff/payments/${payment.id}/confirm`,
      t.staff.token,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<Payment>().status).toBe("refunded");
  });

  it("for what is due now, is the payment asked for again (another way of paying is refused)", async () => {
    const user = await createUser(t.app);
    const order = await placeOrder(user);
    const payment = await submittedUpi(user, { order: order._id });
    const again = await call("POST", "/api/payments", user.token, {
      for: { order: order._id },
      method: "upi",
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<Payment>()).toMatchObject({ id: payment.id, status: "submitted" });
    const online = await call("POST", "/api/payments", user.token, {
      for: { order: order._id },
      method: "razorpay",
    });
    expect(online.statusCode).toBe(409);
  });
});

describe("a payment reused only for what is due now", () => {
  it("makes a fresh payment for the rest after a part payment at the desk", async () => {
    const user = await createUser(t.app);
    const order = await placeOrder(user);
    const first = await startPayment(user, { order: order._id });
    expect(first.amountPaise).toBe(45_000);
    const desk = await call("POST", "/api/staff/payments", t.staff.token, {
      for: { order: order._id },
      amountPaise: 20_000,
      method: "cash",
    });
    expect(desk.statusCode, desk.body).toBe(201);
    const second = await startPayment(user, { order: order._id });
    expect(second.id).not.toBe(first.id);
    expect(second.amountPaise).toBe(25_000);
    expect(t.fake.orders.get(second.gateway?.orderId ?? "")?.amount).toBe(25_000);
    expect((await paymentOf(first.id)).status).toBe("failed");
    // Asked again: the same fresh payment.
    expect((await startPayment(user, { order: order._id })).id).toBe(second.id);
    const { checkout } = t.fake.pay(second.gateway?.orderId ?? "");
    const paid = await call("POST", `/api/payments/${second.id}/verify`, user.token, checkout);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await orderOf(user, order._id)).toMatchObject({
      paidPaise: 45_000,
      paymentStatus: "paid",
    });
  });
});

describe("a part refunded", () => {
  it("is not asked to be paid again", async () => {
    const user = await createUser(t.app);
    const order = await placeOrder(user);
    const desk = await call("POST", "/api/staff/payments", t.staff.token, {
      for: { order: order._id },
      amountPaise: 45_000,
      method: "cash",
    });
    const refund = await call(
      "POST",
      `/api/payments/${desk.json<Payment>().id}/refunds`,
      t.admin.token,
      { amountPaise: 5_000, reason: "Cover torn" },
      { "idempotency-key": "part-refund-0001" },
    );
    expect(refund.statusCode, refund.body).toBe(201);
    expect(refund.json<Refund>().amountPaise).toBe(5_000);
    expect(await orderOf(user, order._id)).toMatchObject({
      paidPaise: 40_000,
      paymentStatus: "paid",
    });
    const again = await call("POST", "/api/payments", user.token, { for: { order: order._id } });
    expect(again.statusCode).toBe(409);
    // All of it given back: refunded, and nothing owed either.
    const rest = await call(
      "POST",
      `/api/payments/${desk.json<Payment>().id}/refunds`,
      t.admin.token,
      { amountPaise: 40_000, reason: "Returned" },
      { "idempotency-key": "part-refund-0002" },
    );
    expect(rest.statusCode, rest.body).toBe(201);
    expect((await orderOf(user, order._id))?.paymentStatus).toBe("refunded");
    expect(
      (await call("POST", "/api/payments", user.token, { for: { order: order._id } })).statusCode,
    ).toBe(409);
  });
});

describe("one UTR, one payment", () => {
  it("refuses to confirm or take a UTR another payment holds confirmed", async () => {
    const user = await createUser(t.app);
    const [a, b, c] = [await placeOrder(user), await placeOrder(user), await placeOrder(user)];
    const utr = "512345678002";
    const pa = await startPayment(user, { order: a._id }, "upi");
    const pb = await startPayment(user, { order: b._id }, "upi");
    for (const p of [pa, pb]) {
      const res = await call("POST", `/api/payments/${p.id}/upi-reference`, user.token, { utr });
      expect(res.statusCode, res.body).toBe(200);
    }
    const first = await call("POST", `/api/staff/payments/${pa.id}/confirm`, t.staff.token);
    expect(first.statusCode, first.body).toBe(200);
    const second = await call("POST", `/api/staff/payments/${pb.id}/confirm`, t.staff.token);
    expect(second.statusCode).toBe(409);
    expect(second.json<{ message: string }>().message).toContain("already confirmed");
    expect((await paymentOf(pb.id)).status).toBe("submitted");
    expect(((await orderOf(user, b._id)) as Order).paidPaise).toBe(0);
    const pc = await startPayment(user, { order: c._id }, "upi");
    const third = await call("POST", `/api/payments/${pc.id}/upi-reference`, user.token, { utr });
    expect(third.statusCode).toBe(409);
    expect((await paymentOf(pc.id)).status).toBe("created");
  });
});

describe("the reconciler and abandoned payments", () => {
  it("expires a gateway payment left unpaid for a day, and still pays one captured late", async () => {
    const user = await createUser(t.app);
    const abandoned = await startPayment(user, { order: (await placeOrder(user))._id });
    const late = await startPayment(user, { order: (await placeOrder(user))._id });
    t.fake.pay(late.gateway?.orderId ?? "");
    const start = Date.now();
    // Within the day: asked about, left open.
    await t.app.payments.reconcile(new Date(start + 6 * 60 * 60_000));
    expect((await paymentOf(abandoned.id)).status).toBe("created");
    expect((await paymentOf(late.id)).status).toBe("paid");
    const nextDay = new Date(start + EXPIRE_AFTER_MS + 60_000);
    const run = await t.app.payments.reconcile(nextDay);
    expect(run.expired).toBeGreaterThanOrEqual(1);
    expect((await paymentOf(abandoned.id)).status).toBe("failed");
    // Out of the queue: never asked about again.
    const checked = await t.app.db
      .selectFrom("payments")
      .select("checked_at")
      .where("id", "=", abandoned.id)
      .executeTakeFirstOrThrow();
    await t.app.payments.reconcile(new Date(nextDay.getTime() + 60 * 60_000));
    expect(
      (
        await t.app.db
          .selectFrom("payments")
          .select("checked_at")
          .where("id", "=", abandoned.id)
          .executeTakeFirstOrThrow()
      ).checked_at,
    ).toBe(checked.checked_at);
    // The payer paid it after all: the capture still counts.
    const { payment: taken } = t.fake.pay(abandoned.gateway?.orderId ?? "");
    expect((await sendWebhook(t.fake.paymentEvent("payment.captured", taken))).statusCode).toBe(
      200,
    );
    expect((await paymentOf(abandoned.id)).status).toBe("paid");
  });

  it.each([400, 404] as const)(
    "expires after a day a payment whose order the gateway does not know (answered %i)",
    async (status) => {
      const user = await createUser(t.app);
      const lost = await startPayment(user, { order: (await placeOrder(user))._id });
      const orderId = lost.gateway?.orderId ?? "";
      t.fake.orders.delete(orderId);
      t.fake.answers.unknownOrder = status;
      try {
        const start = Date.now();
        // Within the day it is asked about and left waiting, as an unpaid one is.
        const early = await t.app.payments.reconcile(new Date(start + 6 * 60 * 60_000));
        expect(early.checked).toBeGreaterThanOrEqual(1);
        expect((await paymentOf(lost.id)).status).toBe("created");
        // A day after it was made it is closed, and asked about no more.
        const nextDay = new Date(start + EXPIRE_AFTER_MS + 60_000);
        expect((await t.app.payments.reconcile(nextDay)).expired).toBeGreaterThanOrEqual(1);
        const closed = await t.app.db
          .selectFrom("payments")
          .select(["status", "note", "open_key", "checked_at"])
          .where("id", "=", lost.id)
          .executeTakeFirstOrThrow();
        expect(closed).toMatchObject({ status: "failed", note: "expired", open_key: null });
        await t.app.payments.reconcile(new Date(nextDay.getTime() + 60 * 60_000));
        expect(
          (
            await t.app.db
              .selectFrom("payments")
              .select("checked_at")
              .where("id", "=", lost.id)
              .executeTakeFirstOrThrow()
          ).checked_at,
        ).toBe(closed.checked_at);
      } finally {
        t.fake.answers.unknownOrder = 400;
      }
    },
  );

  it("reaches a lost webhook of a moment ago however many old payments wait", async () => {
    const user = await createUser(t.app);
    const order = await placeOrder(user);
    const recent = await startPayment(user, { order: order._id });
    t.fake.pay(recent.gateway?.orderId ?? "");
    const now = Date.now() + 10 * 60_000;
    const template = await t.app.db
      .selectFrom("payments")
      .selectAll()
      .where("id", "=", recent.id)
      .executeTakeFirstOrThrow();
    // More old payments than one run asks about, made an hour before, on orders the gateway
    // does not know (so each stays waiting).
    await t.app.db
      .insertInto("payments")
      .values(
        Array.from({ length: RECONCILE_BATCH + 5 }, (_, index) => ({
          ...template,
          id: `old-${String(index).padStart(4, "0")}-${recent.id}`.slice(0, 36),
          open_key: null,
          gateway_order_id: `order_gone${index}`,
          created_at: new Date(now - 60 * 60_000 - index * 1000).toISOString(),
          updated_at: new Date(now - 60 * 60_000).toISOString(),
        })),
      )
      .execute();
    const run = await t.app.payments.reconcile(new Date(now));
    expect(run.paid).toBeGreaterThanOrEqual(1);
    expect((await paymentOf(recent.id)).status).toBe("paid");
  });
});

describe("what the payment page shows first", () => {
  it("answers the methods set up, without secrets, to anyone signed in", async () => {
    const user = await createUser(t.app);
    const res = await call("GET", "/api/payments/methods", user.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ razorpay: true, upi: true });
    expect(res.body).not.toContain(t.fake.keySecret);
    expect((await call("GET", "/api/payments/methods", undefined)).statusCode).toBe(401);
    const bare = await buildTestApp({ paymentsReconcile: false });
    try {
      const someone = await createUser(bare.app);
      const none = await bare.app.inject({
        method: "GET",
        url: "/api/payments/methods",
        headers: auth(someone.token),
      });
      expect(none.json()).toEqual({ razorpay: false, upi: false });
    } finally {
      await bare.close();
    }
  });

  it("names an instalment to a Bengali reader with its numbers in Bengali digits", async () => {
    const user = await createUser(t.app, "user", "Rita Saha");
    await t.app.db.updateTable("users").set({ locale: "bn" }).where("id", "=", user._id).execute();
    const enrolment = await enrol(user);
    const second = enrolment.instalments.find((instalment) => instalment.position === 2);
    const res = await call("GET", `/api/payments/debt?instalment=${second?.id}`, user.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ label: string }>().label).toBe("ফুলস্ট্যাক (MERN) — কিস্তি ২ / ৩");
  });

  it("answers a debt's label, payer and amount due to its payer and staff, 404 to another", async () => {
    const user = await createUser(t.app, "user", "Mita Sen");
    const order = await placeOrder(user);
    const res = await call("GET", `/api/payments/debt?order=${order._id}`, user.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      kind: "order",
      id: order._id,
      payerName: "Mita Sen",
      totalPaise: 45_000,
      duePaise: 45_000,
      payable: true,
    });
    expect(res.json<{ label: string }>().label).toContain("Order");
    expect(
      (await call("GET", `/api/payments/debt?order=${order._id}&lang=bn`, user.token)).statusCode,
    ).toBe(400);
    expect(
      (await call("GET", `/api/payments/debt?order=${order._id}`, t.staff.token)).statusCode,
    ).toBe(200);
    const other = await createUser(t.app);
    expect(
      (await call("GET", `/api/payments/debt?order=${order._id}`, other.token)).statusCode,
    ).toBe(404);
    expect((await call("GET", "/api/payments/debt", user.token)).statusCode).toBe(400);
  });
});

describe("a Bengali receipt", () => {
  it("is headed by the institute's Bengali name and address, the English where none is written", async () => {
    const user = await createUser(t.app);
    const order = await placeOrder(user);
    const desk = await call("POST", "/api/staff/payments", t.staff.token, {
      for: { order: order._id },
      amountPaise: 45_000,
      method: "cash",
    });
    expect(desk.statusCode, desk.body).toBe(201);
    const receipt = (lang: string) =>
      call("GET", `/api/payments/${desk.json<Payment>().id}/receipt.pdf?lang=${lang}`, user.token);
    const bengali = (await pdfTextOf((await receipt("bn")).rawPayload)).replace(/\s+/g, " ");
    // Bengali is extracted in the glyphs' visual order: its letters, not its spelling, are compared.
    const heading = [INSTITUTE.nameBn, ...INSTITUTE.addressLinesBn].join(" ");
    expect(lettersWithin(bengali, heading, "Bengali")).toEqual([]);
    expect(bengali).not.toContain(INSTITUTE.name);
    expect(bengali).not.toContain(INSTITUTE.addressLines[0]);
    const english = (await pdfTextOf((await receipt("en")).rawPayload)).replace(/\s+/g, " ");
    expect(english).toContain(INSTITUTE.name);
    // No Bengali name written: the English heads the Bengali receipt too.
    const save = (changes: object) =>
      call("PUT", "/api/institute", t.admin.token, { ...INSTITUTE, ...changes });
    expect((await save({ nameBn: "", addressLinesBn: [] })).statusCode).toBe(200);
    try {
      const fallback = (await pdfTextOf((await receipt("bn")).rawPayload)).replace(/\s+/g, " ");
      expect(fallback).toContain(INSTITUTE.name);
      expect(fallback).toContain(INSTITUTE.addressLines[0]);
    } finally {
      expect((await save({})).statusCode).toBe(200);
    }
  });
});
