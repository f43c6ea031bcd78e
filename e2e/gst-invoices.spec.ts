// GST invoices from settings to the return (docs/accountant.md): the admin sets the GSTIN, an
// order is marked delivered (the shop is paid on delivery), its tax invoice appears in the
// customer's profile and in /billing, the admin issues a credit note, and the month's GSTR-1
// section downloads. At 1280 and 375 px, axe clean.
import { readFile } from "node:fs/promises";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import {
  ADMIN,
  createUser,
  expectNoSeriousA11yViolations,
  login,
  signIn,
  type TestUser,
} from "./support";

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==",
  "base64",
);
const GSTIN = "19AABCP1234Q1Z4";

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

/** The month in India, as `2026-11`. */
const thisMonth = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);

for (const width of [1280, 375]) {
  test(`GST: settings, an order's tax invoice, a credit note and GSTR-1 at ${width} px`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const admin = await login(request, ADMIN.email, ADMIN.password);
    const before = await (await request.get("/api/institute")).json();
    const tag = Math.random().toString(36).slice(2, 8);
    const product = await coachingProduct(request, admin, `GST coaching ${tag}`);
    const buyer = await createUser(request, `GST Buyer ${tag}`);

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

      // 2. The buyer orders; staff mark the order delivered.
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
      const order = (await placed.json()) as { _id: string };
      if (width === 1280) {
        await page.goto("/seeorder");
        const row = page.getByRole("row").filter({ hasText: buyer.email });
        await row.getByRole("combobox").selectOption("delivered");
        await row.getByRole("button", { name: /^Save: Status of order ORD-\d{6}/ }).click();
        await expect(page.getByText("is now delivered")).toBeVisible();
      } else {
        // The orders' screen at 375 px is journeyed in shop.spec.ts; here the same call.
        const res = await request.put(`/api/users/order/${order._id}`, {
          headers: { Authorization: `Bearer ${admin.token}` },
          data: { status: "delivered" },
        });
        expect(res.status(), await res.text()).toBe(200);
      }

      // 3. The buyer finds the invoice in the profile and downloads its PDF.
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
      const pdfDownload = page.waitForEvent("download");
      await mine.getByRole("button", { name: `Download invoice ${number} as PDF` }).click();
      const pdf = await pdfDownload;
      expect(pdf.suggestedFilename()).toBe(`${number.replaceAll("/", "-")}.pdf`);
      const bytes = await readFile((await pdf.path()) ?? "");
      expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      await expectNoSeriousA11yViolations(page);

      // 4. The admin finds it in /billing and issues a credit note.
      await actAs(page, admin);
      await page.goto("/billing");
      await page.getByRole("link", { name: number }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Tax invoice ${number}`);
      await expect(page.getByText(`GSTIN: ${GSTIN}`)).toBeVisible();
      await expect(page.getByText("19-West Bengal")).toBeVisible();
      await page.getByLabel("Reason").fill("Course seat cancelled");
      await page.getByRole("button", { name: "Issue credit note" }).click();
      await expect(page.getByTestId("credit-note-number")).toContainText(/CN\/\d{2}-\d{2}\/\d{5}/);
      await expectNoSeriousA11yViolations(page);

      // 5. The month's GSTR-1: the summary, and b2cs downloads with the offline tool's headers.
      await page.goto("/billing");
      await page.getByRole("textbox", { name: "Month", exact: true }).fill(thisMonth());
      await expect(page.getByRole("table", { name: "GSTR-1 sections" })).toBeVisible();
      const csvDownload = page.waitForEvent("download");
      await page.getByRole("button", { name: "Download b2cs.csv" }).click();
      const csv = await csvDownload;
      expect(csv.suggestedFilename()).toBe(`gstr1-${thisMonth()}-b2cs.csv`);
      const text = await readFile((await csv.path()) ?? "", "utf8");
      expect(text.split("\r\n")[0]).toBe(
        "Type,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,E-Commerce GSTIN",
      );
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: testInfo.outputPath(`gstr1-${width}.png`), fullPage: true });
    } finally {
      // Other journeys expect the built-in, unregistered institute.
      await request.put("/api/institute", {
        headers: { Authorization: `Bearer ${admin.token}` },
        data: before,
      });
    }
  });
}
