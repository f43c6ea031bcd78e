// Trips carry their tax (SAC 998552 at 5 % unless staff change it), a trip booking's payment is
// invoiced once, however it was paid and however often it was reported, and a refund made in
// Razorpay's dashboard (a signed `refund.processed` webhook) credits the payment's invoice once,
// against the local fake Razorpay (test/fake-razorpay.ts), on SQLite and, with DATABASE_URL,
// PostgreSQL (docs/accountant.md, decision 052).
import type { CreditNote, Invoice } from "@app/shared/invoices";
import type { Payment } from "@app/shared/payments";
import type { Booking, Departure, StaffTrip } from "@app/shared/trips";
import type { AuthUser } from "@app/shared/users";
import { beforeAll, describe, expect, it } from "vitest";
import { indiaDay } from "../../lib/days";
import { expectIssue } from "../../test/error-body";
import { INSTITUTE_GSTIN, REGULAR_GST } from "../../test/gst-fixtures";
import { paymentsApp } from "../../test/payments-app";
import { addProduct } from "../../test/shop-fixtures";
import { createUser } from "../../test/test-app";

const t = paymentsApp({ product: false });
const { call, sendWebhook, saveInstitute } = t;
let departure: Departure;

const inDays = (days: number): string => {
  const day = new Date(`${indiaDay()}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
};

beforeAll(async () => {
  const saved = await saveInstitute(REGULAR_GST);
  expect(saved.statusCode, saved.body).toBe(200);
  const added = await call("POST", "/api/staff/trips/plassey/departures", t.staff.token, {
    date: inDays(40),
    seats: 100,
    adultPricePaise: 105_000,
    childPricePaise: 52_500,
  });
  expect(added.statusCode, added.body).toBe(201);
  departure = added.json<Departure>();
}, 60_000);

async function book(user: AuthUser): Promise<Booking> {
  const res = await call("POST", `/api/trips/departures/${departure._id}/bookings`, user.token, {
    adults: 1,
    children: 0,
    pickupPoint: 0,
    passengers: ["Tara"],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Booking>();
}

async function payOnline(user: AuthUser, booking: Booking) {
  const started = await call("POST", "/api/payments", user.token, {
    for: { booking: booking._id },
  });
  expect(started.statusCode, started.body).toBe(201);
  const payment = started.json<Payment>();
  const { payment: taken, checkout } = t.fake.pay(payment.gateway?.orderId ?? "");
  return { payment, taken, checkout };
}

const invoicesOf = async (user: AuthUser) =>
  (await call("GET", "/api/invoices/mine", user.token)).json<Invoice[]>();

const notesOf = async (invoiceId: string) =>
  (await call("GET", `/api/credit-notes?invoiceId=${invoiceId}`, t.admin.token)).json<
    CreditNote[]
  >();

describe("a trip's tax", () => {
  it("is SAC 998552 at 5 % for the seeded trips, kept when a change leaves it out", async () => {
    const res = await call("GET", "/api/staff/trips/hazarduari", t.staff.token);
    expect(res.statusCode, res.body).toBe(200);
    const trip = res.json<StaffTrip>();
    expect(trip).toMatchObject({ hsnSac: "998552", gstRate: 5 });
    const input = {
      title: trip.title,
      description: trip.description,
      duration: trip.duration,
      included: trip.included,
      pickupPoints: trip.pickupPoints,
      rules: trip.rules,
    };
    const changed = await call("PUT", "/api/staff/trips/hazarduari", t.staff.token, {
      ...input,
      hsnSac: " 998552 ",
      gstRate: 18,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<StaffTrip>()).toMatchObject({ hsnSac: "998552", gstRate: 18 });
    const kept = await call("PUT", "/api/staff/trips/hazarduari", t.staff.token, input);
    expect(kept.json<StaffTrip>()).toMatchObject({ hsnSac: "998552", gstRate: 18 });
    const back = await call("PUT", "/api/staff/trips/hazarduari", t.staff.token, {
      ...input,
      gstRate: 5,
    });
    expect(back.json<StaffTrip>()).toMatchObject({ hsnSac: "998552", gstRate: 5 });
  });

  it("is refused, naming the field, when the SAC or the rate is not one", async () => {
    const trip = (await call("GET", "/api/staff/trips/iskon", t.staff.token)).json<StaffTrip>();
    const input = {
      title: trip.title,
      description: trip.description,
      duration: trip.duration,
      pickupPoints: trip.pickupPoints,
    };
    for (const hsnSac of ["99855", "abcdef", "", 998552]) {
      const res = await call("PUT", "/api/staff/trips/iskon", t.staff.token, { ...input, hsnSac });
      expect(res.statusCode, String(hsnSac)).toBe(400);
      expectIssue(res, "hsnSac");
    }
    for (const gstRate of [7, -5, "5", 5.5]) {
      const res = await call("PUT", "/api/staff/trips/iskon", t.staff.token, { ...input, gstRate });
      expect(res.statusCode, String(gstRate)).toBe(400);
      expectIssue(res, "gstRate");
    }
    const created = await call("POST", "/api/staff/trips", t.staff.token, { ...input, gstRate: 3 });
    expect(created.statusCode).toBe(400);
    expectIssue(created, "gstRate");
    const fresh = await call("POST", "/api/staff/trips", t.staff.token, input);
    expect(fresh.statusCode, fresh.body).toBe(201);
    expect(fresh.json<StaffTrip>()).toMatchObject({ hsnSac: "998552", gstRate: 5 });
    // A traveller may not change it.
    const user = await createUser(t.app);
    expect(
      (await call("PUT", "/api/staff/trips/iskon", user.token, { ...input, gstRate: 0 }))
        .statusCode,
    ).toBe(403);
  });
});

describe("a trip booking paid", () => {
  it("online: one invoice with SAC 998552, CGST 2.5 % + SGST 2.5 %, however often it is reported", async () => {
    const user = await createUser(t.app, "user", "Tara Traveller");
    const booking = await book(user);
    const { payment, taken, checkout } = await payOnline(user, booking);
    const hook = t.fake.paymentEvent("payment.captured", taken);
    for (let i = 0; i < 2; i++) expect((await sendWebhook(hook)).statusCode).toBe(200);
    // The same capture sent again under another event id, and the browser's verify after it.
    expect((await sendWebhook(t.fake.paymentEvent("order.paid", taken))).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) {
      const verify = await call("POST", `/api/payments/${payment.id}/verify`, user.token, checkout);
      expect(verify.statusCode, verify.body).toBe(200);
    }
    const invoices = await invoicesOf(user);
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({
      totalPaise: 105_000,
      customer: { name: "Tara Traveller" },
      lines: [
        {
          qty: 1,
          totalPaise: 105_000,
          // 5 % inside ₹1,050: taxable ₹1,000, ₹25 each of CGST and SGST.
          gst: { hsnSac: "998552", unit: "OTH", rate: 5, taxablePaise: 100_000 },
        },
      ],
      gst: {
        kind: "tax-invoice",
        // No address known: the institute's state.
        placeOfSupply: "19-West Bengal",
        interState: false,
        totals: { taxablePaise: 100_000, cgstPaise: 2_500, sgstPaise: 2_500, igstPaise: 0 },
        source: { kind: "payment", id: payment.id },
      },
    });
    expect(invoices[0]?.lines[0]?.name).toContain("Plassey Monument");
  });

  it("at the desk: one invoice, its place of supply the traveller's state when known", async () => {
    const user = await createUser(t.app);
    // The traveller's newest order was delivered to Bengaluru, Karnataka.
    const productId = (await addProduct(t.app, t.admin.token, { price: "100", sellprice: "100" }))
      ._id;
    const order = await call("POST", "/api/users/order", user.token, {
      address: "4, MG Road, Bengaluru",
      gender: "female",
      pin: "560001",
      mobile: "9876543210",
      idvalue: { category: productId },
    });
    expect(order.statusCode, order.body).toBe(201);
    const booking = await book(user);
    const paid = await call("POST", "/api/staff/payments", t.staff.token, {
      for: { booking: booking._id },
      amountPaise: 105_000,
      method: "cash",
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const invoices = await invoicesOf(user);
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({
      customer: { address: "4, MG Road, Bengaluru, 560001" },
      lines: [{ gst: { hsnSac: "998552", rate: 5 } }],
      gst: {
        placeOfSupply: "29-Karnataka",
        interState: true,
        totals: { taxablePaise: 100_000, cgstPaise: 0, sgstPaise: 0, igstPaise: 5_000 },
        source: { kind: "payment", id: paid.json<Payment>().id },
      },
    });
    // Nothing more to pay, nothing more invoiced.
    const again = await call("POST", "/api/staff/payments", t.staff.token, {
      for: { booking: booking._id },
      amountPaise: 105_000,
      method: "cash",
    });
    expect(again.statusCode).toBe(409);
    expect(await invoicesOf(user)).toHaveLength(1);
  });

  it("under the composition scheme, from another state: taken with its receipt, not invoiced", async () => {
    // A traveller from Karnataka (their shop order's address, placed while the institute was a
    // regular taxpayer: under composition an order to another state is refused).
    const user = await createUser(t.app);
    const productId = (await addProduct(t.app, t.admin.token, { price: "100", sellprice: "100" }))
      ._id;
    const order = await call("POST", "/api/users/order", user.token, {
      address: "4, MG Road, Bengaluru",
      gender: "female",
      pin: "560001",
      mobile: "9876543210",
      idvalue: { category: productId },
    });
    expect(order.statusCode, order.body).toBe(201);
    const composition = await saveInstitute({
      gstRegistration: "composition",
      gstin: INSTITUTE_GSTIN,
      legalName: "Plassey Education Private Limited",
      stateCode: "19",
    });
    expect(composition.statusCode, composition.body).toBe(200);
    try {
      const booking = await book(user);
      const paid = await call("POST", "/api/staff/payments", t.staff.token, {
        for: { booking: booking._id },
        amountPaise: 105_000,
        method: "cash",
      });
      expect(paid.statusCode, paid.body).toBe(201);
      expect(paid.json<Payment>().receiptNumber).toMatch(/^RV\//);
      expect(await invoicesOf(user)).toEqual([]);
      // From the institute's own state: a bill of supply, as ever.
      const local = await createUser(t.app);
      const localBooking = await book(local);
      const localPaid = await call("POST", "/api/staff/payments", t.staff.token, {
        for: { booking: localBooking._id },
        amountPaise: 105_000,
        method: "cash",
      });
      expect(localPaid.statusCode, localPaid.body).toBe(201);
      const [bill] = await invoicesOf(local);
      expect(bill?.gst?.kind).toBe("bill-of-supply");
    } finally {
      await saveInstitute(REGULAR_GST);
    }
  });

  it("by UPI: invoiced when staff confirm it, once", async () => {
    const user = await createUser(t.app);
    const booking = await book(user);
    const started = await call("POST", "/api/payments", user.token, {
      for: { booking: booking._id },
      method: "upi",
    });
    const payment = started.json<Payment>();
    const submitted = await call("POST", `/api/payments/${payment.id}/upi-reference`, user.token, {
      utr: "412345678902",
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(await invoicesOf(user)).toHaveLength(0);
    for (const attempt of [1, 2]) {
      const confirmed = await call(
        "POST",
        `/api/staff/payments/${payment.id}/confirm`,
        t.staff.token,
      );
      expect([200, 409], `${attempt}: ${confirmed.body}`).toContain(confirmed.statusCode);
    }
    const invoices = await invoicesOf(user);
    expect(invoices.map((invoice) => [invoice.totalPaise, invoice.lines[0]?.gst?.hsnSac])).toEqual([
      [105_000, "998552"],
    ]);
  });
});

describe("a refund made in Razorpay's dashboard", () => {
  const refundEvent = (paymentId: string, refundId: string, amount: number, eventId?: string) =>
    t.fake.webhook(
      "refund.processed",
      {
        refund: {
          entity: {
            id: refundId,
            entity: "refund",
            amount,
            currency: "INR",
            payment_id: paymentId,
            status: "processed",
          },
        },
        payment: { entity: t.fake.payments.get(paymentId) },
      },
      eventId,
    );

  it("credits the payment's invoice once, however often the event comes", async () => {
    const user = await createUser(t.app);
    const booking = await book(user);
    const { payment, taken } = await payOnline(user, booking);
    expect((await sendWebhook(t.fake.paymentEvent("payment.captured", taken))).statusCode).toBe(
      200,
    );
    const [invoice] = await invoicesOf(user);
    if (!invoice) throw new Error("no invoice");

    // A part given back in the dashboard: the same event three times, and once more under a new
    // event id (Razorpay retries a webhook it thinks was not taken).
    const part = refundEvent(taken.id, "rfnd_dashboard0001", 42_000, "evt_dashboard0001");
    for (let i = 0; i < 3; i++) expect((await sendWebhook(part)).statusCode).toBe(200);
    const resent = refundEvent(taken.id, "rfnd_dashboard0001", 42_000);
    expect((await sendWebhook(resent)).statusCode).toBe(200);
    let notes = await notesOf(invoice._id);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      invoiceId: invoice._id,
      reason: "Refund: refunded at the gateway",
      createdByName: "System",
      totalPaise: 42_000,
      // 5 % inside ₹420: taxable ₹400, ₹10 each of CGST and SGST.
      totals: { taxablePaise: 40_000, cgstPaise: 1_000, sgstPaise: 1_000, igstPaise: 0 },
      lines: [{ rate: 5, hsnSac: "998552" }],
    });
    const after = (await call("GET", `/api/payments/${payment.id}`, user.token)).json<Payment>();
    expect(after).toMatchObject({ status: "partly-refunded", refundedPaise: 42_000 });

    // The rest: the invoice is credited to the paisa, and nothing past it.
    const rest = refundEvent(taken.id, "rfnd_dashboard0002", 63_000);
    for (let i = 0; i < 2; i++) expect((await sendWebhook(rest)).statusCode).toBe(200);
    notes = await notesOf(invoice._id);
    expect(notes.map((note) => note.totalPaise).sort()).toEqual([42_000, 63_000]);
    const sum = (key: keyof CreditNote["totals"]) =>
      notes.reduce((total, note) => total + note.totals[key], 0);
    expect({
      taxablePaise: sum("taxablePaise"),
      cgstPaise: sum("cgstPaise"),
      sgstPaise: sum("sgstPaise"),
      igstPaise: sum("igstPaise"),
    }).toEqual(invoice.gst?.totals);
    const refunded = (await call("GET", `/api/payments/${payment.id}`, user.token)).json<Payment>();
    expect(refunded).toMatchObject({ status: "refunded", refundedPaise: 105_000 });
    // One more than was paid is refused, without a note.
    expect((await sendWebhook(refundEvent(taken.id, "rfnd_dashboard0003", 100))).statusCode).toBe(
      200,
    );
    expect(await notesOf(invoice._id)).toHaveLength(2);
  });

  it("credits two refunds whose events come at once, and one refund sent under two event ids once", async () => {
    const user = await createUser(t.app);
    const booking = await book(user);
    const { payment, taken } = await payOnline(user, booking);
    expect((await sendWebhook(t.fake.paymentEvent("payment.captured", taken))).statusCode).toBe(
      200,
    );
    const [invoice] = await invoicesOf(user);
    if (!invoice) throw new Error("no invoice");
    const answers = await Promise.all([
      sendWebhook(refundEvent(taken.id, "rfnd_together0001", 42_000)),
      sendWebhook(refundEvent(taken.id, "rfnd_together0002", 63_000)),
      sendWebhook(refundEvent(taken.id, "rfnd_together0002", 63_000)),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    const after = (await call("GET", `/api/payments/${payment.id}`, user.token)).json<Payment>();
    expect(after).toMatchObject({ status: "refunded", refundedPaise: 105_000 });
    const notes = await notesOf(invoice._id);
    expect(notes.map((note) => note.totalPaise).sort()).toEqual([42_000, 63_000]);
  });

  it("of a refund staff made here makes no second note when its event comes", async () => {
    const user = await createUser(t.app);
    const booking = await book(user);
    const { payment, taken } = await payOnline(user, booking);
    expect((await sendWebhook(t.fake.paymentEvent("payment.captured", taken))).statusCode).toBe(
      200,
    );
    const [invoice] = await invoicesOf(user);
    if (!invoice) throw new Error("no invoice");
    const made = await call(
      "POST",
      `/api/payments/${payment.id}/refunds`,
      t.admin.token,
      { amountPaise: 105_000, reason: "Trip missed" },
      { "idempotency-key": "trip-refund-0001" },
    );
    expect(made.statusCode, made.body).toBe(201);
    const [gatewayRefund] = [...t.fake.refunds.values()].filter((r) => r.payment_id === taken.id);
    if (!gatewayRefund) throw new Error("no gateway refund");
    for (let i = 0; i < 2; i++) {
      const hook = refundEvent(taken.id, gatewayRefund.id, gatewayRefund.amount);
      expect((await sendWebhook(hook)).statusCode).toBe(200);
    }
    const notes = await notesOf(invoice._id);
    expect(notes.map((note) => [note.totalPaise, note.reason])).toEqual([
      [105_000, "Refund: Trip missed"],
    ]);
  });
});
