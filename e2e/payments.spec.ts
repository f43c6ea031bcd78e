// Taking the money in the browser (docs/payments.md), at a phone's width and a desk's: a customer
// pays an order by UPI reference and staff confirm it; the front desk takes cash and downloads
// the receipt; staff give a student a discount on their plan. The server runs against the fake
// gateway and UPI settings of scripts/e2e-server.mjs.
import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import {
  ADMIN,
  createUser,
  expectNoSeriousA11yViolations,
  login,
  signIn,
  type TestUser,
} from "./support";

const WIDTHS = [375, 1280] as const;

async function actAs(page: Page, user: TestUser) {
  await page.goto("/");
  await page.evaluate(() => localStorage.removeItem("user"));
  await signIn(page, user);
}

/** An order of `user`'s for the first product of the demo shop; answers its id and price. */
async function placeOrder(page: Page, user: TestUser) {
  const request = page.request;
  const products = await request.get("/api/products?limit=1");
  const [product] = (await products.json()) as { _id: string }[];
  if (!product) throw new Error("no product");
  const res = await request.post("/api/users/order", {
    headers: { Authorization: `Bearer ${user.token}` },
    data: {
      address: "7, Court Road, Berhampore",
      gender: "female",
      pin: "742101",
      mobile: "9876543210",
      idvalue: { category: product._id },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { _id: string; pricePaise: number };
}

async function paymentStatusOf(page: Page, user: TestUser, orderId: string) {
  const res = await page.request.get("/api/users/order", {
    headers: { Authorization: `Bearer ${user.token}` },
  });
  const orders = (await res.json()) as { _id: string; paymentStatus: string }[];
  return orders.find((order) => order._id === orderId)?.paymentStatus;
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("a customer pays an order by UPI reference and staff confirm it", async ({ page }) => {
      test.setTimeout(90_000);
      const customer = await createUser(page.request, "Upi Customer");
      const staff = await createUser(page.request, "Upi Staff", "staff");
      const order = await placeOrder(page, customer);

      await actAs(page, customer);
      await page.goto(`/pay?order=${order._id}`);
      await page.getByRole("button", { name: "Pay by UPI QR code" }).click();
      await expect(page.getByRole("img", { name: "UPI QR code for this payment" })).toBeVisible();
      const link = page.getByRole("link", { name: "Open in a UPI app" });
      await expect(link).toHaveAttribute(
        "href",
        /^upi:\/\/pay\?pa=plasseyinstitute@okaxis&pn=Plassey%20Institute&am=\d+\.\d{2}&cu=INR&tn=.+&tr=.+/,
      );
      const utr = `4${Date.now()}`.slice(0, 12);
      await page.getByLabel("UTR (the bank reference your UPI app shows)").fill(utr);
      await page.getByRole("button", { name: "I have paid: send the UTR" }).click();
      await expect(page.getByRole("status")).toContainText(utr);
      expect(await paymentStatusOf(page, customer, order._id)).toBe("unpaid");

      await actAs(page, staff);
      await page.goto("/staff/payments");
      await page.getByRole("button", { name: `Confirm UTR ${utr}` }).click();
      await expect(page.getByRole("button", { name: `Confirm UTR ${utr}` })).toHaveCount(0);
      await expect.poll(() => paymentStatusOf(page, customer, order._id)).toBe("paid");
    });

    test("the front desk takes cash and downloads the receipt", async ({ page }) => {
      test.setTimeout(90_000);
      const customer = await createUser(page.request, "Cash Customer");
      const staff = await createUser(page.request, "Desk Staff", "staff");
      const order = await placeOrder(page, customer);

      await actAs(page, staff);
      await page.goto("/staff/payments");
      await page.getByRole("combobox", { name: "Paid for" }).click();
      await page.getByRole("option", { name: "Shop order" }).click();
      await page.getByLabel("Its id").fill(order._id);
      await page.getByLabel("Amount (₹)").fill(String(order.pricePaise / 100));
      await page.getByRole("button", { name: "Record the payment" }).click();
      const recorded = page.getByRole("status").filter({ hasText: "Recorded" });
      await expect(recorded).toContainText("Cash Customer");
      await expect(recorded).toContainText(/RV\/\d{2}-\d{2}\/\d{5}/);
      const download = page.waitForEvent("download");
      await recorded.getByRole("button", { name: "Download the receipt" }).click();
      expect((await download).suggestedFilename()).toMatch(/^RV-\d{2}-\d{2}-\d{5}\.pdf$/);
      expect(await paymentStatusOf(page, customer, order._id)).toBe("paid");
    });
  });
}

test("only staff reach the payments screen", async ({ page }) => {
  const admin = await login(page.request, ADMIN.email, ADMIN.password);
  const customer = await createUser(page.request, "Curious Customer");
  await actAs(page, customer);
  await page.goto("/staff/payments");
  await expect(page.getByRole("button", { name: "Record the payment" })).toHaveCount(0);
  await actAs(page, admin);
  await page.goto("/staff/payments");
  await expect(page.getByRole("button", { name: "Record the payment" })).toBeVisible();
});

/**
 * Checkout's script as the journeys see it: a stand-in served at Checkout's own address, whose
 * `open` pays the order on the fake gateway (as a payer does in Checkout's window) and hands the
 * page's handler what Checkout hands it: the order, the payment and Razorpay's signature.
 */
const CHECKOUT_STAND_IN = `
window.Razorpay = class {
  constructor(options) { this.options = options; }
  open() {
    window.payOnFakeCheckout(this.options.order_id).then((result) => this.options.handler(result));
  }
};`;

async function useCheckoutStandIn(page: Page) {
  const file = join(tmpdir(), `portal-e2e-razorpay-${process.env.E2E_PORT ?? 3100}.json`);
  const { url } = JSON.parse(readFileSync(file, "utf8")) as { url: string };
  await page.exposeFunction("payOnFakeCheckout", async (orderId: string) => {
    const res = await fetch(`${url}/test/checkout`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ order_id: orderId }),
    });
    return res.json();
  });
  await page.route("https://checkout.razorpay.com/v1/checkout.js", (route) =>
    route.fulfill({ contentType: "text/javascript", body: CHECKOUT_STAND_IN }),
  );
}

/** An accepted admission of `student` to the demo Class X course, paid in three instalments. */
async function enrol(page: Page, student: TestUser) {
  const admin = await login(page.request, ADMIN.email, ADMIN.password);
  const applied = await page.request.post("/api/users/admission", {
    headers: { Authorization: `Bearer ${student.token}` },
    data: {
      address: "12, Station Road, Berhampore",
      gender: "female",
      classes: 10,
      pin: "742101",
      course: "class-10-wbbse",
      mobile: "9876543210",
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const { _id } = (await applied.json()) as { _id: string };
  const accepted = await page.request.put(`/api/admissions/${_id}`, {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: { status: "accepted" },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
}

for (const width of WIDTHS) {
  test(`a student pays the first instalment through Checkout at ${width} px`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    const student = await createUser(page.request, `Instalment Student ${width}`);
    await enrol(page, student);
    await useCheckoutStandIn(page);

    await actAs(page, student);
    await page.goto("/profile");
    await expect(page.getByRole("heading", { name: "My fees" })).toBeVisible();
    await page.getByRole("link", { name: "Pay now" }).first().click();
    await expect(page).toHaveURL(/\/pay\?instalment=/);
    await page.getByRole("button", { name: "Pay online (card, UPI app or net banking)" }).click();
    const paid = page.getByRole("status").filter({ hasText: "Paid. Your receipt" });
    await expect(paid).toContainText(/RV\/\d{2}-\d{2}\/\d{5}/);

    const mine = await page.request.get("/api/enrolments/mine", {
      headers: { Authorization: `Bearer ${student.token}` },
    });
    const [enrolment] = (await mine.json()) as {
      paymentStatus: string;
      instalments: { paidPaise: number }[];
    }[];
    expect(enrolment?.paymentStatus).toBe("partly-paid");
    expect(enrolment?.instalments.map((i) => i.paidPaise)).toEqual([400_000, 0, 0]);

    // The payment is in "My payments" on the profile, with its receipt to download.
    const receipt = (await paid.textContent())?.match(/RV\/\d{2}-\d{2}\/\d{5}/)?.[0] ?? "";
    await page.goto("/profile");
    const payments = page.getByRole("region", { name: "My payments" });
    const row = payments.getByRole("row").filter({ hasText: receipt });
    await expect(row).toContainText("₹4,000");
    const download = page.waitForEvent("download");
    await row.getByRole("button", { name: `Download receipt ${receipt} as PDF` }).click();
    expect((await download).suggestedFilename()).toMatch(/^RV-\d{2}-\d{2}-\d{5}\.pdf$/);
    await expectNoSeriousA11yViolations(page);
  });
}

test("staff give a student a discount on their two-instalment plan, with the reason", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const student = await createUser(page.request, "Plan Student");
  const staff = await createUser(page.request, "Plan Staff", "staff");
  await enrol(page, student);
  const mine = await page.request.get("/api/enrolments/mine", {
    headers: { Authorization: `Bearer ${student.token}` },
  });
  const [enrolment] = (await mine.json()) as { id: string }[];
  const twoParts = await page.request.put(`/api/staff/enrolments/${enrolment?.id}/plan`, {
    headers: { Authorization: `Bearer ${staff.token}` },
    data: {
      instalments: [
        { amountPaise: 500_000, dueDate: "2030-06-01" },
        { amountPaise: 500_000, dueDate: "2030-09-01" },
      ],
      reason: "Two parts",
    },
  });
  expect(twoParts.status(), await twoParts.text()).toBe(200);

  await actAs(page, staff);
  await page.goto(`/staff/money/dues?userId=${student._id}`);
  await page.getByRole("button", { name: "Change plan for Plan Student" }).first().click();
  const dialog = page.getByRole("dialog", { name: "The fee plan of Plan Student" });
  await dialog.getByRole("radio", { name: "A discount on the total" }).check();
  await dialog.getByLabel("Discount (₹)").fill("1000");
  await dialog.getByLabel("Reason").fill("Sibling discount");
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: "Change the plan" }).click();
  const plan = dialog.getByRole("table");
  await expect(plan).toContainText("₹4,000.00");
  await expect(plan).toContainText("₹5,000.00");
  await expect(dialog.getByText("Reason: Sibling discount")).toBeVisible();
});
