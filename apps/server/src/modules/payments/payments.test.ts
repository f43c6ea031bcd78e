// Taking the money against the local fake Razorpay (test/fake-razorpay.ts), on SQLite and, with
// DATABASE_URL, PostgreSQL: what the "done when" asks of the gateway, UPI references, the
// desk, receipts, enrolments and who may do what (docs/payments.md).

import type { Invoice } from "@app/shared/invoices";
import type { Order } from "@app/shared/orders";
import type { Enrolment, Payment, Refund } from "@app/shared/payments";
import type { AuthUser } from "@app/shared/users";
import { describe, expect, it, vi } from "vitest";
import { enrolInMern, setMernInstalments } from "../../test/enrolment-fixtures";
import { REGULAR_GST } from "../../test/gst-fixtures";
import { paymentsApp } from "../../test/payments-app";
import { pdfTextOf } from "../../test/pdf-text";
import { createUser } from "../../test/test-app";

const t = paymentsApp();
const { call, placeOrder, startPayment, paymentOf, orderOf, sendWebhook, saveInstitute } = t;

describe("paying an order through the gateway", () => {
  it("creates the gateway order for the server's amount, and the same payment when asked again", async () => {
    const user = await createUser(t.app);
    const order = await placeOrder(user);
    const first = await call("POST", "/api/payments", user.token, { for: { order: order._id } });
    expect(first.statusCode).toBe(201);
    const payment = first.json<Payment>();
    expect(payment).toMatchObject({
      status: "created",
      amountPaise: 45_000,
      currency: "INR",
      provider: "razorpay",
      gateway: { keyId: t.fake.keyId },
    });
    const gatewayOrder = t.fake.orders.get(payment.gateway?.orderId ?? "");
    expect(gatewayOrder).toMatchObject({ amount: 45_000, receipt: payment.id });
    const again = await startPayment(user, { order: order._id });
    expect(again.id).toBe(payment.id);
    expect((await orderOf(user, order._id))?.paymentStatus).toBe("unpaid");
  });

  it("refuses a forged checkout signature (400, nothing changed) and pays with a genuine one", async () => {
    const user = await createUser(t.app);
    const order = await placeOrder(user);
    const payment = await startPayment(user, { order: order._id });
    const { checkout } = t.fake.pay(payment.gateway?.orderId ?? "");
    // Its last hex digit changed (to another digit: one in sixteen signatures ends in "0").
    const last = checkout.razorpay_signature.slice(-1);
    const forged = await call("POST", `/api/payments/${payment.id}/verify`, user.token, {
      ...checkout,
      razorpay_signature: `${checkout.razorpay_signature.slice(0, -1)}${last === "0" ? "1" : "0"}`,
    });
    expect(forged.statusCode).toBe(400);
    expect((await paymentOf(user.token, payment.id)).status).toBe("created");
    expect((await orderOf(user, order._id))?.paymentStatus).toBe("unpaid");
    const otherOrder = await call("POST", `/api/payments/${payment.id}/verify`, user.token, {
      ...checkout,
      razorpay_order_id: "order_someoneelse",
    });
    expect(otherOrder.statusCode).toBe(400);

    const genuine = await call("POST", `/api/payments/${payment.id}/verify`, user.token, checkout);
    expect(genuine.statusCode, genuine.body).toBe(200);
    const paid = genuine.json<Payment>();
    expect(paid.status).toBe("paid");
    expect(paid.receiptNumber).toMatch(/^RV\/\d{2}-\d{2}\/\d{5}$/);
    expect(paid.reference).toBe(checkout.razorpay_payment_id);
    expect((await orderOf(user, order._id))?.paymentStatus).toBe("paid");
    // Paid: nothing more to pay.
    const more = await call("POST", "/api/payments", user.token, { for: { order: order._id } });
    expect(more.statusCode).toBe(409);
  });

  it("refuses a webhook with one byte changed, and credits an event sent three times once", async () => {
    const user = await createUser(t.app);
    const order = await placeOrder(user);
    const payment = await startPayment(user, { order: order._id });
    const { payment: taken } = t.fake.pay(payment.gateway?.orderId ?? "");
    const hook = t.fake.paymentEvent("payment.captured", taken);
    const tampered = await sendWebhook({
      ...hook,
      body: hook.body.replace('"amount":45000', '"amount":45001'),
    });
    expect(tampered.statusCode).toBe(400);
    const unsigned = await sendWebhook({
      ...hook,
      headers: { ...hook.headers, "x-razorpay-signature": "" },
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await paymentOf(user.token, payment.id)).status).toBe("created");

    for (let i = 0; i < 3; i++) expect((await sendWebhook(hook)).statusCode).toBe(200);
    const paid = await paymentOf(user.token, payment.id);
    expect(paid.status).toBe("paid");
    const mine = (await orderOf(user, order._id)) as Order;
    expect(mine.paidPaise).toBe(45_000);
    // The browser's verify after the webhook: still one payment, paid once.
    const { checkout } = {
      checkout: {
        razorpay_order_id: taken.order_id,
        razorpay_payment_id: taken.id,
        razorpay_signature: (await import("./razorpay")).hmacHex(
          t.fake.keySecret,
          `${taken.order_id}|${taken.id}`,
        ),
      },
    };
    const verify = await call("POST", `/api/payments/${payment.id}/verify`, user.token, checkout);
    expect(verify.statusCode).toBe(200);
    expect(((await orderOf(user, order._id)) as Order).paidPaise).toBe(45_000);
    // Paid in full online: the order's invoice, once however often it was reported (decision 057).
    const invoices = (await call("GET", "/api/invoices/mine", user.token)).json<Invoice[]>();
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({
      totalPaise: 45_000,
      gst: { source: { kind: "order", id: order._id } },
    });
  });

  it("ends paid by order.paid alone, and never moves back from paid on payment.failed", async () => {
    const user = await createUser(t.app);
    const order = await placeOrder(user);
    const payment = await startPayment(user, { order: order._id });
    const { payment: failed } = t.fake.pay(payment.gateway?.orderId ?? "", "failed");
    const { payment: taken } = t.fake.pay(payment.gateway?.orderId ?? "");
    expect((await sendWebhook(t.fake.paymentEvent("order.paid", taken))).statusCode).toBe(200);
    expect((await sendWebhook(t.fake.paymentEvent("payment.failed", failed))).statusCode).toBe(200);
    expect((await paymentOf(user.token, payment.id)).status).toBe("paid");
  });

  it("pays a payment whose webhook was dropped when the reconciler asks the gateway", async () => {
    const user = await createUser(t.app);
    const order = await placeOrder(user);
    const payment = await startPayment(user, { order: order._id });
    t.fake.pay(payment.gateway?.orderId ?? "");
    // Too soon: a payment is left to its browser and webhook for a few minutes.
    expect((await t.app.payments.reconcile(new Date())).paid).toBe(0);
    const later = new Date(Date.now() + 6 * 60_000);
    const outcome = await t.app.payments.reconcile(later);
    expect(outcome.paid).toBeGreaterThanOrEqual(1);
    expect((await paymentOf(user.token, payment.id)).status).toBe("paid");
    expect((await orderOf(user, order._id))?.paymentStatus).toBe("paid");
  });

  it("claims each payment for one reconciler only, however many run at once", async () => {
    const user = await createUser(t.app);
    const order = await placeOrder(user);
    const payment = await startPayment(user, { order: order._id });
    const later = new Date(Date.now() + 20 * 60_000);
    const runs = await Promise.all([
      t.app.payments.reconcile(later),
      t.app.payments.reconcile(later),
      t.app.payments.reconcile(later),
    ]);
    const asked = await t.app.db
      .selectFrom("payments")
      .select("checked_at")
      .where("id", "=", payment.id)
      .executeTakeFirstOrThrow();
    expect(asked.checked_at).toBe(later.toISOString());
    expect(runs.reduce((sum, run) => sum + run.checked, 0)).toBeGreaterThanOrEqual(1);
    // Asked once within the window: a second run at the same time asks nobody again.
    expect((await t.app.payments.reconcile(later)).checked).toBe(0);
  });
});

describe("two browsers paying one debt", () => {
  it("ends with one payment taken and the other refunded", async () => {
    const user = await createUser(t.app);
    const order = await placeOrder(user);
    const [a, b] = await Promise.all([
      startPayment(user, { order: order._id }),
      startPayment(user, { order: order._id }),
    ]);
    expect(a.id).toBe(b.id);
    const first = t.fake.pay(a.gateway?.orderId ?? "");
    const second = t.fake.pay(a.gateway?.orderId ?? "");
    const answers = await Promise.all([
      call("POST", `/api/payments/${a.id}/verify`, user.token, first.checkout),
      call("POST", `/api/payments/${a.id}/verify`, user.token, second.checkout),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(((await orderOf(user, order._id)) as Order).paidPaise).toBe(45_000);
    const refunded = [first.payment, second.payment].filter((p) => p.status === "refunded");
    expect(refunded).toHaveLength(1);
  });

  it("gives back a gateway payment whose debt the desk was paid meanwhile", async () => {
    const user = await createUser(t.app);
    const order = await placeOrder(user);
    const online = await startPayment(user, { order: order._id });
    const desk = await call("POST", "/api/staff/payments", t.staff.token, {
      for: { order: order._id },
      amountPaise: 45_000,
      method: "cash",
    });
    expect(desk.statusCode, desk.body).toBe(201);
    const { payment: taken } = t.fake.pay(online.gateway?.orderId ?? "");
    expect((await sendWebhook(t.fake.paymentEvent("payment.captured", taken))).statusCode).toBe(
      200,
    );
    expect((await paymentOf(user.token, online.id)).status).toBe("refunded");
    expect(t.fake.payments.get(taken.id)?.status).toBe("refunded");
    expect(((await orderOf(user, order._id)) as Order).paidPaise).toBe(45_000);
  });
});

describe("refunds", () => {
  it("makes one refund for one Idempotency-Key sent twice, and only admins refund", async () => {
    const user = await createUser(t.app);
    const order = await placeOrder(user);
    const payment = await startPayment(user, { order: order._id });
    const { checkout } = t.fake.pay(payment.gateway?.orderId ?? "");
    await call("POST", `/api/payments/${payment.id}/verify`, user.token, checkout);
    const body = { amountPaise: 10_000, reason: "Damaged on delivery" };
    const key = { "idempotency-key": "refund-key-0001" };
    expect(
      (await call("POST", `/api/payments/${payment.id}/refunds`, t.staff.token, body, key))
        .statusCode,
    ).toBe(403);
    expect(
      (await call("POST", `/api/payments/${payment.id}/refunds`, t.admin.token, body)).statusCode,
    ).toBe(400);
    const [one, two] = await Promise.all([
      call("POST", `/api/payments/${payment.id}/refunds`, t.admin.token, body, key),
      call("POST", `/api/payments/${payment.id}/refunds`, t.admin.token, body, key),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 201]);
    expect(one.json<Refund>().id).toBe(two.json<Refund>().id);
    const three = await call(
      "POST",
      `/api/payments/${payment.id}/refunds`,
      t.admin.token,
      body,
      key,
    );
    expect(three.json<Refund>().id).toBe(one.json<Refund>().id);
    const calls = t.fake.refundCalls.filter((c) => c.paymentId === checkout.razorpay_payment_id);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.idempotencyKey).toContain("refund-key-0001");
    expect(t.fake.payments.get(checkout.razorpay_payment_id)?.amount_refunded).toBe(10_000);
    const after = await paymentOf(user.token, payment.id);
    expect(after).toMatchObject({ status: "partly-refunded", refundedPaise: 10_000 });
    // The part given back is not owed again (docs/payments.md, "What is owed").
    expect((await orderOf(user, order._id))?.paymentStatus).toBe("paid");
    const tooMuch = await call(
      "POST",
      `/api/payments/${payment.id}/refunds`,
      t.admin.token,
      {
        amountPaise: 40_000,
        reason: "More",
      },
      { "idempotency-key": "refund-key-0002" },
    );
    expect(tooMuch.statusCode).toBe(400);
  });

  it("sends a refund the gateway did not take again, with the same key, until taken, once", async () => {
    const user = await createUser(t.app);
    const order = await placeOrder(user);
    const payment = await startPayment(user, { order: order._id });
    const { checkout } = t.fake.pay(payment.gateway?.orderId ?? "");
    await call("POST", `/api/payments/${payment.id}/verify`, user.token, checkout);
    const gatewayPayment = checkout.razorpay_payment_id;
    const refundOf = async (refundId: string) =>
      t.app.db
        .selectFrom("refunds")
        .selectAll()
        .where("id", "=", refundId)
        .executeTakeFirstOrThrow();
    const asked = (key: string, amountPaise: number) =>
      call(
        "POST",
        `/api/payments/${payment.id}/refunds`,
        t.admin.token,
        { amountPaise, reason: "Returned" },
        { "idempotency-key": key },
      );
    try {
      // The gateway is down: the refund is recorded, pending, and the money owed stays owed.
      t.fake.outage.refunds = "down";
      const down = (await asked("retry-key-down", 5_000)).json<Refund>();
      // The gateway makes the next one but its answer is lost on the way back.
      t.fake.outage.refunds = "answer-lost";
      const lost = (await asked("retry-key-lost", 7_000)).json<Refund>();
      for (const refund of [down, lost]) {
        expect(refund.status).toBe("pending");
        expect((await refundOf(refund.id)).gateway_refund_id).toBeNull();
      }
      expect(t.fake.payments.get(gatewayPayment)?.amount_refunded).toBe(7_000);

      // Not yet due, then due while the gateway is still down: nothing changes.
      expect((await t.app.payments.reconcile(new Date())).refundsSent).toBe(0);
      t.fake.outage.refunds = "down";
      const due = new Date(Date.now() + 6 * 60_000);
      expect((await t.app.payments.reconcile(due)).refundsSent).toBe(0);

      // Back: both are sent again with their first keys; the lost one is answered, not made twice.
      t.fake.outage.refunds = "none";
      expect((await t.app.payments.reconcile(due)).refundsSent).toBe(2);
      for (const refund of [down, lost]) {
        expect(await refundOf(refund.id)).toMatchObject({
          status: "processed",
          gateway_refund_id: expect.stringMatching(/^rfnd_/),
        });
      }
      expect(t.fake.payments.get(gatewayPayment)?.amount_refunded).toBe(12_000);
      const keys = t.fake.refundCalls
        .filter((c) => c.paymentId === gatewayPayment)
        .map((c) => c.idempotencyKey);
      expect(new Set(keys)).toEqual(
        new Set([`${payment.id}:retry-key-down`, `${payment.id}:retry-key-lost`]),
      );
      // Taken: never sent again.
      expect((await t.app.payments.reconcile(due)).refundsSent).toBe(0);
      expect(t.fake.refundCalls.filter((c) => c.paymentId === gatewayPayment)).toHaveLength(
        keys.length,
      );

      // One the gateway never takes is marked failed after three days, for staff to settle by hand.
      t.fake.outage.refunds = "down";
      const never = (await asked("retry-key-never", 1_000)).json<Refund>();
      const days = new Date(Date.now() + 4 * 24 * 60 * 60_000);
      expect((await t.app.payments.reconcile(days)).refundsFailed).toBe(1);
      expect((await refundOf(never.id)).status).toBe("failed");
      expect((await t.app.payments.reconcile(days)).refundsFailed).toBe(0);
    } finally {
      t.fake.outage.refunds = "none";
    }
  });
});

describe("UPI by reference and the desk", () => {
  it("shows the UPI link for the exact amount, takes the UTR, and staff confirm it", async () => {
    const user = await createUser(t.app);
    const order = await placeOrder(user);
    const payment = await startPayment(user, { order: order._id }, "upi");
    expect(payment.method).toBe("upi");
    expect(payment.upiLink).toMatch(
      /^upi:\/\/pay\?pa=plassey\.institute@okaxis&pn=Plassey%20Institute&am=450\.00&cu=INR&tn=[^&]+&tr=/,
    );
    const note = decodeURIComponent(/tn=([^&]+)/.exec(payment.upiLink ?? "")?.[1] ?? "");
    expect([...note].length).toBeLessThanOrEqual(50);
    expect(payment.upiLink).toContain(`tr=${payment.id}`);
    expect(
      (await call("POST", `/api/payments/${payment.id}/upi-reference`, user.token, { utr: "x" }))
        .statusCode,
    ).toBe(400);
    const other = await createUser(t.app);
    expect(
      (
        await call("POST", `/api/payments/${payment.id}/upi-reference`, other.token, {
          utr: "412345678901",
        })
      ).statusCode,
    ).toBe(404);
    const submitted = await call("POST", `/api/payments/${payment.id}/upi-reference`, user.token, {
      utr: "412345678901",
    });
    expect(submitted.json<Payment>().status).toBe("submitted");
    const waiting = await call("GET", "/api/payments?status=submitted", t.staff.token);
    expect(waiting.json<Payment[]>().map((p) => p.id)).toContain(payment.id);
    expect(
      (await call("POST", `/api/staff/payments/${payment.id}/confirm`, user.token)).statusCode,
    ).toBe(403);
    const confirmed = await call(
      "POST",
      `/api/staff/payments/${payment.id}/confirm`,
      t.staff.token,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<Payment>()).toMatchObject({
      status: "paid",
      reference: "412345678901",
      takenBy: "Desk Staff",
    });
    expect((await orderOf(user, order._id))?.paymentStatus).toBe("paid");
  });

  it("lets staff reject a UTR not on the statement", async () => {
    const user = await createUser(t.app);
    const order = await placeOrder(user);
    const payment = await startPayment(user, { order: order._id }, "upi");
    await call("POST", `/api/payments/${payment.id}/upi-reference`, user.token, {
      utr: "999999999999",
    });
    const rejected = await call("POST", `/api/staff/payments/${payment.id}/reject`, t.staff.token, {
      reason: "Not on the statement of 27 Nov",
    });
    expect(rejected.json<Payment>().status).toBe("rejected");
    expect((await orderOf(user, order._id))?.paymentStatus).toBe("unpaid");
    // A new attempt is a new payment.
    expect((await startPayment(user, { order: order._id }, "upi")).id).not.toBe(payment.id);
  });

  it("records cash at the desk with who took it, and a receipt PDF with its number, payer, amount in words, method and reference", async () => {
    const user = await createUser(t.app, "user", "Rina Ghosh");
    const order = await placeOrder(user);
    expect(
      (
        await call("POST", "/api/staff/payments", user.token, {
          for: { order: order._id },
          amountPaise: 100,
          method: "cash",
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call("POST", "/api/staff/payments", t.staff.token, {
          for: { order: order._id },
          amountPaise: 45_001,
          method: "cash",
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await call("POST", "/api/staff/payments", t.staff.token, {
          for: { order: order._id },
          amountPaise: 100,
          method: "cheque",
        })
      ).statusCode,
    ).toBe(400);
    const res = await call("POST", "/api/staff/payments", t.staff.token, {
      for: { order: order._id },
      amountPaise: 45_000,
      method: "cheque",
      reference: "CHQ-004512",
    });
    expect(res.statusCode, res.body).toBe(201);
    const payment = res.json<Payment>();
    expect(payment).toMatchObject({ status: "paid", method: "cheque", takenBy: "Desk Staff" });
    const pdf = await call("GET", `/api/payments/${payment.id}/receipt.pdf?lang=en`, user.token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toContain("application/pdf");
    const text = (await pdfTextOf(pdf.rawPayload)).replace(/\s+/g, " ");
    expect(text).toContain(payment.receiptNumber ?? "-");
    expect(text).toContain("Rina Ghosh");
    expect(text).toContain("₹450");
    expect(text).toContain("Rupees Four Hundred Fifty Only");
    expect(text).toContain("Cheque");
    expect(text).toContain("CHQ-004512");
    const other = await createUser(t.app);
    expect(
      (await call("GET", `/api/payments/${payment.id}/receipt.pdf`, other.token)).statusCode,
    ).toBe(404);
    expect(
      (await call("GET", `/api/payments/${payment.id}/receipt.pdf`, t.staff.token)).statusCode,
    ).toBe(200);
    // Mailed to the payer (the outbox records it; no SMTP server in this test).
    await t.app.mail.idle();
    const mailed = await t.app.db
      .selectFrom("outbox")
      .select("subject")
      .where("recipient", "=", user.email)
      .execute();
    expect(mailed.map((m) => m.subject).join()).toContain(payment.receiptNumber ?? "-");
  });

  it("numbers receipts without gaps", async () => {
    const numbers = (
      await t.app.db
        .selectFrom("payments")
        .select("receipt_number")
        .where("receipt_number", "is not", null)
        .execute()
    )
      .map((row) => Number(row.receipt_number?.split("/")[2]))
      .sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
  });
});

describe("enrolments and their instalments", () => {
  /** A student enrolled in mern, on its plan of three instalments. */
  async function enrol(user: AuthUser): Promise<Enrolment> {
    await setMernInstalments(t.app);
    return enrolInMern(t.app, user, t.staff.token);
  }

  it("enrols an accepted admission with its plan, and the student pays the first instalment", async () => {
    const user = await createUser(t.app);
    const enrolment = await enrol(user);
    expect(enrolment.instalments.map((i) => i.amountPaise)).toEqual([300_000, 300_000, 300_000]);
    expect(enrolment).toMatchObject({ paymentStatus: "unpaid", duePaise: 900_000 });
    const first = enrolment.next;
    if (!first) throw new Error("nothing due");
    const payment = await startPayment(user, { instalment: first.id });
    expect(payment.amountPaise).toBe(300_000);
    const { checkout } = t.fake.pay(payment.gateway?.orderId ?? "");
    expect(
      (await call("POST", `/api/payments/${payment.id}/verify`, user.token, checkout)).statusCode,
    ).toBe(200);
    const after = (
      await call("GET", `/api/enrolments/${enrolment.id}`, user.token)
    ).json<Enrolment>();
    expect(after).toMatchObject({ paymentStatus: "partly-paid", paidPaise: 300_000 });
    expect(after.next?.position).toBe(2);
    // The fee received is invoiced once, with the course's SAC, to the student of the admission,
    // however often the payment is reported.
    expect(
      (await call("POST", `/api/payments/${payment.id}/verify`, user.token, checkout)).statusCode,
    ).toBe(200);
    const invoices = (await call("GET", "/api/invoices/mine", user.token)).json<Invoice[]>();
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({
      totalPaise: 300_000,
      customer: { address: "12, Station Road, Berhampore, 742101" },
      lines: [{ qty: 1, totalPaise: 300_000, gst: { hsnSac: "999293", unit: "OTH" } }],
      gst: { source: { kind: "payment", id: payment.id } },
    });
    const other = await createUser(t.app);
    expect((await call("GET", `/api/enrolments/${enrolment.id}`, other.token)).statusCode).toBe(
      404,
    );
    expect(
      (await call("POST", "/api/payments", other.token, { for: { instalment: first.id } }))
        .statusCode,
    ).toBe(404);
  });

  it("allocates a part payment at the desk to the oldest instalment due, and lists dues for staff", async () => {
    const user = await createUser(t.app);
    const enrolment = await enrol(user);
    const desk = await call("POST", "/api/staff/payments", t.staff.token, {
      for: { enrolment: enrolment.id },
      amountPaise: 400_000,
      method: "cash",
    });
    expect(desk.statusCode, desk.body).toBe(201);
    const after = (
      await call("GET", `/api/enrolments/${enrolment.id}`, t.staff.token)
    ).json<Enrolment>();
    expect(after.instalments.map((i) => i.paidPaise)).toEqual([300_000, 100_000, 0]);
    // One payment, one invoice for what it paid.
    const invoices = (await call("GET", "/api/invoices/mine", user.token)).json<Invoice[]>();
    expect(invoices.map((invoice) => invoice.totalPaise)).toEqual([400_000]);
    expect(after.instalments.map((i) => i.paymentStatus)).toEqual([
      "paid",
      "partly-paid",
      "unpaid",
    ]);
    const dues = await call("GET", `/api/staff/dues?userId=${user._id}`, t.staff.token);
    expect(dues.statusCode).toBe(200);
    expect(dues.json<{ position: number }[]>().map((d) => d.position)).toEqual([2, 3]);
    expect((await call("GET", "/api/staff/dues", user.token)).statusCode).toBe(403);
    const overdue = await call(
      "GET",
      `/api/staff/dues?userId=${user._id}&overdue=true`,
      t.staff.token,
    );
    expect(overdue.json<unknown[]>()).toEqual([]);
  });

  it("invoices a fee payment for the money received, tax inside it, whatever the price setting", async () => {
    expect((await saveInstitute(REGULAR_GST)).statusCode).toBe(200);
    try {
      const user = await createUser(t.app);
      const enrolment = await enrol(user);
      const desk = await call("POST", "/api/staff/payments", t.staff.token, {
        for: { enrolment: enrolment.id },
        amountPaise: 118_000,
        method: "cash",
      });
      expect(desk.statusCode, desk.body).toBe(201);
      const [invoice] = (await call("GET", "/api/invoices/mine", user.token)).json<Invoice[]>();
      // 18 % inside ₹1,180: ₹1,000 taxable, ₹90 CGST and ₹90 SGST (Berhampore is in Bengal).
      expect(invoice).toMatchObject({
        totalPaise: 118_000,
        gst: {
          kind: "tax-invoice",
          totals: { taxablePaise: 100_000, cgstPaise: 9_000, sgstPaise: 9_000, igstPaise: 0 },
        },
      });
    } finally {
      expect((await saveInstitute({})).statusCode).toBe(200);
    }
  });

  it("lets staff change a student's plan with the reason recorded", async () => {
    const user = await createUser(t.app);
    const enrolment = await enrol(user);
    const res = await call("PUT", `/api/staff/enrolments/${enrolment.id}/plan`, t.staff.token, {
      instalments: [
        { amountPaise: 400_000, dueDate: "2026-12-01" },
        { amountPaise: 400_000, dueDate: "2027-01-01" },
      ],
      reason: "Sibling discount of ₹1,000",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Enrolment>().totalPaise).toBe(800_000);
    const change = await t.app.db
      .selectFrom("plan_changes")
      .selectAll()
      .where("enrolment_id", "=", enrolment.id)
      .executeTakeFirstOrThrow();
    expect(change).toMatchObject({ reason: "Sibling discount of ₹1,000", changed_by: t.staff._id });
    const history = await call(
      "GET",
      `/api/staff/enrolments/${enrolment.id}/plan-changes`,
      t.staff.token,
    );
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json()).toMatchObject([
      {
        reason: "Sibling discount of ₹1,000",
        changedBy: expect.any(String),
        after: [
          { amountPaise: 400_000, dueDate: "2026-12-01" },
          { amountPaise: 400_000, dueDate: "2027-01-01" },
        ],
      },
    ]);
    expect(
      (await call("GET", `/api/staff/enrolments/${enrolment.id}/plan-changes`, user.token))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await call("PUT", `/api/staff/enrolments/${enrolment.id}/plan`, user.token, {
          instalments: [{ amountPaise: 1, dueDate: "2026-12-01" }],
          reason: "Mine",
        })
      ).statusCode,
    ).toBe(403);
  });

  it("refuses a discount on a fully paid enrolment until the money is given back, then takes it", async () => {
    // The plan may not ask for less than was paid (docs/payments.md): a paid-up student's
    // discount is a refund first, which puts what it gives back on the dues list, and there the
    // plan change that takes it off.
    const user = await createUser(t.app);
    const enrolment = await enrol(user);
    const paid = await call("POST", "/api/staff/payments", t.staff.token, {
      for: { enrolment: enrolment.id },
      amountPaise: 900_000,
      method: "cash",
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const discount = {
      instalments: [{ amountPaise: 800_000, dueDate: "2026-12-01" }],
      reason: "Sibling discount of ₹1,000",
    };
    const refused = await call(
      "PUT",
      `/api/staff/enrolments/${enrolment.id}/plan`,
      t.staff.token,
      discount,
    );
    expect(refused.statusCode, refused.body).toBe(409);
    const dues = async () =>
      (await call("GET", `/api/staff/dues?userId=${user._id}`, t.staff.token)).json<unknown[]>();
    expect(await dues()).toEqual([]);
    const refund = await call(
      "POST",
      `/api/payments/${paid.json<Payment>().id}/refunds`,
      t.admin.token,
      { amountPaise: 100_000, reason: "Sibling discount" },
      { "idempotency-key": "sibling-discount-01" },
    );
    expect(refund.statusCode, refund.body).toBe(201);
    expect(await dues()).toHaveLength(1);
    const changed = await call(
      "PUT",
      `/api/staff/enrolments/${enrolment.id}/plan`,
      t.staff.token,
      discount,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<Enrolment>()).toMatchObject({
      totalPaise: 800_000,
      paidPaise: 800_000,
      paymentStatus: "paid",
    });
    expect(await dues()).toEqual([]);
  });
});

describe("who may see a payment", () => {
  it("answers 404 to another user, 401 to a visitor", async () => {
    const user = await createUser(t.app);
    const order = await placeOrder(user);
    const payment = await startPayment(user, { order: order._id });
    const other = await createUser(t.app);
    expect((await call("GET", `/api/payments/${payment.id}`, other.token)).statusCode).toBe(404);
    expect((await call("GET", `/api/payments/${payment.id}`, undefined)).statusCode).toBe(401);
    expect(
      (await call("POST", "/api/payments", other.token, { for: { order: order._id } })).statusCode,
    ).toBe(404);
    expect((await call("GET", `/api/payments/${payment.id}`, t.staff.token)).statusCode).toBe(200);
    expect(
      (await call("POST", "/api/payments", user.token, { for: { order: "x", booking: "y" } }))
        .statusCode,
    ).toBe(400);
  });
});

describe("the reconciler's timer", () => {
  it("runs the reconciler every minute, one run at a time, until stopped", async () => {
    const { startReconciler } = await import("./payments.routes");
    vi.useFakeTimers();
    try {
      let runs = 0;
      let finish: () => void = () => {};
      const reconcile = () => {
        runs += 1;
        return new Promise<void>((resolve) => {
          finish = resolve;
        });
      };
      const stop = startReconciler(reconcile, { error: () => {} }, 60_000);
      await vi.advanceTimersByTimeAsync(59_000);
      expect(runs).toBe(0);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(runs).toBe(1);
      // Still running: the next tick skips.
      await vi.advanceTimersByTimeAsync(60_000);
      expect(runs).toBe(1);
      finish();
      await vi.advanceTimersByTimeAsync(60_000);
      expect(runs).toBe(2);
      stop();
      finish();
      await vi.advanceTimersByTimeAsync(180_000);
      expect(runs).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
