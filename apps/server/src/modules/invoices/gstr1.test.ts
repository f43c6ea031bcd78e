// The month's GSTR-1 (docs/accountant.md): a month with a B2B sale, sales to consumers in the
// state and in another, one inter-state sale over ₹1 lakh and a credit note, exported section by
// section and compared, column for column, with the files in gstr1-golden/ (the GST offline
// tool's CSV templates: their headers in their order).
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { INSTITUTE } from "@app/shared/institute";
import { GSTR1_SECTIONS, type Gstr1Summary, type Invoice } from "@app/shared/invoices";
import type { Product } from "@app/shared/products";
import type { AuthUser } from "@app/shared/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CurrentUser } from "../../plugins/auth";
import { INSTITUTE_GSTIN, KARNATAKA_BUYER } from "../../test/gst-fixtures";
import { addProduct } from "../../test/shop-fixtures";
import { auth, buildTestApp, createUser, type TestApp } from "../../test/test-app";
import { createCreditNotesService } from "./credit-notes.service";
import { GSTR1_HEADERS, gstDate, monthBounds } from "./gstr1";
import { createInvoicesService } from "./invoices.service";

let t: TestApp;
let admin: AuthUser;
let coaching: Product;
let notes: Product;

// A month of a financial year no other test writes in, so the numbers are known.
const MONTH = "2025-08";
const at = (day: string) => new Date(`2025-08-${day}T06:00:00.000Z`);

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.app, "admin", "Asha Admin");
  const saved = await t.app.inject({
    method: "PUT",
    url: "/api/institute",
    headers: auth(admin.token),
    payload: {
      ...INSTITUTE,
      gstRegistration: "regular",
      gstin: INSTITUTE_GSTIN,
      legalName: "Plassey Education Private Limited",
      pricesIncludeTax: true,
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  coaching = await addProduct(t.app, admin.token, {
    name: "WBCS coaching module",
    price: "11800",
    sellprice: "11800",
    hsnSac: "999293",
    gstRate: "18",
  });
  notes = await addProduct(t.app, admin.token, {
    name: "Physics notes",
    price: "450",
    sellprice: "450",
    hsnSac: "4901",
    gstRate: "0",
  });

  const user = { id: admin._id, name: "Asha Admin", role: "admin" } as CurrentUser;
  const on = (day: string) => createInvoicesService(t.app.db, { now: () => at(day) });
  // 1. B2B, to Karnataka: IGST.
  const b2b = await on("05").create(user, {
    customer: {
      name: "Rao Learning Pvt Ltd",
      address: "12 MG Road, Bengaluru",
      gstin: KARNATAKA_BUYER,
    },
    lines: [
      { productId: coaching._id, qty: 2 },
      { productId: notes._id, qty: 3 },
    ],
  });
  // 2. To a consumer in West Bengal: CGST and SGST (b2cs).
  await on("10").create(user, {
    customer: { name: "Mita Das", address: "4 Lake Road, Berhampore" },
    lines: [
      { productId: coaching._id, qty: 1 },
      { productId: notes._id, qty: 1 },
    ],
  });
  // 3. To a consumer in Jharkhand, ₹1,18,000: over ₹1 lakh across states (b2cl).
  await on("12").create(user, {
    customer: { name: "Ravi Kumar", address: "3 Park Street, Ranchi", stateCode: "20" },
    lines: [{ productId: coaching._id, qty: 10 }],
  });
  // 4. To a consumer in Maharashtra, small: b2cs under its own place of supply.
  await on("25").create(user, {
    customer: { name: "Asha Patil", address: "Pune", stateCode: "27" },
    lines: [{ productId: notes._id, qty: 2 }],
  });
  // 5. One of the two coaching modules of the B2B sale taken back (cdnr).
  const coachingLine = (b2b as Invoice).lines[0]?.lineId as string;
  await createCreditNotesService(t.app.db).issue(
    b2b._id,
    { reason: "One module cancelled", lines: [{ lineId: coachingLine, qty: 1 }] },
    { id: admin._id, name: "Asha Admin" },
    at("20"),
  );
});
afterAll(async () => {
  await t?.close();
});

const download = (section: string, token = admin.token) =>
  t.app.inject({
    method: "GET",
    url: `/api/gst/gstr1/${section}?month=${MONTH}`,
    headers: auth(token),
  });

describe("GSTR-1", () => {
  it("reads months and dates in India", () => {
    expect(monthBounds("2025-08")).toEqual({
      from: "2025-07-31T18:30:00.000Z",
      to: "2025-08-31T18:30:00.000Z",
    });
    expect(monthBounds("2025-12").to).toBe("2025-12-31T18:30:00.000Z");
    // 31 August 23:59 in India is still August.
    expect(gstDate("2025-08-31T18:29:00.000Z")).toBe("31-Aug-2025");
    expect(gstDate("2025-08-31T18:30:00.000Z")).toBe("01-Sep-2025");
  });

  it.each(GSTR1_SECTIONS)("%s matches the golden file column for column", async (section) => {
    const res = await download(section);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="gstr1-${MONTH}-${section}.csv"`,
    );
    const golden = await readFile(join(__dirname, "gstr1-golden", `${section}.csv`), "utf8");
    const rows = (text: string) =>
      text
        .trimEnd()
        .split(/\r?\n/)
        .map((line) => line.split(","));
    const actual = rows(res.body);
    expect(actual[0]).toEqual(GSTR1_HEADERS[section]);
    expect(actual).toEqual(rows(golden));
    expect(res.body.endsWith("\r\n")).toBe(true);
  });

  it("sums the month per head, less the credit note", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/gst/gstr1?month=${MONTH}`,
      headers: auth(admin.token),
    });
    expect(res.statusCode).toBe(200);
    const summary = res.json<Gstr1Summary>();
    expect(summary).toMatchObject({ month: MONTH, invoices: 4, creditNotes: 1 });
    // Taxable: 20,000 + 1,350 + 10,000 + 450 + 1,00,000 + 900 − 10,000; IGST 3,600 + 18,000 − 1,800.
    expect(summary.totals).toEqual({
      taxablePaise: 12_270_000,
      cgstPaise: 90_000,
      sgstPaise: 90_000,
      igstPaise: 1_980_000,
    });
    expect(summary.sections).toEqual([
      { section: "b2b", rows: 2 },
      { section: "b2cl", rows: 1 },
      { section: "b2cs", rows: 3 },
      { section: "cdnr", rows: 1 },
      { section: "cdnur", rows: 0 },
      { section: "hsn", rows: 2 },
      { section: "docs", rows: 2 },
    ]);
  });

  it("is for admins, and a month is a month", async () => {
    const staff = await createUser(t.app, "staff");
    expect((await download("b2b", staff.token)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: "GET", url: `/api/gst/gstr1/b2b?month=${MONTH}` })).statusCode,
    ).toBe(401);
    const badMonth = await t.app.inject({
      method: "GET",
      url: "/api/gst/gstr1/b2b?month=2025-13",
      headers: auth(admin.token),
    });
    expect(badMonth.statusCode).toBe(400);
    const badSection = await t.app.inject({
      method: "GET",
      url: `/api/gst/gstr1/exp?month=${MONTH}`,
      headers: auth(admin.token),
    });
    expect(badSection.statusCode).toBe(400);
  });
});
