// GST invoices from settings to the return (docs/accountant.md, decisions 044 and 057): the
// admin sets the GSTIN, a customer pays an order by UPI and staff confirm it, its tax invoice
// appears at once in the customer's profile and in /billing (delivering it issues no second
// one), the admin credits it and the customer finds the credit note and its PDF; a B2B counter
// sale to another state charges IGST and is credited in part; the month's GSTR-1 section
// downloads. The journey is walked once, at 1280 px; each screen it checks is opened again at
// 375 px in a browser of that width (the navigation chooses its layout at load), axe clean at both;
// screenshots at both widths in English and Bengali, in test-results/screens/gst-invoices/.
import { readFile } from "node:fs/promises";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import {
  ADMIN,
  createUser,
  expectNoSeriousA11yViolations,
  login,
  screenshot,
  signIn,
  type TestUser,
  test,
} from "./support";

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==",
  "base64",
);
const GSTIN = "19AABCP1234Q1Z4";
// A registered buyer in Karnataka (29): a sale to them is inter-state, IGST.
const KARNATAKA_BUYER = "29AAACR5055K1Z3";

// Every test here sets the institute's registration and puts it back: one at a time.
test.describe.configure({ mode: "serial" });

async function coachingProduct(request: APIRequestContext, admin: TestUser, name: string) {
  const res = await request.post("/cloudinary", {
    headers: { Authorization: `Bearer ${admin.token}` },
    multipart: {
      name,
      title: "Coaching module sold in the shop",
      price: "11800",
      sellprice: "11800",
      kind: "study",
      hsnSac: "999293",
      gstRate: "18",
      photo: { name: "product.png", mimeType: "image/png", buffer: PNG },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { _id: string; name: string };
}

async function actAs(page: Page, user: TestUser) {
  await page.goto("/");
  await page.evaluate(() => localStorage.removeItem("user"));
  await signIn(page, user);
}

async function readsLanguage(request: APIRequestContext, user: TestUser, locale: "en" | "bn") {
  const res = await request.put("/api/users/me", {
    headers: { authorization: `Bearer ${user.token}` },
    data: { locale },
  });
  expect(res.status(), await res.text()).toBe(200);
}

async function expectPdfDownload(page: Page, click: () => Promise<void>, file: string) {
  const download = page.waitForEvent("download");
  await click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toBe(file);
  const bytes = await readFile((await pdf.path()) ?? "");
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
}

const PHONE = { width: 375, height: 900 };

/** The B2B counter sale's bill, filled in up to the buyer's GSTIN. */
async function fillB2bBill(page: Page, productName: string, gstin: string) {
  await page.getByLabel("Search products").fill(productName);
  await page
    .getByRole("list", { name: "Products" })
    .getByRole("button", { name: `Add ${productName}` })
    .click();
  await page.getByLabel(`Quantity of ${productName}`).fill("2");
  await page.getByLabel("Bill to (customer's name)").fill("Rao Learning Pvt Ltd");
  await page.getByLabel("Customer's address").fill("12 MG Road, Bengaluru");
  await page.getByLabel("Buyer's GSTIN (if registered)").fill(gstin);
}

/** The place of supply chosen: Karnataka, where the B2B buyer is registered. */
async function chooseKarnataka(page: Page) {
  await page.getByRole("combobox", { name: "Place of supply (buyer's state)" }).fill("Karnataka");
  await page.getByRole("option", { name: "29 Karnataka" }).click();
}

/** The month in India, as `2026-11`. */
const thisMonth = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);

test("GST: settings, an order's tax invoice, a credit note and GSTR-1, the screens at 1280 and 375 px", async ({
  page,
  browserAt,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const width = 1280;
  await page.setViewportSize({ width, height: 900 });
  const admin = await login(request, ADMIN.email, ADMIN.password);
  // A fresh admin of this test's own, whose language it may change.
  const biller = await createUser(request, "GST Biller", "admin");
  const staff = await createUser(request, "GST Desk", "staff");
  const before = await (await request.get("/api/institute")).json();
  const tag = Math.random().toString(36).slice(2, 8);
  const product = await coachingProduct(request, admin, `GST coaching ${tag}`);
  const buyer = await createUser(request, `GST Buyer ${tag}`);
  // The screens at a phone's width, loaded fresh in a browser of that width.
  const phone = await browserAt(PHONE);

  try {
    // 1. The admin sets the institute's tax identity.
    await actAs(page, admin);
    await page.goto("/settings");
    await page.getByRole("combobox", { name: "GST registration" }).click();
    await page.getByRole("option", { name: "Regular: tax invoices with GST" }).click();
    await page.getByLabel("GSTIN", { exact: true }).fill(GSTIN);
    await page.getByLabel("Legal name").fill("Plassey Education Private Limited");
    await page.getByRole("button", { name: "Save details" }).click();
    await expect(page.getByText("The institute's details were saved")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await phone.open(admin, "/settings");
    await expect(phone.page.getByLabel("GSTIN", { exact: true })).toHaveValue(GSTIN);
    await expectNoSeriousA11yViolations(phone.page);

    // 2. The buyer orders and pays by UPI; staff confirm the UTR: the paid order is invoiced.
    const placed = await request.post("/api/users/order", {
      headers: { Authorization: `Bearer ${buyer.token}` },
      data: {
        address: "7 Ghat Road, Plassey",
        gender: "female",
        pin: "741156",
        mobile: "9876543210",
        idvalue: { category: product._id },
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const order = (await placed.json()) as { _id: string; reference: string };
    await actAs(page, buyer);
    await page.goto("/profile");
    await expect(page.getByText("No invoices yet")).toBeVisible();
    await page.getByRole("link", { name: `Pay now: order ${order.reference}` }).click();
    await expect(page).toHaveURL(`/pay?order=${order._id}`);
    await page.getByRole("button", { name: "Pay by UPI QR code" }).click();
    const utr = `5${Date.now()}`.slice(0, 12);
    await page.getByLabel("UTR (the bank reference your UPI app shows)").fill(utr);
    await page.getByRole("button", { name: "I have paid: send the UTR" }).click();
    await expect(page.getByRole("status")).toContainText(utr);
    await actAs(page, staff);
    await page.goto("/staff/payments");
    await page.getByRole("button", { name: `Confirm UTR ${utr}` }).click();
    await expect(page.getByRole("button", { name: `Confirm UTR ${utr}` })).toHaveCount(0);

    // 3. The buyer finds the invoice in the profile, before any delivery, and its PDF.
    await actAs(page, buyer);
    await page.goto("/profile");
    const mine = page.getByTestId("my-invoice");
    await expect(mine).toHaveCount(1);
    await expect(mine).toContainText(product.name);
    await expect(mine).toContainText("₹11,800.00");
    const number = ((await mine.getByText(/^Invoice IN\//).textContent()) ?? "")
      .replace("Invoice ", "")
      .trim();
    expect(number).toMatch(/^IN\/\d{2}-\d{2}\/\d{5}$/);
    await expectPdfDownload(
      page,
      () => mine.getByRole("button", { name: `Download invoice ${number} as PDF` }).click(),
      `${number.replaceAll("/", "-")}.pdf`,
    );
    await expect(page.getByText("No credit notes: one comes when")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await phone.open(buyer, "/profile");
    await expect(phone.page.getByTestId("my-invoice")).toContainText(number);
    await expectNoSeriousA11yViolations(phone.page);

    // 4. Delivering the paid order issues no second invoice.
    await actAs(page, biller);
    await page.goto("/seeorder");
    const row = page.getByRole("row").filter({ hasText: buyer.email });
    await row.getByRole("combobox").selectOption("delivered");
    await row.getByRole("button", { name: /^Save: Status of order ORD-\d{6}/ }).click();
    await expect(page.getByText("is now delivered")).toBeVisible();
    const invoices = await request.get("/api/invoices/mine", {
      headers: { Authorization: `Bearer ${buyer.token}` },
    });
    expect(((await invoices.json()) as { number: string }[]).map((i) => i.number)).toEqual([
      number,
    ]);

    // 5. The admin finds it in /billing's list and credits it; the note's PDF downloads.
    await actAs(page, biller);
    await page.goto("/billing");
    await page.getByRole("link", { name: number }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Tax invoice ${number}`);
    await expect(page.getByText(`GSTIN: ${GSTIN}`)).toBeVisible();
    await expect(page.getByText("19-West Bengal")).toBeVisible();
    await expect(page.getByText("No credit notes on this invoice yet.")).toBeVisible();
    await expect(page.getByLabel(`Units of ${product.name} to credit`)).toHaveValue("1");
    await page.getByLabel("Reason").fill("Course seat cancelled");
    await page.getByRole("button", { name: "Issue credit note" }).click();
    await expect(page.getByTestId("credit-note-number")).toContainText(/CN\/\d{2}-\d{2}\/\d{5}/);
    const noteNumber = ((await page.getByTestId("credit-note-number").textContent()) ?? "")
      .replace("Issued: ", "")
      .trim();
    await expect(page.getByText("Everything on this invoice has been credited.")).toBeVisible();
    await expectPdfDownload(
      page,
      () => page.getByRole("button", { name: `Download credit note ${noteNumber} as PDF` }).click(),
      `${noteNumber.replaceAll("/", "-")}.pdf`,
    );
    await expectNoSeriousA11yViolations(page);
    await phone.open(biller, new URL(page.url()).pathname);
    await expect(
      phone.page.getByText("Everything on this invoice has been credited."),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(phone.page);

    // 6. The buyer finds the credit note next to the invoice, with its PDF.
    await actAs(page, buyer);
    await page.goto("/profile");
    const notes = page.getByTestId("my-credit-note");
    await expect(notes).toHaveCount(1);
    await expect(notes).toContainText(`Credit note ${noteNumber}`);
    await expect(notes).toContainText(`On invoice ${number}`);
    await expectPdfDownload(
      page,
      () =>
        notes.getByRole("button", { name: `Download credit note ${noteNumber} as PDF` }).click(),
      `${noteNumber.replaceAll("/", "-")}.pdf`,
    );
    await notes.scrollIntoViewIfNeeded();
    await screenshot(page, testInfo, `profile-credit-notes-${width}-en`, { fullPage: false });
    await expectNoSeriousA11yViolations(page);
    await phone.open(buyer, "/profile");
    const phoneNotes = phone.page.getByTestId("my-credit-note");
    await expect(phoneNotes).toContainText(`Credit note ${noteNumber}`);
    await phoneNotes.scrollIntoViewIfNeeded();
    await screenshot(phone.page, testInfo, `profile-credit-notes-${PHONE.width}-en`, {
      fullPage: false,
    });
    await expectNoSeriousA11yViolations(phone.page);

    // 7. A counter sale to a registered buyer in Karnataka: B2B, IGST; credited in part.
    await actAs(page, biller);
    await page.goto("/billing");
    await fillB2bBill(page, product.name, "29AAACR5055K1Z4");
    const gstin = page.getByLabel("Buyer's GSTIN (if registered)");
    await page.getByRole("button", { name: "Save invoice" }).click();
    await expect(gstin).toHaveAttribute("aria-invalid", "true");
    await expect(
      page.getByText("This GSTIN's last character does not match the rest"),
    ).toBeVisible();
    await gstin.fill(KARNATAKA_BUYER);
    await chooseKarnataka(page);
    await screenshot(page, testInfo, `billing-b2b-${width}-en`);
    await expectNoSeriousA11yViolations(page);
    // The same bill at a phone's width (left unsaved there).
    await phone.open(biller, "/billing");
    await fillB2bBill(phone.page, product.name, KARNATAKA_BUYER);
    await chooseKarnataka(phone.page);
    await screenshot(phone.page, testInfo, `billing-b2b-${PHONE.width}-en`);
    await expectNoSeriousA11yViolations(phone.page);
    await page.getByRole("button", { name: "Save invoice" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Tax invoice IN\//);
    await expect(page.getByText("29-Karnataka")).toBeVisible();
    await expect(page.getByText(`GSTIN ${KARNATAKA_BUYER}`)).toBeVisible();
    await expect(page.getByText("IGST", { exact: true })).toBeVisible();
    await expect(page.getByText("₹3,600.00")).toBeVisible();
    const units = page.getByLabel(`Units of ${product.name} to credit`);
    await expect(units).toHaveValue("2");
    await units.fill("1");
    await page.getByLabel("Reason").fill("One module returned");
    await page.getByRole("button", { name: "Issue credit note" }).click();
    await expect(page.getByTestId("credit-note-number")).toContainText(/CN\//);
    await expect(units).toHaveValue("1");
    await expect(page.getByText(/Credit note CN\/.* · ₹11,800\.00 · /)).toBeVisible();
    await screenshot(page, testInfo, `invoice-credit-${width}-en`);
    await expectNoSeriousA11yViolations(page);
    const invoicePage = page.url();
    await phone.open(biller, new URL(invoicePage).pathname);
    await expect(phone.page.getByText(/Credit note CN\/.* · ₹11,800\.00 · /)).toBeVisible();
    await screenshot(phone.page, testInfo, `invoice-credit-${PHONE.width}-en`);
    await expectNoSeriousA11yViolations(phone.page);

    // The same screens in Bengali, at both widths.
    await readsLanguage(request, biller, "bn");
    await actAs(page, biller);
    for (const [shown, shownWidth] of [
      [page, width],
      [phone.page, PHONE.width],
    ] as const) {
      if (shown === phone.page) await signIn(shown, biller);
      await shown.goto(new URL(invoicePage).pathname);
      await expect(shown.getByRole("heading", { name: "ক্রেডিট নোট" })).toBeVisible();
      await screenshot(shown, testInfo, `invoice-credit-${shownWidth}-bn`);
      await shown.goto("/billing");
      await expect(shown.getByLabel("ক্রেতার GSTIN (নিবন্ধিত হলে)")).toBeVisible();
      await screenshot(shown, testInfo, `billing-${shownWidth}-bn`);
    }
    await readsLanguage(request, biller, "en");
    await readsLanguage(request, buyer, "bn");
    await actAs(page, buyer);
    for (const [shown, shownWidth] of [
      [page, width],
      [phone.page, PHONE.width],
    ] as const) {
      if (shown === phone.page) await signIn(shown, buyer);
      await shown.goto("/profile");
      await expect(shown.getByTestId("my-credit-note")).toContainText("ক্রেডিট নোট");
      await shown.getByTestId("my-credit-note").scrollIntoViewIfNeeded();
      await screenshot(shown, testInfo, `profile-credit-notes-${shownWidth}-bn`, {
        fullPage: false,
      });
    }
    await actAs(page, biller);

    // 8. The month's GSTR-1: the summary, and b2cs downloads with the offline tool's headers.
    await page.goto("/billing");
    await page.getByRole("textbox", { name: "Month", exact: true }).fill(thisMonth());
    await expect(page.getByRole("table", { name: "GSTR-1 sections" })).toBeVisible();
    await phone.open(biller, "/billing");
    await phone.page.getByRole("textbox", { name: "Month", exact: true }).fill(thisMonth());
    await expect(phone.page.getByRole("table", { name: "GSTR-1 sections" })).toBeVisible();
    await expectNoSeriousA11yViolations(phone.page);
    await screenshot(phone.page, testInfo, `gstr1-${PHONE.width}`);
    const csvDownload = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download b2cs.csv" }).click();
    const csv = await csvDownload;
    expect(csv.suggestedFilename()).toBe(`gstr1-${thisMonth()}-b2cs.csv`);
    const text = await readFile((await csv.path()) ?? "", "utf8");
    expect(text.split("\r\n")[0]).toBe(
      "Type,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,E-Commerce GSTIN",
    );
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, `gstr1-${width}`);
  } finally {
    // Other journeys expect the built-in, unregistered institute.
    await request.put("/api/institute", {
      headers: { Authorization: `Bearer ${admin.token}` },
      data: before,
    });
  }
});
