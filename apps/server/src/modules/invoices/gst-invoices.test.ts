// GST invoices (docs/accountant.md, decision 044): the institute's tax identity, invoices titled
// and taxed by its registration, one invoice per sale (a delivered order), the customer's own
// invoices, credit notes, invoices never changed, and the PDF an accountant reads.
import { INSTITUTE, type InstituteSettings } from "@app/shared/institute";
import type { CreditNote, Invoice } from "@app/shared/invoices";
import type { Order } from "@app/shared/orders";
import type { Product } from "@app/shared/products";
import type { AuthUser } from "@app/shared/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectIssue } from "../../test/error-body";
import { BENGAL_BUYER, INSTITUTE_GSTIN, KARNATAKA_BUYER } from "../../test/gst-fixtures";
import { lettersWithin, pdfGlyphsOf } from "../../test/pdf-glyphs";
import { pdfTextOf } from "../../test/pdf-text";
import { addProduct } from "../../test/shop-fixtures";
import { auth, buildTestApp, createUser, type TestApp } from "../../test/test-app";
import { renderInvoicePdf } from "./invoice-pdf";

let t: TestApp;
let admin: AuthUser;
let customer: AuthUser;
let other: AuthUser;
let coaching: Product;
let notes: Product;

const saveInstitute = (token: string | undefined, changes: Partial<InstituteSettings>) =>
  t.app.inject({
    method: "PUT",
    url: "/api/institute",
    headers: token ? auth(token) : {},
    payload: { ...INSTITUTE, ...changes },
  });
const create = (payload: object) =>
  t.app.inject({ method: "POST", url: "/api/invoices", headers: auth(admin.token), payload });
const REGULAR = {
  gstRegistration: "regular",
  gstin: INSTITUTE_GSTIN,
  legalName: "Plassey Education Private Limited",
  tradeName: "Plassey Institute",
  stateCode: "19",
  pricesIncludeTax: true,
} as const;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.app, "admin", "Asha Admin");
  customer = await createUser(t.app, "user", "Rina Customer");
  other = await createUser(t.app, "user", "Omar Other");
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
    kind: "study",
  });
});
afterAll(async () => {
  await t?.close();
});

describe("the institute's tax identity", () => {
  it("refuses a GSTIN with a wrong check character, naming the field", async () => {
    const res = await saveInstitute(admin.token, { ...REGULAR, gstin: "19AABCP1234Q1Z5" });
    expect(res.statusCode).toBe(400);
    expectIssue(res, "gstin");
  });

  it("refuses a GSTIN of another state than the institute's", async () => {
    const res = await saveInstitute(admin.token, { ...REGULAR, gstin: KARNATAKA_BUYER });
    expect(res.statusCode).toBe(400);
    expectIssue(res, "gstin");
    expect(res.json<{ message: string }>().message).toMatch(/state code/);
  });

  it("needs a GSTIN once registered", async () => {
    const res = await saveInstitute(admin.token, { ...REGULAR, gstin: "" });
    expect(res.statusCode).toBe(400);
    expectIssue(res, "gstin");
  });

  it("keeps a valid one, with West Bengal as the state unless said otherwise", async () => {
    const { stateCode: _, ...withoutState } = REGULAR;
    const res = await saveInstitute(admin.token, withoutState);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ...REGULAR, stateCode: "19" });
    expect((await t.app.inject({ method: "GET", url: "/api/institute" })).json()).toMatchObject(
      REGULAR,
    );
  });

  it("products carry their HSN/SAC and GST rate, refused outside the rates", async () => {
    expect(coaching).toMatchObject({ hsnSac: "999293", gstRate: 18 });
    const res = await t.app.inject({
      method: "PATCH",
      url: `/api/products/${notes._id}`,
      headers: auth(admin.token),
      payload: { gstRate: 7 },
    });
    expect(res.statusCode).toBe(400);
    expectIssue(res, "gstRate");
  });
});

describe("a tax invoice", () => {
  it("charges CGST and SGST inside the state, numbered IN/yy-yy/nnnnn, adding up exactly", async () => {
    const res = await create({
      customer: { name: "Mita Das", address: "4 Lake Road, Berhampore" },
      lines: [
        { productId: coaching._id, qty: 1 },
        { productId: notes._id, qty: 3 },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const invoice = res.json<Invoice>();
    expect(invoice.number).toMatch(/^IN\/\d{2}-\d{2}\/\d{5}$/);
    expect(invoice.gst).toMatchObject({
      kind: "tax-invoice",
      placeOfSupply: "19-West Bengal",
      interState: false,
      buyerGstin: null,
      totals: {
        taxablePaise: 1_000_000 + 135_000,
        cgstPaise: 90_000,
        sgstPaise: 90_000,
        igstPaise: 0,
      },
    });
    expect(invoice.lines.map((line) => line.gst)).toEqual([
      {
        hsnSac: "999293",
        unit: "NOS",
        rate: 18,
        taxablePaise: 1_000_000,
        cgstPaise: 90_000,
        sgstPaise: 90_000,
        igstPaise: 0,
      },
      {
        hsnSac: "4901",
        unit: "NOS",
        rate: 0,
        taxablePaise: 135_000,
        cgstPaise: 0,
        sgstPaise: 0,
        igstPaise: 0,
      },
    ]);
    // Tax-inclusive prices: the buyer pays exactly the prices quoted.
    expect(invoice.totalPaise).toBe(1_180_000 + 135_000);
    const lines = invoice.lines.reduce((sum, line) => sum + line.totalPaise, 0);
    expect(lines).toBe(invoice.totalPaise);
  });

  it("charges IGST to a registered buyer of another state (B2B) and prints what Rule 46 asks", async () => {
    const res = await create({
      customer: {
        name: "Rao Learning Pvt Ltd",
        address: "12 MG Road, Bengaluru",
        gstin: KARNATAKA_BUYER.toLowerCase(),
      },
      lines: [{ productId: coaching._id, qty: 2 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const invoice = res.json<Invoice>();
    expect(invoice.gst).toMatchObject({
      buyerGstin: KARNATAKA_BUYER,
      buyerStateCode: "29",
      placeOfSupply: "29-Karnataka",
      interState: true,
      totals: { taxablePaise: 2_000_000, cgstPaise: 0, sgstPaise: 0, igstPaise: 360_000 },
    });
    const pdf = await t.app.inject({
      method: "GET",
      url: `/api/invoices/${invoice._id}/pdf?lang=en`,
      headers: auth(admin.token),
    });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfTextOf(pdf.rawPayload);
    for (const expected of [
      "Tax Invoice",
      invoice.number,
      `GSTIN: ${INSTITUTE_GSTIN}`,
      `GSTIN: ${KARNATAKA_BUYER}`,
      "999293",
      "IGST",
      "18% ₹3,600.00",
      "IGST: ₹3,600.00",
      "Taxable value: ₹20,000.00",
      "Place of supply: 29-Karnataka",
      "Rupees Twenty Three Thousand Six Hundred Only",
      "reverse charge: No",
      "Authorised signatory",
      "Plassey Education Private Limited",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("CGST");
  });

  it("refuses a buyer GSTIN that does not match the buyer's state, or fails its check", async () => {
    const wrongState = await create({
      customer: { name: "X", gstin: KARNATAKA_BUYER, stateCode: "19" },
      lines: [{ productId: notes._id, qty: 1 }],
    });
    expect(wrongState.statusCode).toBe(400);
    expectIssue(wrongState, "customer.gstin");
    const wrongCheck = await create({
      customer: { name: "X", gstin: "29AAACR5055K1Z4" },
      lines: [{ productId: notes._id, qty: 1 }],
    });
    expect(wrongCheck.statusCode).toBe(400);
    expectIssue(wrongCheck, "customer.gstin");
  });

  it("prints CGST and SGST with their rates, and in Bengali without empty boxes", async () => {
    const res = await create({
      customer: { name: "অর্পিতা বন্দ্যোপাধ্যায়", gstin: BENGAL_BUYER },
      lines: [{ productId: coaching._id, qty: 1 }],
    });
    const invoice = res.json<Invoice>();
    const english = await pdfTextOf(
      await renderInvoicePdf(invoice, { ...INSTITUTE, ...REGULAR }, "en"),
    );
    expect(english).toContain("9% ₹900.00");
    expect(english).toContain("CGST: ₹900.00");
    expect(english).toContain("SGST: ₹900.00");
    expect(english).toContain("Place of supply: 19-West Bengal");
    const bengali = await renderInvoicePdf(invoice, { ...INSTITUTE, ...REGULAR }, "bn", true);
    const glyphs = await pdfGlyphsOf(bengali);
    expect(glyphs.filter(({ id }) => id === 0)).toEqual([]);
    const text = await pdfTextOf(bengali);
    expect(text).toContain(BENGAL_BUYER);
    expect(text).toContain("999293");
    // The institute's Bengali name, and the total in Bengali words.
    expect(lettersWithin(text, "পলাশী ইনস্টিটিউট এগারো হাজার আটশো টাকা মাত্র", "Bengali")).toEqual([]);
  });

  it("is never changed or deleted once issued (409)", async () => {
    const invoice = (await create({ lines: [{ productId: notes._id, qty: 1 }] })).json<Invoice>();
    for (const method of ["PUT", "PATCH", "DELETE"] as const) {
      const res = await t.app.inject({
        method,
        url: `/api/invoices/${invoice._id}`,
        headers: auth(admin.token),
        payload: method === "DELETE" ? undefined : { totalPaise: 1 },
      });
      expect(res.statusCode, method).toBe(409);
      expect(res.json<{ message: string }>().message).toMatch(/credit note/);
    }
    const user = await t.app.inject({
      method: "DELETE",
      url: `/api/invoices/${invoice._id}`,
      headers: auth(customer.token),
    });
    expect(user.statusCode).toBe(403);
  });
});

describe("credit notes", () => {
  it("take back some lines, then the rest, to the paisa, in their own series", async () => {
    const invoice = (
      await create({
        customer: { name: "Rao Learning Pvt Ltd", gstin: KARNATAKA_BUYER },
        lines: [
          { productId: coaching._id, qty: 3 },
          { productId: notes._id, qty: 1 },
        ],
      })
    ).json<Invoice>();
    const coachingLine = invoice.lines[0]?.lineId as string;
    const issue = (payload: object, token = admin.token) =>
      t.app.inject({
        method: "POST",
        url: `/api/invoices/${invoice._id}/credit-notes`,
        headers: auth(token),
        payload,
      });
    expect((await issue({ reason: "x" }, customer.token)).statusCode).toBe(403);
    const tooMany = await issue({ reason: "Returned", lines: [{ lineId: coachingLine, qty: 4 }] });
    expect(tooMany.statusCode).toBe(400);
    expectIssue(tooMany, "lines.0.qty");

    const first = await issue({
      reason: "One seat cancelled",
      lines: [{ lineId: coachingLine, qty: 1 }],
    });
    expect(first.statusCode, first.body).toBe(201);
    const note = first.json<CreditNote>();
    expect(note.number).toMatch(/^CN\/\d{2}-\d{2}\/\d{5}$/);
    expect(note.invoiceNumber).toBe(invoice.number);
    expect(note.totals).toEqual({
      taxablePaise: 1_000_000,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 180_000,
    });
    expect(note.totalPaise).toBe(1_180_000);

    const rest = await issue({ reason: "Course cancelled" });
    expect(rest.statusCode, rest.body).toBe(201);
    const second = rest.json<CreditNote>();
    expect(second.totalPaise + note.totalPaise).toBe(invoice.totalPaise);
    expect(second.totals.igstPaise + note.totals.igstPaise).toBe(invoice.gst?.totals.igstPaise);
    expect(Number(second.number.slice(-5))).toBe(Number(note.number.slice(-5)) + 1);

    const nothing = await issue({ reason: "Again" });
    expect(nothing.statusCode).toBe(409);
    const list = await t.app.inject({
      method: "GET",
      url: `/api/credit-notes?invoiceId=${invoice._id}`,
      headers: auth(admin.token),
    });
    expect(list.json<CreditNote[]>().map((n) => n.number)).toEqual([second.number, note.number]);
  });
});

describe("composition and unregistered institutes", () => {
  it("a composition institute issues a bill of supply without tax, and never across states", async () => {
    expect(
      (await saveInstitute(admin.token, { ...REGULAR, gstRegistration: "composition" })).statusCode,
    ).toBe(200);
    const res = await create({
      customer: { name: "Mita Das" },
      lines: [{ productId: coaching._id, qty: 1 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const invoice = res.json<Invoice>();
    expect(invoice.gst).toMatchObject({
      kind: "bill-of-supply",
      totals: { taxablePaise: 1_180_000, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 },
    });
    const text = await pdfTextOf(
      await renderInvoicePdf(invoice, { ...INSTITUTE, ...REGULAR }, "en"),
    );
    expect(text).toContain("Bill of Supply");
    expect(text).toContain("Composition taxable person, not eligible to collect tax on supplies");

    const across = await create({
      customer: { name: "Rao", gstin: KARNATAKA_BUYER },
      lines: [{ productId: coaching._id, qty: 1 }],
    });
    expect(across.statusCode).toBe(400);
    expectIssue(across, "customer.stateCode");
    expect(across.json<{ message: string }>().message).toMatch(/composition/);
  });

  it("an unregistered institute issues a plain invoice", async () => {
    await saveInstitute(admin.token, { gstRegistration: "unregistered", gstin: "" });
    const invoice = (
      await create({ lines: [{ productId: coaching._id, qty: 1 }] })
    ).json<Invoice>();
    expect(invoice.gst?.kind).toBe("invoice");
    const text = await pdfTextOf(await renderInvoicePdf(invoice, INSTITUTE, "en"));
    expect(text).toContain("Invoice");
    expect(text).not.toContain("Tax Invoice");
    expect(text).not.toContain("GSTIN");
  });
});

describe("an order's invoice", () => {
  it("is issued once when staff mark the order delivered, and the customer finds it", async () => {
    await saveInstitute(admin.token, REGULAR);
    const placed = await t.app.inject({
      method: "POST",
      url: "/api/users/order",
      headers: auth(customer.token),
      payload: {
        address: "7, Court Road, Berhampore",
        gender: "female",
        pin: "742101",
        mobile: "98765 43210",
        idvalue: { category: coaching._id },
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<Order>();
    const setStatus = (status: string) =>
      t.app.inject({
        method: "PUT",
        url: `/api/users/order/${order._id}`,
        headers: auth(admin.token),
        payload: { status },
      });
    const mine = async (token: string) =>
      (await t.app.inject({ method: "GET", url: "/api/invoices/mine", headers: auth(token) })).json<
        Invoice[]
      >();
    expect((await setStatus("confirmed")).statusCode).toBe(200);
    expect(await mine(customer.token)).toEqual([]);
    expect((await setStatus("delivered")).statusCode).toBe(200);
    // Back and forth: still one invoice.
    expect((await setStatus("confirmed")).statusCode).toBe(200);
    expect((await setStatus("delivered")).statusCode).toBe(200);
    const invoices = await mine(customer.token);
    expect(invoices).toHaveLength(1);
    const invoice = invoices[0] as Invoice;
    expect(invoice.gst).toMatchObject({
      kind: "tax-invoice",
      source: { kind: "order", id: order._id },
      placeOfSupply: "19-West Bengal",
      totals: { taxablePaise: 1_000_000, cgstPaise: 90_000, sgstPaise: 90_000 },
    });
    expect(invoice.customer?.address).toContain("742101");
    expect(await mine(other.token)).toEqual([]);
    expect((await t.app.inject({ method: "GET", url: "/api/invoices/mine" })).statusCode).toBe(401);

    const pdf = (token: string) =>
      t.app.inject({
        method: "GET",
        url: `/api/invoices/${invoice._id}/pdf`,
        headers: auth(token),
      });
    expect((await pdf(customer.token)).statusCode).toBe(200);
    expect((await pdf(other.token)).statusCode).toBe(404);
    // And billing lists it.
    const billing = await t.app.inject({
      method: "GET",
      url: `/api/invoices?number=${encodeURIComponent(invoice.number)}`,
      headers: auth(admin.token),
    });
    expect(billing.json<Invoice[]>().map((found) => found._id)).toContain(invoice._id);
  });

  it("of an order sent to another state charges IGST, by the PIN code", async () => {
    const placed = await t.app.inject({
      method: "POST",
      url: "/api/users/order",
      headers: auth(other.token),
      payload: {
        address: "3 Park Street, Ranchi",
        gender: "male",
        pin: "834001",
        mobile: "98765 43211",
        idvalue: { category: coaching._id },
      },
    });
    const order = placed.json<Order>();
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/users/order/${order._id}`,
      headers: auth(admin.token),
      payload: { status: "delivered" },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [invoice] = (
      await t.app.inject({ method: "GET", url: "/api/invoices/mine", headers: auth(other.token) })
    ).json<Invoice[]>();
    expect(invoice?.gst).toMatchObject({
      placeOfSupply: "20-Jharkhand",
      interState: true,
      totals: { igstPaise: 180_000 },
    });
  });
});

describe("an order's invoice, paid or delivered (decision 057)", () => {
  const placeOrder = async (user: AuthUser, pin = "742101") =>
    t.app.inject({
      method: "POST",
      url: "/api/users/order",
      headers: auth(user.token),
      payload: {
        address: "9, Station Road, Berhampore",
        gender: "female",
        pin,
        mobile: "98765 43212",
        idvalue: { category: coaching._id },
      },
    });
  const payAtDesk = (orderId: string, amountPaise: number) =>
    t.app.inject({
      method: "POST",
      url: "/api/staff/payments",
      headers: auth(admin.token),
      payload: { for: { order: orderId }, amountPaise, method: "cash" },
    });
  const setStatus = (orderId: string, status: string) =>
    t.app.inject({
      method: "PUT",
      url: `/api/users/order/${orderId}`,
      headers: auth(admin.token),
      payload: { status },
    });
  const mine = async (user: AuthUser) =>
    (await t.app.inject({ method: "GET", url: "/api/invoices/mine", headers: auth(user.token) }))
      .json<Invoice[]>()
      .filter((invoice) => invoice.gst?.source?.kind === "order");

  it("totals what the order cost, tax inside, even when prices are entered without GST", async () => {
    expect(
      (await saveInstitute(admin.token, { ...REGULAR, pricesIncludeTax: false })).statusCode,
    ).toBe(200);
    const buyer = await createUser(t.app, "user", "Tania Buyer");
    const placed = await placeOrder(buyer);
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<Order>();
    expect(order.pricePaise).toBe(1_180_000);
    expect((await setStatus(order._id, "delivered")).statusCode).toBe(200);
    const [invoice] = await mine(buyer);
    expect(invoice?.totalPaise).toBe(order.pricePaise);
    expect(invoice?.gst?.totals).toEqual({
      taxablePaise: 1_000_000,
      cgstPaise: 90_000,
      sgstPaise: 90_000,
      igstPaise: 0,
    });
  });

  it("is issued once the order is paid in full, and delivering it issues no second one", async () => {
    const buyer = await createUser(t.app, "user", "Pia Payer");
    const order = (await placeOrder(buyer)).json<Order>();
    const part = await payAtDesk(order._id, 500_000);
    expect(part.statusCode, part.body).toBe(201);
    expect(await mine(buyer)).toEqual([]);
    const rest = await payAtDesk(order._id, 680_000);
    expect(rest.statusCode, rest.body).toBe(201);
    const paid = await mine(buyer);
    expect(paid).toHaveLength(1);
    expect(paid[0]?.gst?.source).toEqual({ kind: "order", id: order._id });
    expect(paid[0]?.totalPaise).toBe(1_180_000);
    expect((await setStatus(order._id, "delivered")).statusCode).toBe(200);
    expect((await mine(buyer)).map((invoice) => invoice._id)).toEqual([paid[0]?._id]);
  });

  it("under the composition scheme, refuses an order to another state when placed", async () => {
    await saveInstitute(admin.token, { ...REGULAR, gstRegistration: "composition" });
    const buyer = await createUser(t.app, "user", "Ravi Ranchi");
    const res = await placeOrder(buyer, "834001");
    expect(res.statusCode).toBe(400);
    expectIssue(res, "pin");
    // Inside the state it is taken.
    expect((await placeOrder(buyer)).statusCode).toBe(201);
    await saveInstitute(admin.token, REGULAR);
  });

  it("an order to another state placed before the composition scheme is paid and delivered, uninvoiced", async () => {
    await saveInstitute(admin.token, REGULAR);
    const buyer = await createUser(t.app, "user", "Sunil Jharkhand");
    const order = (await placeOrder(buyer, "834001")).json<Order>();
    await saveInstitute(admin.token, { ...REGULAR, gstRegistration: "composition" });
    const paid = await payAtDesk(order._id, order.pricePaise);
    expect(paid.statusCode, paid.body).toBe(201);
    const delivered = await setStatus(order._id, "delivered");
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json<Order>().status).toBe("delivered");
    expect(await mine(buyer)).toEqual([]);
    await saveInstitute(admin.token, REGULAR);
  });
});

describe("a buyer's credit notes", () => {
  it("are listed in their account and downloaded as a PDF in their language, by them and admins only", async () => {
    await saveInstitute(admin.token, REGULAR);
    const buyer = await createUser(t.app, "user", "Nila Buyer");
    const order = (
      await t.app.inject({
        method: "POST",
        url: "/api/users/order",
        headers: auth(buyer.token),
        payload: {
          address: "2 Lalbagh Road, Murshidabad",
          gender: "female",
          pin: "742149",
          mobile: "98765 43213",
          idvalue: { category: coaching._id },
        },
      })
    ).json<Order>();
    await t.app.inject({
      method: "PUT",
      url: `/api/users/order/${order._id}`,
      headers: auth(admin.token),
      payload: { status: "delivered" },
    });
    const mineOf = async (user: AuthUser) =>
      (
        await t.app.inject({
          method: "GET",
          url: "/api/credit-notes/mine",
          headers: auth(user.token),
        })
      ).json<CreditNote[]>();
    expect(await mineOf(buyer)).toEqual([]);
    const [invoice] = (
      await t.app.inject({ method: "GET", url: "/api/invoices/mine", headers: auth(buyer.token) })
    ).json<Invoice[]>();
    const issued = await t.app.inject({
      method: "POST",
      url: `/api/invoices/${invoice?._id}/credit-notes`,
      headers: auth(admin.token),
      payload: { reason: "Damaged in transit" },
    });
    expect(issued.statusCode, issued.body).toBe(201);
    const note = issued.json<CreditNote>();
    expect((await mineOf(buyer)).map((found) => found._id)).toEqual([note._id]);
    expect(await mineOf(other)).toEqual([]);
    expect((await t.app.inject({ method: "GET", url: "/api/credit-notes/mine" })).statusCode).toBe(
      401,
    );

    const pdf = (token: string | undefined, lang = "") =>
      t.app.inject({
        method: "GET",
        url: `/api/credit-notes/${note._id}/pdf${lang}`,
        headers: token ? auth(token) : {},
      });
    const own = await pdf(buyer.token);
    expect(own.statusCode).toBe(200);
    expect(own.headers["content-type"]).toBe("application/pdf");
    expect(own.headers["content-disposition"]).toContain(`${note.number.replaceAll("/", "-")}.pdf`);
    const text = await pdfTextOf(own.rawPayload);
    expect(text).toContain("Credit Note");
    expect(text).toContain(note.number);
    expect(text).toContain(`Against invoice ${invoice?.number}`);
    expect(text).toContain("Damaged in transit");
    expect((await pdf(admin.token)).statusCode).toBe(200);
    expect((await pdf(other.token)).statusCode).toBe(404);
    expect((await pdf(undefined)).statusCode).toBe(401);
    const bengali = await pdf(buyer.token, "?lang=bn");
    expect(bengali.statusCode).toBe(200);
    expect((await pdfGlyphsOf(bengali.rawPayload)).filter(({ id }) => id === 0)).toEqual([]);
    const words = await pdfTextOf(bengali.rawPayload);
    expect(words).not.toContain("Credit Note");
    expect(lettersWithin(words, "ক্রেডিট নোট", "Bengali")).toEqual([]);
  });
});

describe("credit notes refused", () => {
  const issue = (invoiceId: string) =>
    t.app.inject({
      method: "POST",
      url: `/api/invoices/${invoiceId}/credit-notes`,
      headers: auth(admin.token),
      payload: { reason: "Returned" },
    });

  it("404 on an unknown invoice", async () => {
    const res = await issue("0123456789abcdef01234567");
    expect(res.statusCode, res.body).toBe(404);
  });

  it("409 on an invoice made before GST was kept", async () => {
    const invoice = (await create({ lines: [{ productId: notes._id, qty: 1 }] })).json<Invoice>();
    await t.app.db
      .updateTable("invoices")
      .set({ document_kind: null })
      .where("id", "=", invoice._id)
      .execute();
    const res = await issue(invoice._id);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json<{ message: string }>().message).toMatch(/before GST/);
  });
});

describe("the e-invoicing threshold", () => {
  it("is reported against the year's invoiced turnover", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/gst/turnover",
      headers: auth(admin.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      thresholdPaise: 5_00_00_000_00,
      approaching: false,
      reached: false,
    });
    expect(res.json<{ invoicedPaise: number }>().invoicedPaise).toBeGreaterThan(0);
    const user = await t.app.inject({
      method: "GET",
      url: "/api/gst/turnover",
      headers: auth(customer.token),
    });
    expect(user.statusCode).toBe(403);
  });
});

describe("the e-invoicing warning", () => {
  const turnover = async () =>
    (
      await t.app.inject({ method: "GET", url: "/api/gst/turnover", headers: auth(admin.token) })
    ).json<{ invoicedPaise: number; approaching: boolean; reached: boolean }>();
  const TEN_LAKH = 1_000_000_00;

  it("is approaching from 80 % of ₹5 crore and reached at ₹5 crore of taxable value", async () => {
    const big = await addProduct(t.app, admin.token, {
      name: "Hall lease",
      price: "1000000",
      sellprice: "1000000",
      hsnSac: "4901",
      gstRate: "0",
    });
    const sell = async (qty: number) =>
      expect((await create({ lines: [{ productId: big._id, qty }] })).statusCode).toBe(201);
    const start = await turnover();
    expect(start).toMatchObject({ approaching: false, reached: false });
    await sell(Math.ceil((4_00_00_000_00 - start.invoicedPaise) / TEN_LAKH));
    const near = await turnover();
    expect(near.invoicedPaise).toBeLessThan(5_00_00_000_00);
    expect(near).toMatchObject({ approaching: true, reached: false });
    await sell(Math.ceil((5_00_00_000_00 - near.invoicedPaise) / TEN_LAKH));
    expect(await turnover()).toMatchObject({ approaching: true, reached: true });
  });
});
