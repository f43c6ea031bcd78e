// The back office's money (docs/payments.md: the money screen) on SQLite and, with DATABASE_URL,
// PostgreSQL: the collections add up to the paisa per India day and month and per method, refunds
// beside the money received on their own days; the dues and their totals; the accountant's CSV
// streamed in batches and complete at volume; who may read them.
import type { CollectionPeriod, Collections, MethodFigures } from "@app/shared/collections";
import type { Due, DuesSummary, Enrolment, Payment } from "@app/shared/payments";
import type { AuthUser } from "@app/shared/users";
import type { Insertable } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { PaymentsTable, RefundsTable } from "../../db/schema";
import { EXPORT_BATCH } from "../../lib/csv-export";
import { indiaDay } from "../../lib/days";
import { newId } from "../../lib/ids";
import { enrolInMern, setMernInstalments } from "../../test/enrolment-fixtures";
import { expectIssue } from "../../test/error-body";
import { ADMIN, auth, buildTestApp, createUser, login, type TestApp } from "../../test/test-app";

let t: TestApp;
let admin: AuthUser;
let staff: AuthUser;
let payer: AuthUser;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await login(t.app, ADMIN.email, ADMIN.password);
  staff = await createUser(t.app, "staff", "Desk Staff");
  payer = await createUser(t.app, "user", "Pritha Payer");
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const call = (
  method: "GET" | "POST" | "PUT",
  url: string,
  token: string | undefined,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url,
    headers: { ...(token ? auth(token) : {}), ...headers },
    ...(payload ? { payload } : {}),
  });

async function collections(query: string, token = staff.token): Promise<Collections> {
  const res = await call("GET", `/api/staff/money/collections?${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Collections>();
}

let receipts = 0;

/** A payment as the payments module stores one, written straight to the table. */
function paymentRow(fields: Partial<Insertable<PaymentsTable>>): Insertable<PaymentsTable> {
  const paidAt = fields.paid_at ?? null;
  receipts += 1;
  return {
    id: newId(),
    user_id: payer._id,
    debt_kind: "order",
    debt_id: newId(),
    label_en: "Order ORD-000001",
    label_bn: "অর্ডার ORD-000001",
    open_key: null,
    amount_paise: 100,
    refunded_paise: 0,
    method: "cash",
    provider: null,
    status: paidAt ? "paid" : "created",
    gateway_order_id: null,
    gateway_payment_id: null,
    reference: null,
    taken_by: null,
    note: null,
    checked_at: null,
    receipt_number: paidAt ? `T/${String(receipts).padStart(8, "0")}` : null,
    paid_at: paidAt,
    created_at: paidAt ?? "2030-01-01T00:00:00.000Z",
    updated_at: paidAt ?? "2030-01-01T00:00:00.000Z",
    ...fields,
  };
}

function refundRow(
  paymentId: string,
  amountPaise: number,
  createdAt: string,
  gatewayPaymentId: string | null = null,
): Insertable<RefundsTable> {
  return {
    id: newId(),
    payment_id: paymentId,
    amount_paise: amountPaise,
    reason: "Returned",
    idempotency_key: newId(),
    gateway_payment_id: gatewayPaymentId,
    gateway_refund_id: null,
    status: "processed",
    created_by: null,
    created_at: createdAt,
  };
}

/** A period's figures of one method. */
const methodOf = (period: CollectionPeriod | undefined, method: MethodFigures["method"]) =>
  period?.methods.find((entry) => entry.method === method);

/** The figures add up: each period is its methods, the totals its periods and its methods. */
function expectConsistent(result: Collections) {
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  for (const period of result.periods) {
    expect(period.receivedPaise).toBe(sum(period.methods.map((m) => m.receivedPaise)));
    expect(period.refundedPaise).toBe(sum(period.methods.map((m) => m.refundedPaise)));
    expect(period.netPaise).toBe(period.receivedPaise - period.refundedPaise);
    expect(period.payments).toBe(sum(period.methods.map((m) => m.payments)));
  }
  for (const key of ["receivedPaise", "refundedPaise", "netPaise", "payments"] as const) {
    expect(result.totals[key]).toBe(sum(result.periods.map((p) => p[key])));
    expect(result.totals[key]).toBe(sum(result.methods.map((m) => m[key])));
  }
}

describe("collections by India day and month and by method", () => {
  // 23:30 in India on 31 January is 18:00 UTC; 00:10 on 1 February is 18:40 UTC on 31 January.
  const JAN_31_2330 = "2030-01-31T18:00:00.000Z";
  const JAN_31_LAST = "2030-01-31T18:29:59.999Z";
  const FEB_1_0010 = "2030-01-31T18:40:00.000Z";
  const NEW_YEAR_MIDNIGHT = "2029-12-31T18:30:00.000Z";
  const OLD_YEAR_LAST = "2029-12-31T18:29:59.999Z";

  beforeAll(async () => {
    const refunded = paymentRow({
      method: "razorpay",
      provider: "razorpay",
      amount_paise: 300_000,
      refunded_paise: 100_000,
      status: "partly-refunded",
      gateway_payment_id: "pay_refunded",
      paid_at: "2030-02-15T05:00:00.000Z",
    });
    // Captured for a debt another payment had paid: received and given back the same day.
    const overpaid = paymentRow({
      method: "razorpay",
      provider: "razorpay",
      amount_paise: 20_000,
      refunded_paise: 20_000,
      status: "refunded",
      gateway_payment_id: "pay_overpaid",
      paid_at: "2030-02-01T10:00:00.000Z",
    });
    await t.app.db
      .insertInto("payments")
      .values([
        paymentRow({ method: "cash", amount_paise: 123_456, paid_at: JAN_31_2330 }),
        paymentRow({ method: "razorpay", amount_paise: 50_001, paid_at: JAN_31_LAST }),
        paymentRow({ method: "upi", amount_paise: 99_999, paid_at: FEB_1_0010 }),
        paymentRow({ method: "bank_transfer", amount_paise: 5_000, paid_at: NEW_YEAR_MIDNIGHT }),
        paymentRow({ method: "cash", amount_paise: 1, paid_at: OLD_YEAR_LAST }),
        paymentRow({ method: "cheque", amount_paise: 10_000, paid_at: "2030-01-15T06:00:00.000Z" }),
        refunded,
        overpaid,
        // Never received: still open, failed, rejected.
        paymentRow({ amount_paise: 777, created_at: "2030-01-20T06:00:00.000Z" }),
        paymentRow({ amount_paise: 888, status: "failed", created_at: "2030-01-20T06:00:00.000Z" }),
        paymentRow({
          method: "upi",
          amount_paise: 999,
          status: "rejected",
          created_at: "2030-01-20T06:00:00.000Z",
        }),
      ])
      .execute();
    await t.app.db
      .insertInto("refunds")
      .values([
        // Given back at 01:30 on 3 March in India (20:00 UTC on 2 March).
        refundRow(refunded.id, 100_000, "2030-03-02T20:00:00.000Z", "pay_refunded"),
        refundRow(overpaid.id, 20_000, "2030-02-01T10:00:00.000Z", "pay_overpaid"),
        // A second capture on the refunded payment's gateway order, given straight back: it was
        // never counted as received, so its refund is not counted either.
        refundRow(refunded.id, 300_000, "2030-02-15T05:00:01.000Z", "pay_second_capture"),
      ])
      .execute();
  });

  it("counts a payment on its India day, 23:30 the day it was, 00:10 the next", async () => {
    const result = await collections("from=2030-01-31&to=2030-02-01&by=day");
    expect(result.periods.map((p) => [p.period, p.from, p.to])).toEqual([
      ["2030-01-31", "2030-01-31", "2030-01-31"],
      ["2030-02-01", "2030-02-01", "2030-02-01"],
    ]);
    const [jan31, feb1] = result.periods;
    expect(methodOf(jan31, "cash")).toEqual({
      method: "cash",
      receivedPaise: 123_456,
      refundedPaise: 0,
      netPaise: 123_456,
      payments: 1,
    });
    expect(methodOf(jan31, "razorpay")?.receivedPaise).toBe(50_001);
    expect(jan31?.receivedPaise).toBe(173_457);
    expect(methodOf(feb1, "upi")?.receivedPaise).toBe(99_999);
    // Received and refunded on 1 February: beside each other, net nothing.
    expect(methodOf(feb1, "razorpay")).toMatchObject({
      receivedPaise: 20_000,
      refundedPaise: 20_000,
      netPaise: 0,
      payments: 1,
    });
    expect(result.totals).toEqual({
      receivedPaise: 293_456,
      refundedPaise: 20_000,
      netPaise: 273_456,
      payments: 4,
    });
    // Every method is listed, in one order, those with nothing too.
    expect(feb1?.methods.map((m) => m.method)).toEqual([
      "razorpay",
      "upi",
      "cash",
      "cheque",
      "bank_transfer",
    ]);
    expectConsistent(result);
  });

  it("counts India's midnight as the new day, and lists empty days", async () => {
    const result = await collections("from=2029-12-30&to=2030-01-01");
    expect(result.by).toBe("day");
    expect(result.periods.map((p) => [p.period, p.receivedPaise])).toEqual([
      ["2029-12-30", 0],
      ["2029-12-31", 1],
      ["2030-01-01", 5_000],
    ]);
    expect(methodOf(result.periods[2], "bank_transfer")?.receivedPaise).toBe(5_000);
    expectConsistent(result);
  });

  it("sums months to the paisa, a refund in the month it was made, and cuts the range's months", async () => {
    const result = await collections("from=2030-01-01&to=2030-03-31&by=month");
    expect(result.periods.map((p) => [p.period, p.from, p.to])).toEqual([
      ["2030-01", "2030-01-01", "2030-01-31"],
      ["2030-02", "2030-02-01", "2030-02-28"],
      ["2030-03", "2030-03-01", "2030-03-31"],
    ]);
    const [jan, feb, mar] = result.periods;
    expect(jan).toMatchObject({ receivedPaise: 188_457, refundedPaise: 0, payments: 4 });
    expect(methodOf(jan, "cheque")?.receivedPaise).toBe(10_000);
    expect(methodOf(jan, "bank_transfer")?.receivedPaise).toBe(5_000);
    expect(feb).toMatchObject({ receivedPaise: 419_999, refundedPaise: 20_000, payments: 3 });
    expect(methodOf(feb, "razorpay")).toMatchObject({
      receivedPaise: 320_000,
      refundedPaise: 20_000,
      netPaise: 300_000,
    });
    // March received nothing and gave ₹1,000 back: its net is below nothing.
    expect(mar).toMatchObject({ receivedPaise: 0, refundedPaise: 100_000, netPaise: -100_000 });
    expect(result.methods.find((m) => m.method === "razorpay")).toMatchObject({
      receivedPaise: 370_001,
      refundedPaise: 120_000,
      netPaise: 250_001,
      payments: 3,
    });
    expect(result.totals).toEqual({
      receivedPaise: 608_456,
      refundedPaise: 120_000,
      netPaise: 488_456,
      payments: 7,
    });
    expectConsistent(result);

    // A range from the middle of a month: its first month starts at the range's first day.
    const cut = await collections("from=2030-01-31&to=2030-02-01&by=month");
    expect(cut.periods.map((p) => [p.period, p.from, p.to, p.receivedPaise])).toEqual([
      ["2030-01", "2030-01-31", "2030-01-31", 173_457],
      ["2030-02", "2030-02-01", "2030-02-01", 119_999],
    ]);
  });

  it("takes a leap year's 366 days and 36 months, and refuses longer or backwards ranges naming `to`", async () => {
    expect((await collections("from=2028-01-01&to=2028-12-31")).periods).toHaveLength(366);
    expect((await collections("from=2029-01-01&to=2030-01-01")).periods).toHaveLength(366);
    expect((await collections("from=2028-01-15&to=2030-12-01&by=month")).periods).toHaveLength(36);
    const refused = [
      ["from=2029-01-01&to=2030-01-02", "to"],
      ["from=2028-01-15&to=2031-01-01&by=month", "to"],
      ["from=2030-02-01&to=2030-01-31", "to"],
      ["from=2030-01-01&to=2030-02-30", "to"],
      ["from=2030-1-1&to=2030-01-31", "from"],
      ["to=2030-01-31", "from"],
      ["from=2030-01-01&to=2030-01-31&by=week", "by"],
    ] as const;
    for (const [query, field] of refused) {
      const res = await call("GET", `/api/staff/money/collections?${query}`, staff.token);
      expect(res.statusCode, query).toBe(400);
      expectIssue(res, field);
    }
  });

  it("counts a desk payment and an admin's refund of it on today's India day", async () => {
    const today = indiaDay();
    const before = await collections(`from=${today}&to=${today}`, admin.token);
    const order = await placeOrder(payer);
    const desk = await call("POST", "/api/staff/payments", staff.token, {
      for: { order: order._id },
      amountPaise: 45_000,
      method: "cash",
    });
    expect(desk.statusCode, desk.body).toBe(201);
    const refund = await call(
      "POST",
      `/api/payments/${desk.json<Payment>().id}/refunds`,
      admin.token,
      { amountPaise: 5_050, reason: "Part returned" },
      { "idempotency-key": `money-test-${newId()}` },
    );
    expect(refund.statusCode, refund.body).toBe(201);
    const after = await collections(`from=${today}&to=${today}`, admin.token);
    const cash = (result: Collections) => methodOf(result.periods[0], "cash");
    expect((cash(after)?.receivedPaise ?? 0) - (cash(before)?.receivedPaise ?? 0)).toBe(45_000);
    expect((cash(after)?.refundedPaise ?? 0) - (cash(before)?.refundedPaise ?? 0)).toBe(5_050);
    expect(after.totals.netPaise - before.totals.netPaise).toBe(39_950);
  });
});

let productId: string | undefined;

async function placeOrder(user: AuthUser): Promise<{ _id: string }> {
  if (!productId) {
    const { addProduct } = await import("../../test/shop-fixtures");
    productId = (await addProduct(t.app, admin.token, { price: "500", sellprice: "450" }))._id;
  }
  const res = await call("POST", "/api/users/order", user.token, {
    address: "7, Court Road, Berhampore",
    gender: "female",
    pin: "742101",
    mobile: "9876543210",
    idvalue: { category: productId },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ _id: string }>();
}

describe("dues outstanding and overdue", () => {
  let batchId: string;

  beforeAll(async () => {
    await setMernInstalments(t.app);
    const batch = await call("POST", "/api/staff/courses/mern/batches", admin.token, {
      name: "Morning dues batch",
      startDate: indiaDay(new Date(Date.now() + 30 * 86_400_000)),
      days: ["mon", "wed"],
      startTime: "07:00",
      endTime: "09:00",
      seats: 40,
    });
    expect(batch.statusCode, batch.body).toBe(201);
    batchId = batch.json<{ _id: string }>()._id;
  });

  /** A student enrolled in mern (in the batch when asked), three instalments of ₹3,000. */
  async function enrol(
    name: string,
    inBatch: boolean,
  ): Promise<{ user: AuthUser; enrolment: Enrolment }> {
    const user = await createUser(t.app, "user", name);
    const fields = inBatch ? { batch: batchId } : {};
    return { user, enrolment: await enrolInMern(t.app, user, staff.token, fields) };
  }

  /** Moves an instalment's due date `days` before India's today. */
  const dueDaysAgo = (instalmentId: string, days: number) =>
    t.app.db
      .updateTable("instalments")
      .set({ due_date: indiaDay(new Date(Date.now() - days * 86_400_000)) })
      .where("id", "=", instalmentId)
      .execute();

  const dues = async (query: string) => {
    const res = await call("GET", `/api/staff/dues?${query}`, staff.token);
    expect(res.statusCode, res.body).toBe(200);
    return { rows: res.json<Due[]>(), total: Number(res.headers["x-total-count"]) };
  };
  const summary = async (query = "") => {
    const res = await call("GET", `/api/staff/dues/summary?${query}`, staff.token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<DuesSummary>();
  };

  it("lists what each instalment still owes and its days overdue; a paid one is not due", async () => {
    const { user, enrolment } = await enrol("Durba Duesworth", true);
    const [first, second, third] = enrolment.instalments;
    if (!first || !second || !third) throw new Error("three instalments expected");
    await dueDaysAgo(first.id, 40);
    await dueDaysAgo(second.id, 9);
    // ₹3,000 pays the first in full and ₹500.50 of the second.
    const desk = await call("POST", "/api/staff/payments", staff.token, {
      for: { enrolment: enrolment.id },
      amountPaise: 350_050,
      method: "cash",
    });
    expect(desk.statusCode, desk.body).toBe(201);

    const mine = await dues(`userId=${user._id}`);
    expect(mine.total).toBe(2);
    expect(mine.rows.map((row) => [row.id, row.owedPaise, row.daysOverdue, row.overdue])).toEqual([
      [second.id, 249_950, 9, true],
      [third.id, 300_000, 0, false],
    ]);
    expect(mine.rows[0]).toMatchObject({
      studentName: "Durba Duesworth",
      studentEmail: user.email,
      batchId,
      batchName: "Morning dues batch",
      paidPaise: 50_050,
    });
    const late = await dues(`userId=${user._id}&overdue=true`);
    expect(late.rows.map((row) => row.id)).toEqual([second.id]);

    expect(await summary(`userId=${user._id}`)).toEqual({
      today: indiaDay(),
      outstanding: { paise: 549_950, instalments: 2, students: 1 },
      overdue: { paise: 249_950, instalments: 1, students: 1 },
    });
  });

  it("finds a student's dues by name or email, and a batch's", async () => {
    const { user } = await enrol("Sohini Searchable", true);
    const { user: outside } = await enrol("Outside Batchless", false);
    expect((await dues("q=Sohini%20Searchable")).rows.map((row) => row.userId)).toEqual([
      user._id,
      user._id,
      user._id,
    ]);
    expect((await dues(`q=${encodeURIComponent(user.email)}`)).total).toBe(3);
    expect((await dues("q=nobody-by-this-name")).total).toBe(0);
    const inBatch = await dues(`batchId=${batchId}&limit=100`);
    expect(inBatch.rows.every((row) => row.batchId === batchId)).toBe(true);
    expect(inBatch.rows.some((row) => row.userId === user._id)).toBe(true);
    expect(inBatch.rows.some((row) => row.userId === outside._id)).toBe(false);
    const batchSummary = await summary(`batchId=${batchId}`);
    expect(batchSummary.outstanding.paise).toBe(
      inBatch.rows.reduce((sum, row) => sum + row.owedPaise, 0),
    );
    expect(batchSummary.outstanding.instalments).toBe(inBatch.total);
    expect((await summary("q=sohini")).outstanding).toEqual({
      paise: 900_000,
      instalments: 3,
      students: 1,
    });
    // A batch that does not exist is "not found", not an empty list.
    expect(
      (await call("GET", "/api/staff/dues/summary?batchId=nope", staff.token)).statusCode,
    ).toBe(404);
  });

  it("adds up every due the list shows, and the overdue part of it", async () => {
    const all = await dues("limit=100");
    const late = await dues("limit=100&overdue=true");
    const whole = await summary();
    expect(whole.outstanding.instalments).toBe(all.total);
    expect(whole.outstanding.paise).toBe(all.rows.reduce((sum, row) => sum + row.owedPaise, 0));
    expect(whole.overdue.instalments).toBe(late.total);
    expect(whole.overdue.paise).toBe(late.rows.reduce((sum, row) => sum + row.owedPaise, 0));
    expect(late.rows.every((row) => row.daysOverdue > 0 && row.overdue)).toBe(true);
  });
});

describe("the payments as CSV for the accountant", () => {
  const VOLUME = 2_345;
  const METHODS = ["razorpay", "upi", "cash", "cheque", "bank_transfer"] as const;
  let expectedPaise = 0;
  let expectedCash = 0;

  beforeAll(async () => {
    const rows: Insertable<PaymentsTable>[] = [];
    for (let i = 0; i < VOLUME; i += 1) {
      // Spread over 2031, a few at the same instant (the export's key is the time, then the id).
      const paidAt = new Date(Date.UTC(2031, 0, 1) + Math.floor(i / 3) * 13_000_000).toISOString();
      const amount = 1 + ((i * 7_919) % 250_000);
      const method = METHODS[i % METHODS.length] ?? "cash";
      expectedPaise += amount;
      if (method === "cash") expectedCash += 1;
      rows.push(
        paymentRow({
          method,
          amount_paise: amount,
          paid_at: paidAt,
          // A payer's text that a spreadsheet would run is written as text.
          label_en: i === 0 ? '=HYPERLINK("x")' : `Fee ${i}, instalment`,
          reference: method === "cash" ? null : `REF${i}`,
        }),
      );
    }
    // Not received: never exported.
    rows.push(paymentRow({ amount_paise: 5, created_at: "2031-06-01T00:00:00.000Z" }));
    for (let start = 0; start < rows.length; start += 400) {
      await t.app.db
        .insertInto("payments")
        .values(rows.slice(start, start + 400))
        .execute();
    }
  }, 60_000);

  const toPaise = (rupees: string) => {
    const [whole = "0", fraction = "00"] = rupees.split(".");
    expect(fraction).toHaveLength(2);
    return Number(whole) * 100 + Number(fraction);
  };

  it("streams every payment received, read in batches, and adds up to the collections' total", async () => {
    const selectFrom = vi.spyOn(t.app.db, "selectFrom");
    let res: Awaited<ReturnType<typeof call>>;
    let paymentReads: number;
    try {
      res = await call(
        "GET",
        "/api/staff/money/payments.csv?from=2031-01-01&to=2031-12-31",
        staff.token,
      );
      paymentReads = selectFrom.mock.calls.filter(([table]) => table === "payments").length;
    } finally {
      selectFrom.mockRestore();
    }
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe(
      'attachment; filename="payments-2031-01-01-to-2031-12-31.csv"',
    );
    // Sent as it was read, not built whole first: no length known in advance.
    expect(res.headers["content-length"]).toBeUndefined();
    expect(paymentReads).toBe(Math.ceil(VOLUME / EXPORT_BATCH));

    const lines = res.body.split("\r\n").filter((line) => line !== "");
    expect(lines[0]).toBe(
      "Date,Time,Receipt,Payer,Email,For,Method,Reference,Amount (Rs),Refunded (Rs),Status,Taken by",
    );
    expect(lines).toHaveLength(VOLUME + 1);
    const amounts = lines.slice(1).map((line) => {
      const cells = line.match(/("([^"]|"")*"|[^,]*)(,|$)/g) ?? [];
      return toPaise((cells[8] ?? "").replace(/,$/, ""));
    });
    expect(amounts.reduce((sum, paise) => sum + paise, 0)).toBe(expectedPaise);
    const dates = lines.slice(1).map((line) => line.slice(0, 16));
    expect([...dates].sort()).toEqual(dates);
    expect(res.body).toContain("'=HYPERLINK");

    const year = await collections("from=2031-01-01&to=2031-12-31&by=month");
    expect(year.totals.receivedPaise).toBe(expectedPaise);
    expect(year.totals.payments).toBe(VOLUME);

    const cash = await call(
      "GET",
      "/api/staff/money/payments.csv?from=2031-01-01&to=2031-12-31&method=cash",
      admin.token,
    );
    expect(cash.body.split("\r\n").filter((line) => line !== "")).toHaveLength(expectedCash + 1);
  });

  it("writes India's date and time, the receipt, what for, and rupees to the paisa", async () => {
    const res = await call(
      "GET",
      "/api/staff/money/payments.csv?from=2030-01-31&to=2030-01-31",
      staff.token,
    );
    const lines = res.body.split("\r\n").filter((line) => line !== "");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(
      /^2030-01-31,23:30,T\/\d{8},Pritha Payer,[^,]+@test\.local,"?Order ORD-000001"?,Cash,,1234\.56,0\.00,paid,$/,
    );
    expect(lines[2]).toMatch(/^2030-01-31,23:59,.*,Online \(Razorpay\),,500\.01,0\.00,paid,$/);
    const partly = await call(
      "GET",
      "/api/staff/money/payments.csv?from=2030-02-15&to=2030-02-15&method=razorpay",
      staff.token,
    );
    expect(partly.body).toContain(",pay_refunded,3000.00,1000.00,partly-refunded,");
  });

  it("refuses a backwards range naming `to`, and a method it does not know", async () => {
    const backwards = await call(
      "GET",
      "/api/staff/money/payments.csv?from=2031-02-01&to=2031-01-01",
      staff.token,
    );
    expect(backwards.statusCode).toBe(400);
    expectIssue(backwards, "to");
    const method = await call("GET", "/api/staff/money/payments.csv?method=gold", staff.token);
    expect(method.statusCode).toBe(400);
    expectIssue(method, "method");
  });
});

describe("who may read the money", () => {
  it("lets staff and admins in; a user gets 403, a visitor 401", async () => {
    const urls = [
      "/api/staff/money/collections?from=2030-01-01&to=2030-01-31",
      "/api/staff/money/payments.csv?from=2030-01-01&to=2030-01-31",
      "/api/staff/dues/summary",
      "/api/staff/dues",
    ];
    for (const url of urls) {
      expect((await call("GET", url, undefined)).statusCode, url).toBe(401);
      expect((await call("GET", url, payer.token)).statusCode, url).toBe(403);
      expect((await call("GET", url, staff.token)).statusCode, url).toBe(200);
      expect((await call("GET", url, admin.token)).statusCode, url).toBe(200);
    }
  });
});
