import { readFile } from "node:fs/promises";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import {
  ADMIN,
  createUser,
  expectNoSeriousA11yViolations,
  expectNoSidewaysScroll,
  login,
  screenshot,
  signIn,
  type TestUser,
} from "./support";

// A 1x1 red PNG: the product image of the test products.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==",
  "base64",
);

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 800 };
const NARROWEST = { width: 360, height: 800 };
// IN/26-27/00001 (docs/accountant.md); an unregistered institute titles it "Invoice".
const INVOICE_NUMBER = /^IN\/\d{2}-\d{2}\/\d{5}$/;

const suffix = () => Math.random().toString(36).slice(2, 8);

type Product = { _id: string; name: string };

/** Makes a product through the admin API, so its selling price is known exactly. */
async function createProduct(
  request: APIRequestContext,
  admin: TestUser,
  name: string,
  price: string,
  sellprice: string,
): Promise<Product> {
  const res = await request.post("/cloudinary", {
    headers: { Authorization: `Bearer ${admin.token}` },
    multipart: {
      name,
      title: `Test product for billing: ${name}`,
      price,
      sellprice,
      kind: "shop",
      photo: { name: "product.png", mimeType: "image/png", buffer: PNG },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as Product;
}

/** Two products only this test knows: ₹19.99 and ₹5.50 (both with a higher list price). */
async function testProducts(request: APIRequestContext, admin: TestUser) {
  const tag = suffix();
  const pen = await createProduct(request, admin, `Billing Pen ${tag}`, "25", "19.99");
  const eraser = await createProduct(request, admin, `Billing Eraser ${tag}`, "6", "5.50");
  return { tag, pen, eraser };
}

/** window.print() is counted instead of opening the dialog. */
async function countPrints(page: Page) {
  await page.addInitScript(() => {
    const counter = window as unknown as { printCalls: number };
    counter.printCalls = 0;
    window.print = () => {
      counter.printCalls += 1;
    };
  });
}

const printCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { printCalls: number }).printCalls);

const productButton = (page: Page, name: string) =>
  page.getByRole("list", { name: "Products" }).getByRole("button", { name: `Add ${name}` });

test("the admin bills products, saves and prints the invoice, downloads its PDF and reopens it", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const admin = await login(request, ADMIN.email, ADMIN.password);
  const { tag, pen, eraser } = await testProducts(request, admin);
  await page.setViewportSize(DESKTOP);
  await countPrints(page);
  await signIn(page, admin);

  // Reached from the admin links.
  await page.goto("/alluser");
  await page
    .getByRole("navigation", { name: "Back office" })
    .getByRole("link", { name: "Billing" })
    .click();
  await expect(page).toHaveURL(/\/billing$/);
  await expect(page.getByRole("heading", { name: "Billing", level: 1 })).toBeVisible();
  await expect(page.getByText("No products on this bill yet")).toBeVisible();
  await expect(page.getByRole("button", { name: "Print Invoice" })).toBeDisabled();

  // The search narrows the list to this test's two products.
  await page.getByLabel("Search products").fill(tag);
  await expect(page.getByRole("list", { name: "Products" }).getByRole("button")).toHaveCount(2);
  await expect(productButton(page, pen.name)).toContainText("₹19.99");
  await page.getByLabel("Search products").fill(`Pen ${tag}`);
  await expect(page.getByRole("list", { name: "Products" }).getByRole("button")).toHaveCount(1);
  await page.getByLabel("Search products").fill(`nothing-like-this-${tag}`);
  await expect(page.getByText("No product matches your search")).toBeVisible();
  await page.getByLabel("Search products").fill(tag);

  // A repeat click raises the line's quantity.
  await productButton(page, pen.name).click();
  await productButton(page, pen.name).click();
  const penQty = page.getByLabel(`Quantity of ${pen.name}`);
  await expect(penQty).toHaveValue("2");
  const lines = page.getByRole("table", { name: "Bill lines" });
  await expect(lines.getByRole("row", { name: new RegExp(pen.name) })).toContainText("₹39.98");

  // Added by keyboard.
  await productButton(page, eraser.name).focus();
  await page.keyboard.press("Enter");
  const eraserQty = page.getByLabel(`Quantity of ${eraser.name}`);
  await expect(eraserQty).toHaveValue("1");
  await expect(page.getByText("Total: ₹45.48")).toBeVisible();

  // Changing a quantity and removing a line update the totals.
  await eraserQty.fill("3");
  await expect(lines.getByRole("row", { name: new RegExp(eraser.name) })).toContainText("₹16.50");
  await expect(page.getByText("Total: ₹56.48")).toBeVisible();
  await page.getByRole("button", { name: `Remove ${eraser.name}` }).click();
  await expect(eraserQty).toHaveCount(0);
  await expect(page.getByText("Total: ₹39.98")).toBeVisible();
  await productButton(page, eraser.name).click();
  await expect(page.getByText("Total: ₹45.48")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Made out to a customer (docs/product.md: back office): the invoice names them.
  await page.getByLabel("Bill to (customer's name)").fill("Rina Customer");
  await page.getByLabel("Customer's address").fill("4 Lake Road, Berhampore");

  // Print Invoice saves the invoice, opens it and the print dialog.
  await page.getByRole("button", { name: "Print Invoice" }).click();
  await expect(page).toHaveURL(/\/billing\/invoices\/[^/]+$/);
  const title = page.getByRole("heading", { level: 1 });
  await expect(title).toContainText("Invoice IN/");
  const number = ((await title.textContent()) ?? "").replace("Invoice ", "").trim();
  expect(number).toMatch(INVOICE_NUMBER);
  const invoiceUrl = page.url();
  await expect.poll(() => printCalls(page)).toBe(1);

  const invoiceLines = page.getByRole("table", { name: "Invoice lines" });
  const penRow = invoiceLines.getByRole("row", { name: new RegExp(pen.name) });
  await expect(penRow).toContainText("₹19.99");
  await expect(penRow).toContainText("2");
  await expect(penRow).toContainText("₹39.98");
  await expect(invoiceLines.getByRole("row", { name: new RegExp(eraser.name) })).toContainText(
    "₹5.50",
  );
  await expect(invoiceLines.getByRole("row", { name: /Total/ })).toContainText("₹45.48");
  await expect(page.getByText("Rina Customer, 4 Lake Road, Berhampore")).toBeVisible();
  // The date as India writes it, on India's clock, e.g. 27/11/2026, 2:35 pm.
  await expect(page.getByText(/^\d{2}\/\d{2}\/\d{4}, \d{1,2}:\d{2}\s[ap]m$/)).toBeVisible();

  // The Print button prints again.
  await page.getByRole("button", { name: "Print", exact: true }).click();
  await expect.poll(() => printCalls(page)).toBe(2);

  // The PDF downloads under the invoice's number.
  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download PDF" }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe(`${number.replaceAll("/", "-")}.pdf`);
  const path = await download.path();
  const pdf = await readFile(path);
  expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");

  // On paper: no navigation bar, footer or buttons; the invoice stays.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("contentinfo")).toBeHidden();
  await expect(page.getByRole("button", { name: "Download PDF" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Print", exact: true })).toBeHidden();
  await expect(page.getByRole("link", { name: "Back to billing" })).toBeHidden();
  await expect(title).toBeVisible();
  await expect(invoiceLines.getByRole("row", { name: /Total/ })).toBeVisible();
  await page.emulateMedia({ media: "screen" });
  await expect(page.getByRole("banner")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // For a reviewer, like the other back-office screens (admin-panel.spec.ts).
  await screenshot(page, testInfo, "back-office-invoice-1280");

  // Reloading does not print again; the invoice is listed and reopens.
  await page.reload();
  await expect(title).toContainText(number);
  expect(await printCalls(page)).toBe(0);
  await page.getByRole("link", { name: "Back to billing" }).click();
  const pastInvoices = page.getByRole("table", { name: "Past invoices" });
  const listed = pastInvoices.getByRole("row", { name: new RegExp(number) });
  await expect(listed).toContainText("₹45.48");
  // Newest first: numbers descend (other tests may add invoices at the same time, so this one
  // need not be on top).
  const numbers = await pastInvoices.getByRole("link", { name: /^IN\// }).allTextContents();
  expect(numbers).toContain(number);
  expect(numbers).toEqual([...numbers].sort().reverse());
  await listed.getByRole("link", { name: number }).click();
  await expect(page).toHaveURL(invoiceUrl);
  await expect(title).toHaveText(`Invoice ${number}`);
});

test("Save invoice stores it without printing; an unknown invoice says so", async ({
  page,
  request,
}) => {
  const admin = await login(request, ADMIN.email, ADMIN.password);
  const { tag, pen } = await testProducts(request, admin);
  await page.setViewportSize(DESKTOP);
  await countPrints(page);
  await signIn(page, admin);
  await page.goto("/billing");
  await page.getByLabel("Search products").fill(tag);
  await productButton(page, pen.name).click();
  await page.getByLabel(`Quantity of ${pen.name}`).fill("10");
  await expect(page.getByText("Total: ₹199.90")).toBeVisible();
  await page.getByRole("button", { name: "Save invoice" }).click();
  const title = page.getByRole("heading", { level: 1 });
  await expect(title).toContainText("Invoice IN/");
  const number = ((await title.textContent()) ?? "").replace("Invoice ", "").trim();
  expect(number).toMatch(INVOICE_NUMBER);
  await expect(
    page.getByRole("table", { name: "Invoice lines" }).getByRole("row", { name: /Total/ }),
  ).toContainText("₹199.90");
  expect(await printCalls(page)).toBe(0);

  // The server's list agrees: this invoice is there, priced by the server.
  const res = await request.get("/api/invoices", {
    headers: { Authorization: `Bearer ${admin.token}` },
  });
  const invoices = (await res.json()) as { number: string; totalPaise: number }[];
  expect(invoices.find((invoice) => invoice.number === number)?.totalPaise).toBe(19990);

  // An unknown invoice says so.
  await page.goto("/billing/invoices/no-such-invoice");
  await expect(page.getByRole("heading", { name: "Invoice not found", level: 1 })).toBeVisible();
});

test("billing and invoices are for admins only", async ({ page, request }) => {
  for (const role of ["user", "staff"] as const) {
    const someone = await createUser(request, `Not Admin ${suffix()}`, role);
    await signIn(page, someone);
    await page.goto("/billing");
    await expect(page.getByRole("heading", { name: "Not allowed", level: 1 })).toBeVisible();
    await expect(page.getByRole("button", { name: "Print Invoice" })).toHaveCount(0);
    await page.goto("/billing/invoices/anything");
    await expect(page.getByRole("heading", { name: "Not allowed", level: 1 })).toBeVisible();
    const res = await request.get("/api/invoices", {
      headers: { Authorization: `Bearer ${someone.token}` },
    });
    expect(res.status()).toBe(403);
  }
  // A visitor is sent to sign in first.
  await page.evaluate(() => localStorage.removeItem("user"));
  await page.goto("/billing");
  await expect(page).toHaveURL(/\/login$/);
});

test("billing and the invoice work at 375 px wide without serious axe violations", async ({
  page,
  request,
}, testInfo) => {
  const admin = await login(request, ADMIN.email, ADMIN.password);
  const { tag, pen, eraser } = await testProducts(request, admin);
  await page.setViewportSize(PHONE);
  await signIn(page, admin);
  await page.goto("/billing");
  await expect(page.getByRole("heading", { name: "Billing", level: 1 })).toBeVisible();
  await page.getByLabel("Search products").fill(tag);
  await productButton(page, pen.name).click();
  await productButton(page, pen.name).click();
  await productButton(page, eraser.name).click();
  await expect(page.getByText("Total: ₹45.48")).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
  // The narrowest phones (360 px) too: wide tables scroll inside their own box.
  await page.setViewportSize(NARROWEST);
  await expectNoSidewaysScroll(page);
  await page.setViewportSize(PHONE);

  await page.getByRole("button", { name: "Save invoice" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Invoice IN/");
  await expect(page.getByRole("button", { name: "Download PDF" })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, testInfo, "back-office-invoice-375");
  await page.setViewportSize(NARROWEST);
  await expectNoSidewaysScroll(page);
});
