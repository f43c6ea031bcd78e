// Taking the money in the browser (docs/payments.md), at a phone's width and a desk's: a customer
// pays an order by UPI reference and staff confirm it; the front desk takes cash for an instalment
// from the dues list, and for an order from the orders list, and downloads the receipt; the
// payment page shows what is due first; staff give a student a discount on their plan; a trip booking paid at the desk
// gets its tax invoice with the trip's SAC; staff read the fee reminders sent. The server runs
// against the fake gateway and UPI settings of scripts/e2e-server.mjs.
import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
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
  return (await res.json()) as { _id: string; reference: string; pricePaise: number };
}

async function paymentStatusOf(page: Page, user: TestUser, orderId: string) {
  const res = await page.request.get("/api/users/order", {
    headers: { Authorization: `Bearer ${user.token}` },
  });
  const orders = (await res.json()) as { _id: string; paymentStatus: string }[];
  return orders.find((order) => order._id === orderId)?.paymentStatus;
}

// At a phone's width, where UPI is paid; gst-invoices.spec.ts pays an order by UPI and confirms it
// at a desk's.
test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 900 } });

  test("a customer pays an order by UPI reference and staff confirm it", async ({ page }) => {
    test.setTimeout(90_000);
    const customer = await createUser(page.request, "Upi Customer");
    const staff = await createUser(page.request, "Upi Staff", "staff");
    const order = await placeOrder(page, customer);

    // From the order in the account to paying it.
    await actAs(page, customer);
    await page.goto("/profile");
    await page.getByRole("link", { name: `Pay now: order ${order.reference}` }).click();
    await expect(page).toHaveURL(`/pay?order=${order._id}`);
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
});

test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  // The desk's form is also checked at 375 px, reloaded at that width (the navigation chooses
  // its layout at load).
  test("the front desk takes cash for an instalment from the dues list and downloads the receipt", async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    const width = 1280;
    const student = await createUser(page.request, `Cash Student ${width}`);
    const staff = await createUser(page.request, "Desk Staff", "staff");
    await enrol(page, student);

    await actAs(page, staff);
    await page.goto(`/staff/money/dues?userId=${student._id}`);
    await page
      .getByRole("link", { name: `Take payment from Cash Student ${width} for instalment 1` })
      .click();
    await expect(page).toHaveURL(/\/staff\/payments\?instalment=/);
    // Whose it is, what for and what is due, before anything is recorded.
    const debt = page.getByTestId("desk-debt");
    await expect(debt).toContainText(`Cash Student ${width}`);
    await expect(debt).toContainText("instalment 1 of 3");
    await expect(debt).toContainText("Still due: ₹4,000.00");
    await expect(page.getByLabel("Amount (₹)")).toHaveValue("4000");
    await expect(page.getByLabel("Its id")).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, `desk-form-${width}-en`);
    // The same form at a phone's width, then back.
    await page.setViewportSize({ width: 375, height: 900 });
    await page.reload();
    await expect(debt).toContainText("Still due: ₹4,000.00");
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, "desk-form-375-en");
    await page.setViewportSize({ width, height: 900 });
    await page.reload();
    await expect(debt).toContainText("Still due: ₹4,000.00");
    await page.getByRole("button", { name: "Record the payment" }).click();
    const recorded = page.getByRole("status").filter({ hasText: "Recorded" });
    await expect(recorded).toContainText(`Cash Student ${width}`);
    await expect(recorded).toContainText(/RV\/\d{2}-\d{2}\/\d{5}/);
    const download = page.waitForEvent("download");
    await recorded.getByRole("button", { name: "Download the receipt" }).click();
    expect((await download).suggestedFilename()).toMatch(/^RV-\d{2}-\d{2}-\d{5}\.pdf$/);
    const mine = await page.request.get("/api/enrolments/mine", {
      headers: { Authorization: `Bearer ${student.token}` },
    });
    const [enrolment] = (await mine.json()) as { instalments: { paidPaise: number }[] }[];
    expect(enrolment?.instalments.map((i) => i.paidPaise)).toEqual([400_000, 0, 0]);
  });
});

test("the front desk takes cash for a shop order from the orders list", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const customer = await createUser(page.request, "Cash Customer");
  const staff = await createUser(page.request, "Order Desk", "staff");
  const order = await placeOrder(page, customer);

  await actAs(page, staff);
  await page.goto(`/seeorder?q=${encodeURIComponent(order.reference)}`);
  await page.getByRole("link", { name: `Take payment for order ${order.reference}` }).click();
  await expect(page).toHaveURL(`/staff/payments?order=${order._id}`);
  await expect(page.getByTestId("desk-debt")).toContainText("Cash Customer");
  await expect(page.getByTestId("desk-debt")).toContainText(order.reference);
  await expect(page.getByLabel("Amount (₹)")).toHaveValue(String(order.pricePaise / 100));
  await page.getByRole("button", { name: "Record the payment" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Recorded" })).toContainText(
    "Cash Customer",
  );
  expect(await paymentStatusOf(page, customer, order._id)).toBe("paid");
  // Paid: the orders list offers it no more.
  await page.goto(`/seeorder?q=${encodeURIComponent(order.reference)}`);
  await expect(page.locator(`[data-order-id="${order._id}"]`)).toContainText("Paid");
  await expect(
    page.getByRole("link", { name: `Take payment for order ${order.reference}` }),
  ).toHaveCount(0);
});

test("the payment page shows what is due first, in both languages", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const student = await createUser(page.request, "Page Student");
  const staff = await createUser(page.request, "Page Staff", "staff");
  await enrol(page, student);
  const mine = await page.request.get("/api/enrolments/mine", {
    headers: { Authorization: `Bearer ${student.token}` },
  });
  const [enrolment] = (await mine.json()) as { next: { id: string } }[];
  const instalment = enrolment?.next.id ?? "";
  for (const locale of ["en", "bn"] as const) {
    await readsLanguage(page, student, locale);
    await readsLanguage(page, staff, locale);
    await actAs(page, student);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/pay?instalment=${instalment}`);
      await expect(page.getByTestId("pay-due")).toContainText(
        locale === "en" ? "₹4,000.00" : "₹৪,০০০.০০",
      );
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, testInfo, `pay-${width}-${locale}`);
    }
    await actAs(page, staff);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/staff/payments?instalment=${instalment}`);
      await expect(page.getByTestId("desk-debt")).toContainText("Page Student");
      await screenshot(page, testInfo, `desk-${width}-${locale}`);
      await page.goto(`/staff/money/dues?userId=${student._id}`);
      await expect(page.getByRole("table").first()).toBeVisible();
      await screenshot(page, testInfo, `dues-${width}-${locale}`);
    }
  }
  await readsLanguage(page, student, "en");
  await readsLanguage(page, staff, "en");
});

test("only staff reach the payments screen", async ({ page }) => {
  const admin = await login(page.request, ADMIN.email, ADMIN.password);
  const customer = await createUser(page.request, "Curious Customer");
  await actAs(page, customer);
  await page.goto("/staff/payments");
  await expect(page.getByRole("heading", { name: "Take a payment at the desk" })).toHaveCount(0);
  await actAs(page, admin);
  await page.goto("/staff/payments");
  await expect(page.getByRole("heading", { name: "Take a payment at the desk" })).toBeVisible();
  await expect(page.getByRole("link", { name: "dues list" })).toBeVisible();
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

// Paid at a phone's width; "My payments" is also checked at a desk's, reloaded at that width.
test("a student pays the first instalment through Checkout at 375 px", async ({ page }) => {
  test.setTimeout(90_000);
  const width = 375;
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
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.reload();
  await expect(row).toContainText("₹4,000");
  await expectNoSeriousA11yViolations(page);
});

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

async function readsLanguage(page: Page, user: TestUser, locale: "en" | "bn") {
  const res = await page.request.put("/api/users/me", {
    headers: { authorization: `Bearer ${user.token}` },
    data: { locale },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test("a trip booking paid at the desk is invoiced with the trip's SAC and 5 % GST", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const admin = await login(page.request, ADMIN.email, ADMIN.password);
  const before = await (await page.request.get("/api/institute")).json();
  const traveller = await createUser(page.request, "Trip Traveller");
  const staff = await createUser(page.request, "Trip Desk", "staff");
  try {
    const registered = await page.request.put("/api/institute", {
      headers: { authorization: `Bearer ${admin.token}` },
      data: {
        ...before,
        gstRegistration: "regular",
        gstin: "19AABCP1234Q1Z4",
        legalName: "Plassey Education Private Limited",
      },
    });
    expect(registered.status(), await registered.text()).toBe(200);
    const trips = (await (await page.request.get("/api/trips?limit=1")).json()) as {
      title: string;
      departures: { _id: string; adultPricePaise: number }[];
    }[];
    const departure = trips[0]?.departures[0];
    if (!departure) throw new Error("no demo departure");
    const booked = await page.request.post(`/api/trips/departures/${departure._id}/bookings`, {
      headers: { Authorization: `Bearer ${traveller.token}` },
      data: { adults: 1, children: 0, pickupPoint: 0, passengers: ["Trip Traveller"] },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const booking = (await booked.json()) as { _id: string; amountPaise: number };

    // The trip's form shows its SAC and rate.
    await actAs(page, staff);
    await page.goto("/staff/trips/plassey");
    await expect(page.getByLabel("HSN or SAC code")).toHaveValue("998552");
    await expect(page.getByRole("combobox", { name: "GST rate" })).toHaveValue("5");
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.getByLabel("HSN or SAC code").scrollIntoViewIfNeeded();
      await screenshot(page, testInfo, `trip-form-${width}-en`, { fullPage: false });
    }
    await readsLanguage(page, staff, "bn");
    await actAs(page, staff);
    await page.goto("/staff/trips/plassey");
    await expect(page.getByLabel("HSN বা SAC কোড")).toHaveValue("998552");
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.getByLabel("HSN বা SAC কোড").scrollIntoViewIfNeeded();
      await screenshot(page, testInfo, `trip-form-${width}-bn`, { fullPage: false });
    }
    await readsLanguage(page, staff, "en");
    await actAs(page, staff);
    await page.setViewportSize({ width: 1280, height: 900 });

    // The address the departure's passenger list links "Take payment" to.
    await page.goto(`/staff/payments?booking=${booking._id}`);
    await expect(page.getByTestId("desk-debt")).toContainText("Trip Traveller");
    await expect(page.getByLabel("Amount (₹)")).toHaveValue(String(booking.amountPaise / 100));
    await page.getByRole("button", { name: "Record the payment" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Recorded" })).toContainText(
      "Trip Traveller",
    );

    await actAs(page, traveller);
    await page.goto("/profile");
    const mine = page.getByTestId("my-invoice");
    await expect(mine).toHaveCount(1);
    await expect(mine).toContainText(trips[0]?.title ?? "");
    const invoices = (await (
      await page.request.get("/api/invoices/mine", {
        headers: { Authorization: `Bearer ${traveller.token}` },
      })
    ).json()) as { totalPaise: number; lines: { gst: { hsnSac: string; rate: number } }[] }[];
    expect(invoices).toHaveLength(1);
    expect(invoices[0]?.totalPaise).toBe(booking.amountPaise);
    expect(invoices[0]?.lines[0]?.gst).toMatchObject({ hsnSac: "998552", rate: 5 });
    await mine.scrollIntoViewIfNeeded();
    await screenshot(page, testInfo, "trip-invoice-1280-en", { fullPage: false });
  } finally {
    await page.request.put("/api/institute", {
      headers: { authorization: `Bearer ${admin.token}` },
      data: before,
    });
  }
});

test("staff read the fee reminders sent, from the money screen", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const staff = await createUser(page.request, "Reminder Staff", "staff");
  // The e2e server's reminder timer first runs 15 minutes after it starts: the list's answer is
  // stood in for here (the server's own tests send and list real reminders).
  const rows = [
    {
      id: "r1",
      instalmentId: "i1",
      userId: "u1",
      studentName: "Rina Remindwell",
      course: "Fullstack (MERN)",
      position: 2,
      dueDate: "2030-02-01",
      daysBeforeDue: 3,
      kind: "before",
      channel: "mail",
      day: "2030-01-29",
      status: "sent",
      attempts: 1,
      recipient: "rina.remindwell@example.in",
      error: null,
      createdAt: "2030-01-29T04:30:00.000Z",
      updatedAt: "2030-01-29T04:30:01.000Z",
    },
    {
      id: "r2",
      instalmentId: "i1",
      userId: "u1",
      studentName: "Rina Remindwell",
      course: "Fullstack (MERN)",
      position: 2,
      dueDate: "2030-02-01",
      daysBeforeDue: -3,
      kind: "overdue",
      channel: "whatsapp",
      day: "2030-02-04",
      status: "failed",
      attempts: 3,
      recipient: "919876543210",
      error: "(#131026) Message undeliverable",
      createdAt: "2030-02-04T04:30:00.000Z",
      updatedAt: "2030-02-04T05:30:00.000Z",
    },
  ];
  await page.route("**/api/staff/reminders**", (route) =>
    route.fulfill({
      status: 200,
      contentType: "application/json",
      headers: { "x-total-count": String(rows.length) },
      body: JSON.stringify(rows),
    }),
  );
  for (const locale of ["en", "bn"] as const) {
    await readsLanguage(page, staff, locale);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await actAs(page, staff);
      await page.goto("/staff/money");
      const link =
        locale === "en"
          ? page.getByRole("link", { name: "Fee reminders sent, and how each went" })
          : page.getByRole("link", { name: "পাঠানো ফি-র অনুস্মারক, আর প্রতিটির কী হল" });
      await link.click();
      await expect(page).toHaveURL(/\/staff\/money\/reminders$/);
      await expect(page.getByText("Rina Remindwell").first()).toBeVisible();
      const failed = page.locator('[data-reminder-id="r2"]').first();
      await expect(failed).toBeVisible();
      await expect(failed).toContainText(locale === "en" ? "Not sent" : "পাঠানো যায়নি");
      await expect(failed).toContainText("(#131026) Message undeliverable");
      await expectNoSeriousA11yViolations(page);
      await expectNoSidewaysScroll(page);
      await screenshot(page, testInfo, `reminders-${width}-${locale}`);
      await screenshot(failed.locator(".mantine-Badge-root"), testInfo, `badge-${width}-${locale}`);
    }
  }
});

test("a student turns their test results on WhatsApp on from their fees, apart from fee reminders", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const student = await createUser(page.request, "Results Student");
  await enrol(page, student);
  await actAs(page, student);
  for (const [language, width] of [
    ["en", 1280],
    ["en", 375],
    ["bn", 375],
    ["bn", 1280],
  ] as const) {
    if (language === "bn") {
      const res = await page.request.put("/api/users/me", {
        headers: { Authorization: `Bearer ${student.token}` },
        data: { locale: "bn" },
      });
      expect(res.status()).toBe(200);
      await actAs(page, { ...student, ...((await res.json()) as Partial<TestUser>) });
    }
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/profile");
    const results = page.getByLabel(
      language === "en" ? "Test results on WhatsApp too" : "পরীক্ষার ফলাফলও হোয়াটসঅ্যাপে",
    );
    await expect(results).toBeVisible();
    if (language === "en" && width === 1280) {
      await expect(results).not.toBeChecked();
      // The switch follows the change as it is sent and saved, not the click itself (Playwright's
      // check() wants the new state at once): wait for the server's answer, then read it back.
      const saved = page.waitForResponse(
        (res) => res.request().method() === "PUT" && res.url().includes("/whatsapp-results"),
      );
      await results.click();
      expect((await saved).status()).toBe(200);
      await expect(results).toBeChecked();
      const mine = await page.request.get("/api/enrolments/mine", {
        headers: { Authorization: `Bearer ${student.token}` },
      });
      const [enrolment] = (await mine.json()) as {
        whatsappResults: boolean;
        whatsappReminders: boolean;
      }[];
      expect(enrolment).toMatchObject({ whatsappResults: true, whatsappReminders: false });
    }
    await expect(results).toBeChecked();
    await results.scrollIntoViewIfNeeded();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, `whatsapp-results-${language}-${width}`, {
      fullPage: false,
    });
  }
});
