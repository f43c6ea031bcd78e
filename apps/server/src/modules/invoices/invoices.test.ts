import { formatRupeesFromPaise } from "@app/shared/format";
import { documentNumber } from "@app/shared/gst";
import { INSTITUTE } from "@app/shared/institute";
import type { Invoice } from "@app/shared/invoices";
import type { Product } from "@app/shared/products";
import type { AuthUser } from "@app/shared/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorBody, expectIssue } from "../../test/error-body";
import { pdfTextOf } from "../../test/pdf-text";
import { addProduct } from "../../test/shop-fixtures";
import { auth, buildTestApp, createUser, type TestApp } from "../../test/test-app";
import { financialYearOf, invoiceNumber } from "./financial-year";
import { createInvoicesService } from "./invoices.service";

let t: TestApp;
let admin: AuthUser;
let pen: Product;
let dime: Product;
let dear: Product;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.app, "admin", "Asha Admin");
  pen = await addProduct(t.app, admin.token, { name: "Gel pen", price: "25", sellprice: "19.99" });
  dime = await addProduct(t.app, admin.token, { name: "Eraser", price: "0.10", sellprice: "0.10" });
  dear = await addProduct(t.app, admin.token, {
    name: "Silk stole",
    price: "1000000",
    sellprice: "999999.99",
  });
});
afterAll(async () => {
  await t?.close();
});

const create = (token: string | undefined, payload: unknown) =>
  t.app.inject({
    method: "POST",
    url: "/api/invoices",
    headers: token ? auth(token) : {},
    payload: payload as object,
  });
// IN/26-27/00001 (gst.ts documentNumber): the sequence is the last part.
const sequenceOf = (invoice: Invoice) => Number(invoice.number.split("/").at(-1));

describe("financial years", () => {
  it("run April to March by the date in India", () => {
    // 31 March 23:59:59.999 IST is 18:29:59.999 UTC; 1 April 00:00 IST is 18:30 UTC.
    expect(financialYearOf(new Date("2026-03-31T18:29:59.999Z"))).toBe("2025-26");
    expect(financialYearOf(new Date("2026-03-31T18:30:00.000Z"))).toBe("2026-27");
    expect(financialYearOf(new Date("2026-04-01T00:00:00.000Z"))).toBe("2026-27");
    expect(financialYearOf(new Date("2027-01-15T12:00:00.000Z"))).toBe("2026-27");
    // 1 January 2100 01:30 in India: the year that began in April 2099, and the century wraps.
    expect(financialYearOf(new Date("2099-12-31T20:00:00.000Z"))).toBe("2099-00");
    expect(invoiceNumber("2026-27", 1)).toBe("INV-2026-27/0001");
    expect(invoiceNumber("2026-27", 12345)).toBe("INV-2026-27/12345");
  });
});

describe("POST /api/invoices", () => {
  it("prices the lines from the products in whole paise", async () => {
    const res = await create(admin.token, {
      lines: [
        { productId: pen._id, qty: 3 },
        { productId: dime._id, qty: 3 },
      ],
    });
    expect(res.statusCode).toBe(201);
    const invoice = res.json<Invoice>();
    expect(invoice.lines).toMatchObject([
      { productId: pen._id, name: "Gel pen", pricePaise: 1999, qty: 3, totalPaise: 5997 },
      // 0.1 × 3 is 0.30000000000000004 in floating point; in paise it is 30.
      { productId: dime._id, name: "Eraser", pricePaise: 10, qty: 3, totalPaise: 30 },
    ]);
    expect(invoice.totalPaise).toBe(6027);
    // Numbered as Rule 46 allows (docs/accountant.md); INV-2026-27/0001 numbers stay as issued.
    expect(invoice.number).toMatch(/^IN\/\d{2}-\d{2}\/\d{5}$/);
    expect(invoice.financialYear).toBe(financialYearOf(new Date(invoice.createdAt)));
    expect(invoice).toMatchObject({ createdBy: admin._id, createdByName: "Asha Admin" });
  });

  it("stays exact for the largest invoice (100 lines of 999 at ten lakh rupees)", async () => {
    const products = [dear];
    for (let i = 0; i < 99; i++) {
      products.push(
        await addProduct(t.app, admin.token, {
          name: `Big ${i}`,
          price: "1000000",
          sellprice: "999999.99",
        }),
      );
    }
    const res = await create(admin.token, {
      lines: products.map((product) => ({ productId: product._id, qty: 999 })),
    });
    expect(res.statusCode).toBe(201);
    const invoice = res.json<Invoice>();
    expect(invoice.lines).toHaveLength(100);
    expect(invoice.lines[0]?.totalPaise).toBe(99_999_999 * 999);
    expect(invoice.totalPaise).toBe(99_999_999 * 999 * 100);
    // Read back from the database (bigint on PostgreSQL comes back as text): still numbers.
    const again = await t.app.inject({
      method: "GET",
      url: `/api/invoices/${invoice._id}`,
      headers: auth(admin.token),
    });
    expect(again.json<Invoice>()).toEqual(invoice);
  });

  it("needs an admin", async () => {
    const payload = { lines: [{ productId: pen._id, qty: 1 }] };
    expect((await create(undefined, payload)).statusCode).toBe(401);
    const user = await createUser(t.app);
    expect((await create(user.token, payload)).statusCode).toBe(403);
    const staff = await createUser(t.app, "staff");
    expect((await create(staff.token, payload)).statusCode).toBe(403);
  });

  it.each([
    ["no lines", { lines: [] }, "lines"],
    [
      "101 lines",
      { lines: Array.from({ length: 101 }, (_, i) => ({ productId: `p${i}`, qty: 1 })) },
      "lines",
    ],
    ["a quantity of 0", { lines: [{ productId: "x", qty: 0 }] }, "lines.0.qty"],
    ["a quantity of 1000", { lines: [{ productId: "x", qty: 1000 }] }, "lines.0.qty"],
    ["a fractional quantity", { lines: [{ productId: "x", qty: 1.5 }] }, "lines.0.qty"],
    ["a quantity as text", { lines: [{ productId: "x", qty: "2" }] }, "lines.0.qty"],
    [
      "the same product twice",
      {
        lines: [
          { productId: "x", qty: 1 },
          { productId: "x", qty: 2 },
        ],
      },
      "lines",
    ],
  ])("refuses %s with 400", async (_case, payload, field) => {
    const res = await create(admin.token, payload);
    expect(res.statusCode).toBe(400);
    expectIssue(res, field);
  });

  it("answers at most 20 issues for a body with a hundred bad lines", async () => {
    const lines = Array.from({ length: 100 }, (_, i) => ({ productId: `p${i}`, qty: 0 }));
    const res = await create(admin.token, { lines });
    expect(res.statusCode).toBe(400);
    const { issues } = errorBody(res);
    expect(issues).toHaveLength(20);
    expect(issues.map((issue) => issue.path)).toEqual(
      Array.from({ length: 20 }, (_, i) => `lines.${i}.qty`),
    );
  });

  it("refuses an unknown product with 400, and the refused invoice uses up no number", async () => {
    const before = (
      await create(admin.token, { lines: [{ productId: pen._id, qty: 1 }] })
    ).json<Invoice>();
    const res = await create(admin.token, {
      lines: [
        { productId: pen._id, qty: 1 },
        { productId: "no-such-product", qty: 1 },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(errorBody(res)).toMatchObject({
      message: "No such product",
      issues: [{ path: "lines.1.productId", message: "No such product" }],
    });
    const after = (
      await create(admin.token, { lines: [{ productId: pen._id, qty: 1 }] })
    ).json<Invoice>();
    expect(sequenceOf(after)).toBe(sequenceOf(before) + 1);
  });

  it("gives 20 invoices made at once 20 consecutive numbers, no gap, no repeat", async () => {
    const last = (
      await t.app.inject({ method: "GET", url: "/api/invoices", headers: auth(admin.token) })
    ).json<Invoice[]>()[0];
    const start = last ? sequenceOf(last) + 1 : 1;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        create(admin.token, { lines: [{ productId: pen._id, qty: i + 1 }] }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(201));
    const invoices = answers.map((res) => res.json<Invoice>());
    const numbers = invoices.map(sequenceOf).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => start + i));
    // Each number went with its own lines.
    for (const invoice of invoices) {
      expect(invoice.totalPaise).toBe(1999 * (invoice.lines[0]?.qty ?? 0));
    }
  });
});

describe("financial-year numbering", () => {
  it("restarts at 0001 on 1 April in India and keeps counting the old year until then", async () => {
    let now = new Date("2031-03-31T18:29:59.000Z");
    const service = createInvoicesService(t.app.db, { now: () => now });
    const user = await t.app.db
      .selectFrom("users")
      .selectAll()
      .where("id", "=", admin._id)
      .executeTakeFirstOrThrow();
    const lines = [{ productId: pen._id, qty: 1 }];
    const make = () => service.create({ ...user, session_id: "test" }, { lines });

    const march = [await make(), await make()];
    expect(march.map((i) => i.number)).toEqual(["IN/30-31/00001", "IN/30-31/00002"]);
    now = new Date("2031-03-31T18:30:00.000Z");
    const april = await make();
    expect(april).toMatchObject({ number: "IN/31-32/00001", financialYear: "2031-32" });
    expect(april.createdAt).toBe("2031-03-31T18:30:00.000Z");
    // A late invoice dated in the old year still continues the old year's numbers.
    now = new Date("2031-03-31T10:00:00.000Z");
    expect((await make()).number).toBe("IN/30-31/00003");

    // The very first invoices of a year, made at once, race to create its counter row.
    now = new Date("2035-06-01T06:00:00.000Z");
    const fresh = await Promise.all(Array.from({ length: 10 }, () => make()));
    expect(fresh.map((i) => i.number).sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => documentNumber("invoice", "2035-36", i + 1)),
    );
  });
});

describe("reading invoices", () => {
  it("lists newest first, answers one, and 404 for an unknown id; admins only", async () => {
    const made = (
      await create(admin.token, { lines: [{ productId: dime._id, qty: 7 }] })
    ).json<Invoice>();
    const list = await t.app.inject({
      method: "GET",
      url: "/api/invoices",
      headers: auth(admin.token),
    });
    expect(list.statusCode).toBe(200);
    const invoices = list.json<Invoice[]>();
    expect(
      invoices.every((inv, i) => i === 0 || (invoices[i - 1]?.createdAt ?? "") >= inv.createdAt),
    ).toBe(true);
    expect(invoices.map((inv) => inv._id)).toContain(made._id);

    const one = await t.app.inject({
      method: "GET",
      url: `/api/invoices/${made._id}`,
      headers: auth(admin.token),
    });
    expect(one.json<Invoice>()).toEqual(made);
    const missing = await t.app.inject({
      method: "GET",
      url: "/api/invoices/nope",
      headers: auth(admin.token),
    });
    expect(missing.statusCode).toBe(404);

    const user = await createUser(t.app);
    for (const url of ["/api/invoices", `/api/invoices/${made._id}`]) {
      expect(
        (await t.app.inject({ method: "GET", url, headers: auth(user.token) })).statusCode,
      ).toBe(403);
      expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
    }
    // A customer reads their own invoices' PDFs (gst-invoices.test.ts); another's is not there.
    const pdf = `/api/invoices/${made._id}/pdf`;
    expect(
      (await t.app.inject({ method: "GET", url: pdf, headers: auth(user.token) })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: "GET", url: pdf })).statusCode).toBe(401);
  });

  it("keeps the price an invoice was made with after the product is deleted", async () => {
    const gone = await addProduct(t.app, admin.token, { name: "Old stock", sellprice: "12.34" });
    const made = (
      await create(admin.token, { lines: [{ productId: gone._id, qty: 2 }] })
    ).json<Invoice>();
    await t.app.inject({
      method: "POST",
      url: "/delphoto",
      headers: auth(admin.token),
      payload: { id: gone._id },
    });
    const one = await t.app.inject({
      method: "GET",
      url: `/api/invoices/${made._id}`,
      headers: auth(admin.token),
    });
    expect(one.json<Invoice>()).toEqual(made);
    expect(made.totalPaise).toBe(2468);
  });
});

describe("GET /api/invoices/{id}/pdf", () => {
  it("answers a PDF with the institute, the customer, the number, every line and the total in ₹", async () => {
    const made = (
      await create(admin.token, {
        customer: { name: "Rina Customer", address: "4 Lake Road, Berhampore" },
        lines: [
          { productId: pen._id, qty: 3 },
          { productId: dear._id, qty: 2 },
        ],
      })
    ).json<Invoice>();
    const res = await t.app.inject({
      method: "GET",
      url: `/api/invoices/${made._id}/pdf`,
      headers: auth(admin.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(
      `inline; filename="${made.number.replaceAll("/", "-")}.pdf"`,
    );
    // The browser's PDF viewer must not be blocked by the site's `object-src 'none'`.
    expect(res.headers["content-security-policy"]).toBe("frame-ancestors 'self'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pdf.subarray(-6).toString("latin1")).toContain("%%EOF");
    const text = await pdfTextOf(pdf);
    // An unregistered institute's invoice (docs/accountant.md): titled "Invoice".
    expect(text).toContain("Invoice");
    expect(text).toContain(`Number: ${made.number}`);
    expect(text).toContain("Gel pen");
    expect(text).toContain("₹59.97");
    expect(text).toContain("₹19,99,999.98");
    // Total: 59.97 + 19,99,999.98 = 20,00,059.95
    expect(made.totalPaise).toBe(200_005_995);
    expect(text).toContain("₹20,00,059.95");
    expect(text).not.toContain("Rs.");
    // Who it is made out to, and the institute as /contact shows it.
    expect(made.customer).toEqual({ name: "Rina Customer", address: "4 Lake Road, Berhampore" });
    expect(text).toContain("Bill to");
    expect(text).toContain("Rina Customer");
    expect(text).toContain("4 Lake Road, Berhampore");
    for (const line of INSTITUTE.addressLines) expect(text).toContain(line);
    expect(text).toContain(INSTITUTE.phoneDisplay);

    // ?lang=bn: the customer's language, whatever the admin reads; words from the catalogue,
    // amounts in Bengali digits.
    const bengali = await t.app.inject({
      method: "GET",
      url: `/api/invoices/${made._id}/pdf?lang=bn`,
      headers: auth(admin.token),
    });
    expect(bengali.statusCode).toBe(200);
    const bengaliText = await pdfTextOf(bengali.rawPayload);
    expect(bengaliText).toContain("একক দাম");
    expect(bengaliText).toContain("₹২০,০০,০৫৯.৯৫");
    expect(bengaliText).not.toContain("Bill to");
    const hindi = await t.app.inject({
      method: "GET",
      url: `/api/invoices/${made._id}/pdf?lang=hi`,
      headers: auth(admin.token),
    });
    expect(hindi.statusCode).toBe(400);

    const missing = await t.app.inject({
      method: "GET",
      url: "/api/invoices/nope/pdf",
      headers: auth(admin.token),
    });
    expect(missing.statusCode).toBe(404);
  });

  it("formats paise as rupees the Indian way", () => {
    expect(formatRupeesFromPaise(0)).toBe("₹0.00");
    expect(formatRupeesFromPaise(5)).toBe("₹0.05");
    expect(formatRupeesFromPaise(5997)).toBe("₹59.97");
    expect(formatRupeesFromPaise(12_345_678_901)).toBe("₹12,34,56,789.01");
  });
});
