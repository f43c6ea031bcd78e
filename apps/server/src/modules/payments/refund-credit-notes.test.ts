// A refund of invoiced money is a credit note against the invoice (docs/accountant.md, decision
// 044): for the money given back, the tax inside it, with the invoice's rate and heads; one note
// per refund however often it is sent; never past the invoice. Money never invoiced (an order
// paid only in part) is given back without a note. On SQLite and, with DATABASE_URL, PostgreSQL.
import type { CreditNote, Gstr1Summary, Invoice } from "@app/shared/invoices";
import type { Order } from "@app/shared/orders";
import type { Payment } from "@app/shared/payments";
import type { AuthUser } from "@app/shared/users";
import { beforeAll, describe, expect, it } from "vitest";
import { enrolInMern } from "../../test/enrolment-fixtures";
import { REGULAR_GST } from "../../test/gst-fixtures";
import { paymentsApp } from "../../test/payments-app";
import { addProduct } from "../../test/shop-fixtures";
import { createUser } from "../../test/test-app";

const t = paymentsApp({ gateway: false, product: false });
const { call, saveInstitute } = t;
let productId: string;

beforeAll(async () => {
  const saved = await saveInstitute(REGULAR_GST);
  expect(saved.statusCode, saved.body).toBe(200);
  await t.app.db
    .updateTable("courses")
    .set({ total_fee_paise: 900_000, fee_plan: JSON.stringify({ kind: "full" }) })
    .where("code", "=", "mern")
    .execute();
  productId = (
    await addProduct(t.app, t.admin.token, {
      price: "590",
      sellprice: "590",
      hsnSac: "999293",
      gstRate: "18",
    })
  )._id;
}, 60_000);

const enrol = (user: AuthUser) => enrolInMern(t.app, user, t.staff.token);

async function payAtDesk(debt: object, amountPaise: number): Promise<Payment> {
  const res = await call("POST", "/api/staff/payments", t.staff.token, {
    for: debt,
    amountPaise,
    method: "cash",
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Payment>();
}

const refund = (paymentId: string, amountPaise: number, key: string) =>
  call(
    "POST",
    `/api/payments/${paymentId}/refunds`,
    t.admin.token,
    { amountPaise, reason: "Left the course" },
    { "idempotency-key": key },
  );

async function invoiceOf(user: AuthUser): Promise<Invoice> {
  const [invoice] = (await call("GET", "/api/invoices/mine", user.token)).json<Invoice[]>();
  if (!invoice) throw new Error("no invoice");
  return invoice;
}

const notesOf = async (invoiceId: string) =>
  (await call("GET", `/api/credit-notes?invoiceId=${invoiceId}&sort=number`, t.admin.token))
    .json<CreditNote[]>()
    .sort((a, b) => a.number.localeCompare(b.number));

describe("a refund of an invoiced fee payment", () => {
  it("is credited in full by one note with the invoice's rate and split, once per Idempotency-Key", async () => {
    const user = await createUser(t.app);
    const payment = await payAtDesk({ enrolment: (await enrol(user)).id }, 118_000);
    const invoice = await invoiceOf(user);
    for (const attempt of [1, 2]) {
      const res = await refund(payment.id, 118_000, "full-refund-0001");
      expect(res.statusCode, `${attempt}: ${res.body}`).toBe(attempt === 1 ? 201 : 200);
    }
    const notes = await notesOf(invoice._id);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      number: expect.stringMatching(/^CN\/\d{2}-\d{2}\/\d{5}$/),
      invoiceId: invoice._id,
      invoiceNumber: invoice.number,
      reason: "Refund: Left the course",
      createdByName: "Administrator",
      totalPaise: 118_000,
      // The invoice's own split, to the paisa: 18 % inside ₹1,180, CGST and SGST (Bengal).
      totals: { taxablePaise: 100_000, cgstPaise: 9_000, sgstPaise: 9_000, igstPaise: 0 },
      lines: [{ lineId: invoice.lines[0]?.lineId, rate: 18, hsnSac: "999293", qty: 1 }],
    });
    expect(notes[0]?.totals).toEqual(invoice.gst?.totals);
    // Nothing left of the payment, nor of the invoice.
    expect((await refund(payment.id, 1, "full-refund-0002")).statusCode).toBe(409);
    expect(await notesOf(invoice._id)).toHaveLength(1);
  });

  it("makes a note per partial refund, each totalling its refund, and together the invoice", async () => {
    const user = await createUser(t.app);
    const payment = await payAtDesk({ enrolment: (await enrol(user)).id }, 100_001);
    const invoice = await invoiceOf(user);
    const parts = [30_001, 50_000, 19_999, 1];
    for (const [index, amount] of parts.entries()) {
      const res = await refund(payment.id, amount, `partial-refund-${index}00`);
      expect(res.statusCode, res.body).toBe(201);
      expect((await refund(payment.id, amount, `partial-refund-${index}00`)).statusCode).toBe(200);
    }
    const notes = await notesOf(invoice._id);
    expect(notes.map((note) => note.totalPaise)).toEqual(parts);
    for (const note of notes) {
      const { taxablePaise, cgstPaise, sgstPaise, igstPaise } = note.totals;
      expect(taxablePaise + cgstPaise + sgstPaise + igstPaise).toBe(note.totalPaise);
      expect(cgstPaise).toBe(sgstPaise);
      expect(igstPaise).toBe(0);
      expect(note.lines.map((line) => line.rate)).toEqual([18]);
    }
    // 18 % inside the first ₹300.01: taxable ₹254.25, CGST and SGST ₹22.88 each.
    expect(notes[0]?.totals).toEqual({
      taxablePaise: 25_425,
      cgstPaise: 2_288,
      sgstPaise: 2_288,
      igstPaise: 0,
    });
    // Value only until the last paisa, which takes the unit too.
    expect(notes.map((note) => note.lines[0]?.qty)).toEqual([0, 0, 0, 1]);
    const sum = (key: keyof CreditNote["totals"]) =>
      notes.reduce((total, note) => total + note.totals[key], 0);
    expect({
      taxablePaise: sum("taxablePaise"),
      cgstPaise: sum("cgstPaise"),
      sgstPaise: sum("sgstPaise"),
      igstPaise: sum("igstPaise"),
    }).toEqual(invoice.gst?.totals);
  });

  it("credits only what staff have not credited by hand", async () => {
    const user = await createUser(t.app);
    const payment = await payAtDesk({ enrolment: (await enrol(user)).id }, 118_000);
    const invoice = await invoiceOf(user);
    const byHand = await call("POST", `/api/invoices/${invoice._id}/credit-notes`, t.admin.token, {
      reason: "Course cancelled",
    });
    expect(byHand.statusCode, byHand.body).toBe(201);
    expect((await refund(payment.id, 118_000, "after-by-hand-01")).statusCode).toBe(201);
    expect((await notesOf(invoice._id)).map((note) => note.totalPaise)).toEqual([118_000]);
  });
});

describe("a refund of a shop order's payment", () => {
  async function placeOrder(user: AuthUser): Promise<Order> {
    const res = await call("POST", "/api/users/order", user.token, {
      address: "7, Court Road, Berhampore",
      gender: "female",
      pin: "742101",
      mobile: "9876543210",
      idvalue: { category: productId },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Order>();
  }

  it("has no note before the order is invoiced, and a note against its invoice after", async () => {
    const user = await createUser(t.app);
    // Paid in part: not invoiced yet (an order is invoiced once paid in full, decision 057).
    const before = await placeOrder(user);
    const early = await payAtDesk({ order: before._id }, 29_000);
    expect((await refund(early.id, 29_000, "order-refund-01")).statusCode).toBe(201);
    expect((await call("GET", "/api/invoices/mine", user.token)).json<Invoice[]>()).toEqual([]);
    const all = (await call("GET", "/api/credit-notes", t.admin.token)).json<CreditNote[]>();

    const after = await placeOrder(user);
    const paid = await payAtDesk({ order: after._id }, 59_000);
    const invoice = await invoiceOf(user);
    expect(invoice.gst?.source).toEqual({ kind: "order", id: after._id });
    expect(invoice.totalPaise).toBe(59_000);
    const delivered = await call("PUT", `/api/users/order/${after._id}`, t.admin.token, {
      status: "delivered",
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect((await call("GET", "/api/invoices/mine", user.token)).json<Invoice[]>()).toHaveLength(1);
    expect((await refund(paid.id, 11_800, "order-refund-02")).statusCode).toBe(201);
    const notes = await notesOf(invoice._id);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      totalPaise: 11_800,
      totals: { taxablePaise: 10_000, cgstPaise: 900, sgstPaise: 900, igstPaise: 0 },
    });
    // The early refund made no note anywhere.
    expect(
      (await call("GET", "/api/credit-notes", t.admin.token)).json<CreditNote[]>(),
    ).toHaveLength(all.length + 1);
  });
});

describe("the month's GSTR-1", () => {
  it("takes the refunds' notes off", async () => {
    const notes = (await call("GET", "/api/credit-notes", t.admin.token)).json<CreditNote[]>();
    const newest = notes[0];
    if (!newest) throw new Error("no credit note");
    // The month in India of the newest note.
    const month = new Date(Date.parse(newest.createdAt) + 330 * 60_000).toISOString().slice(0, 7);
    const res = await call("GET", `/api/gst/gstr1?month=${month}`, t.admin.token);
    expect(res.statusCode, res.body).toBe(200);
    const summary = res.json<Gstr1Summary>();
    const inMonth = notes.filter(
      (note) =>
        new Date(Date.parse(note.createdAt) + 330 * 60_000).toISOString().slice(0, 7) === month,
    );
    expect(summary.creditNotes).toBe(inMonth.length);
    // Consumers in Bengal: their notes are taken off b2cs, not listed in cdnr or cdnur.
    expect(summary.sections).toContainEqual({ section: "cdnur", rows: 0 });
    const b2cs = await call("GET", `/api/gst/gstr1/b2cs?month=${month}`, t.admin.token);
    expect(b2cs.statusCode, b2cs.body).toBe(200);
  });
});

describe("an institute not registered for GST", () => {
  it("credits the refund on its plain invoice, without tax", async () => {
    expect((await saveInstitute({})).statusCode).toBe(200);
    try {
      const user = await createUser(t.app);
      const payment = await payAtDesk({ enrolment: (await enrol(user)).id }, 118_000);
      const invoice = await invoiceOf(user);
      expect(invoice.gst?.kind).toBe("invoice");
      expect((await refund(payment.id, 50_000, "unregistered-01")).statusCode).toBe(201);
      const notes = await notesOf(invoice._id);
      expect(notes.map((note) => [note.totalPaise, note.totals])).toEqual([
        [50_000, { taxablePaise: 50_000, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 }],
      ]);
    } finally {
      await saveInstitute(REGULAR_GST);
    }
  });
});
