// The back office's list of payments (docs/payments.md: the money screen), walked at a desk's width
// with each screen it checks opened again at a phone's (the navigation chooses its layout at load,
// so in a browser of that width): from a figure of the money received to the payments it adds up, a payment found by
// its payer, and an admin refunding part of an online payment through the fake gateway
// (scripts/e2e-server.mjs), after which its row shows it partly refunded. Staff see the list
// without the Refund action (only admins refund). A fee reminder: staff press "Send due reminders
// now", and the mail about an instalment due in three days reaches the e2e server's SMTP server;
// paid, it is reminded no more (nor is one paid before).
import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Page } from "@playwright/test";
import {
  ADMIN,
  createUser,
  expectNoSeriousA11yViolations,
  login,
  mailsTo,
  screenshot,
  signIn,
  type TestUser,
  test,
  waitForMailTo,
} from "./support";

async function actAs(page: Page, user: TestUser) {
  await page.goto("/");
  await page.evaluate(() => localStorage.removeItem("user"));
  await signIn(page, user);
}

const DESK = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 900 };

/** Paise as the English pages write rupees: ₹4,000.00. */
const rupees = (paise: number) =>
  `₹${(paise / 100).toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function readsLanguage(page: Page, user: TestUser, locale: "en" | "bn") {
  const res = await page.request.put("/api/users/me", {
    headers: { authorization: `Bearer ${user.token}` },
    data: { locale },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** An order of `customer`'s paid online: Checkout on the fake gateway, then the page's verify. */
async function paidOnline(page: Page, customer: TestUser) {
  const auth = { Authorization: `Bearer ${customer.token}` };
  const products = await page.request.get("/api/products?limit=1");
  const [product] = (await products.json()) as { _id: string }[];
  const ordered = await page.request.post("/api/users/order", {
    headers: auth,
    data: {
      address: "7, Court Road, Berhampore",
      gender: "female",
      pin: "742101",
      mobile: "9876543210",
      idvalue: { category: product?._id },
    },
  });
  expect(ordered.status(), await ordered.text()).toBe(201);
  const order = (await ordered.json()) as { _id: string };
  const started = await page.request.post("/api/payments", {
    headers: auth,
    data: { for: { order: order._id }, method: "razorpay" },
  });
  expect(started.status(), await started.text()).toBe(201);
  const payment = (await started.json()) as {
    id: string;
    amountPaise: number;
    gateway: { orderId: string };
  };
  const file = join(tmpdir(), `portal-e2e-razorpay-${process.env.E2E_PORT ?? 3100}.json`);
  const { url } = JSON.parse(readFileSync(file, "utf8")) as { url: string };
  const checkout = await (
    await fetch(`${url}/test/checkout`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ order_id: payment.gateway.orderId }),
    })
  ).json();
  const verified = await page.request.post(`/api/payments/${payment.id}/verify`, {
    headers: auth,
    data: checkout,
  });
  expect(verified.status(), await verified.text()).toBe(200);
  return (await verified.json()) as {
    id: string;
    amountPaise: number;
    receiptNumber: string;
    reference: string;
  };
}

test("an admin finds an online payment and refunds part of it, the screens at 1280 and 375 px", async ({
  page,
  browserAt,
}, testInfo) => {
  test.setTimeout(120_000);
  const width = DESK.width;
  await page.setViewportSize(DESK);
  const name = `Refund Customer ${width}`;
  const customer = await createUser(page.request, name);
  const staff = await createUser(page.request, `Refund Staff ${width}`, "staff");
  const admin = await login(page.request, ADMIN.email, ADMIN.password);
  const payment = await paidOnline(page, customer);
  const row = page.locator(`[data-payment-id="${payment.id}"]`);
  const phone = await browserAt(PHONE);
  const phoneRow = phone.page.locator(`[data-payment-id="${payment.id}"]`);
  const found = `/staff/money/payments?q=${encodeURIComponent(payment.receiptNumber)}`;

  // Staff: from today's online money on the money screen to the payments it adds up.
  await actAs(page, staff);
  await page.goto("/staff/money");
  await page
    .getByRole("link", { name: /by Online \(Razorpay\), .*: the payments/ })
    .last()
    .click();
  await expect(page).toHaveURL(/\/staff\/money\/payments\?received=true&from=.*&method=razorpay/);
  await page.getByLabel("Search payments").fill(name);
  await expect(row).toBeVisible();
  await expect(row).toContainText(name);
  await expect(row).toContainText(rupees(payment.amountPaise));
  await expect(row).toContainText("Online (Razorpay)");
  await expect(row).toContainText(payment.reference);
  await expect(row).toContainText(payment.receiptNumber);
  await expect(row).toContainText("Paid");
  // Only admins refund.
  await expect(row.getByRole("button", { name: /^Refund/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await phone.open(staff, found);
  await expect(phoneRow).toContainText(name);
  await expect(phoneRow.getByRole("button", { name: /^Refund/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(phone.page);

  // The admin refunds ₹100 of it, giving the reason.
  // First its list and dialog at a phone's width, left unsent there.
  const refundButton = `Refund ${name}'s payment ${payment.receiptNumber}`;
  await phone.open(admin, found);
  await expect(phoneRow).toBeVisible();
  await screenshot(phone.page, testInfo, `list-${PHONE.width}-en`);
  await phoneRow.getByRole("button", { name: refundButton }).click();
  const phoneDialog = phone.page.getByRole("dialog", { name: "Refund this payment?" });
  await expect(phoneDialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await phoneDialog.getByLabel("Amount to give back (₹)").fill("100");
  await expectNoSeriousA11yViolations(phone.page);
  await screenshot(phone.page, testInfo, `dialog-${PHONE.width}-en`, { fullPage: false });
  await phoneDialog.getByRole("button", { name: "Cancel" }).click();
  await expect(phoneDialog).toHaveCount(0);
  await actAs(page, admin);
  await page.goto(found);
  await expect(row).toBeVisible();
  await screenshot(page, testInfo, `list-${width}-en`);
  await row.getByRole("button", { name: refundButton }).click();
  const dialog = page.getByRole("dialog", { name: "Refund this payment?" });
  await expect(dialog).toContainText(`${rupees(payment.amountPaise)} can still be given back`);
  await expect(dialog.getByLabel("Amount to give back (₹)")).toHaveValue(
    String(payment.amountPaise / 100),
  );
  // The focus starts on Cancel, never on the button that gives the money back.
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await dialog.getByLabel("Amount to give back (₹)").fill("100");
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, testInfo, `dialog-${width}-en`, { fullPage: false });
  // A reason is asked for before anything is sent.
  await dialog.getByRole("button", { name: "Refund", exact: true }).click();
  await expect(dialog.getByRole("alert")).toContainText("Say why the money is given back.");
  await dialog.getByLabel("Reason").fill("Damaged on arrival");
  await dialog.getByRole("button", { name: "Refund", exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(`₹100.00 refunded to ${name} through Razorpay.`)).toBeVisible();
  await expect(row).toContainText("Partly refunded");
  await expect(row).toContainText("₹100.00 given back");
  await screenshot(page, testInfo, `refunded-${width}-en`);
  await phone.page.reload();
  await expect(phoneRow).toContainText("₹100.00 given back");
  await screenshot(phone.page, testInfo, `refunded-${PHONE.width}-en`);

  // The gateway was asked once, and the payment is partly refunded on the server too.
  const after = await page.request.get(`/api/payments/${payment.id}`, {
    headers: { Authorization: `Bearer ${admin.token}` },
  });
  expect(await after.json()).toMatchObject({ status: "partly-refunded", refundedPaise: 10_000 });

  // In Bengali.
  await readsLanguage(page, staff, "bn");
  try {
    await actAs(page, staff);
    await page.goto(found);
    await expect(row).toContainText("আংশিক ফেরত দেওয়া হয়েছে");
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, `list-${width}-bn`);
    await phone.open(staff, found);
    await expect(phoneRow).toContainText("আংশিক ফেরত দেওয়া হয়েছে");
    await expectNoSeriousA11yViolations(phone.page);
    await screenshot(phone.page, testInfo, `list-${PHONE.width}-bn`);
  } finally {
    await readsLanguage(page, staff, "en");
  }
});

/** India's day `days` from today, YYYY-MM-DD. */
function indiaDayIn(days: number): string {
  const at = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(at);
}

/**
 * `student` enrolled in the demo Class X course, their plan changed by staff to one instalment of
 * ₹3,000 due on `dueDate`; answers the instalment's id.
 */
async function enrolDueOn(page: Page, student: TestUser, staff: TestUser, dueDate: string) {
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
  const mine = await page.request.get("/api/enrolments/mine", {
    headers: { Authorization: `Bearer ${student.token}` },
  });
  const [enrolment] = (await mine.json()) as { id: string }[];
  const planned = await page.request.put(`/api/staff/enrolments/${enrolment?.id}/plan`, {
    headers: { Authorization: `Bearer ${staff.token}` },
    data: { instalments: [{ amountPaise: 300_000, dueDate }], reason: "One payment" },
  });
  expect(planned.status(), await planned.text()).toBe(200);
  const { instalments } = (await planned.json()) as { instalments: { id: string }[] };
  return instalments[0]?.id ?? "";
}

const feeRemindersTo = async (student: TestUser) =>
  (await mailsTo(student.email)).filter((mail) => mail.subject.startsWith("Fee reminder"));

test("a fee reminder reaches the mail server before the due date, and none once paid; the screens at 1280 and 375 px", async ({
  page,
  browserAt,
}, testInfo) => {
  test.setTimeout(120_000);
  const width = DESK.width;
  await page.setViewportSize(DESK);
  const staff = await createUser(page.request, `Reminder Desk ${width}`, "staff");
  const owing = await createUser(page.request, `Owing Student ${width}`);
  const paidEarly = await createUser(page.request, `Prompt Student ${width}`);
  const dueDate = indiaDayIn(3);
  const [year, month, day] = dueDate.split("-");
  const instalment = await enrolDueOn(page, owing, staff, dueDate);
  const paidInstalment = await enrolDueOn(page, paidEarly, staff, dueDate);
  const desk = await page.request.post("/api/staff/payments", {
    headers: { Authorization: `Bearer ${staff.token}` },
    data: { for: { instalment: paidInstalment }, amountPaise: 300_000, method: "cash" },
  });
  expect(desk.status(), await desk.text()).toBe(201);

  // Staff send the reminders due today from the reminders screen.
  await actAs(page, staff);
  await page.goto("/staff/money");
  await page.getByRole("link", { name: "Fee reminders sent, and how each went" }).click();
  await expect(page).toHaveURL(/\/staff\/money\/reminders$/);
  await page.getByRole("button", { name: "Send due reminders now" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Sent:" })).toBeVisible();

  // Three days before the due date, the mail reaches the SMTP server, with the link to pay.
  const mail = await waitForMailTo(owing.email, "Fee reminder");
  expect(mail.subject).toBe(`Fee reminder: ₹3,000.00 due on ${day}/${month}/${year}`);
  expect(mail.text).toContain(`/pay?instalment=${instalment}`);
  // (A journey running beside this one may also have reminded this student of the instalment
  // of their first plan, due today, before staff changed it: that row is another one.)
  const row = page
    .locator("[data-reminder-id]")
    .filter({ hasText: `Owing Student ${width}` })
    .filter({ hasText: "Before the due date" });
  await expect(row).toHaveCount(1);
  // A journey running beside this one may be sending it at the moment the list was read
  // ("Sending"): the list read again shows it sent.
  await expect(async () => {
    await page.reload();
    await expect(row).toContainText("Sent", { timeout: 2_000 });
  }).toPass();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, testInfo, `reminders-run-${width}-en`);
  const phone = await browserAt(PHONE);
  await phone.open(staff, "/staff/money/reminders");
  await expect(
    phone.page
      .locator("[data-reminder-id]")
      .filter({ hasText: `Owing Student ${width}` })
      .filter({ hasText: "Before the due date" }),
  ).toContainText("Sent");
  await expectNoSeriousA11yViolations(phone.page);
  await screenshot(phone.page, testInfo, `reminders-run-${PHONE.width}-en`);
  // The instalment paid before: no reminder.
  expect(await feeRemindersTo(paidEarly)).toEqual([]);

  // The fee is paid at the desk; its receipt is mailed.
  await page.goto(`/staff/payments?instalment=${instalment}`);
  await page.getByRole("button", { name: "Record the payment" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Recorded" })).toBeVisible();
  await waitForMailTo(owing.email, "Receipt");

  // Sending again sends it none.
  await page.goto("/staff/money/reminders");
  await page.getByRole("button", { name: "Send due reminders now" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Sent:" })).toBeVisible();
  // Time for a mail to arrive, were one sent.
  await page.waitForTimeout(2_000);
  expect(await feeRemindersTo(owing)).toHaveLength(1);
  expect(await feeRemindersTo(paidEarly)).toEqual([]);

  // The screen in Bengali, at both widths.
  await readsLanguage(page, staff, "bn");
  try {
    await actAs(page, staff);
    await signIn(phone.page, staff);
    for (const [shown, shownWidth] of [
      [page, width],
      [phone.page, PHONE.width],
    ] as const) {
      await shown.goto(`/staff/money/reminders?userId=${owing._id}`);
      await shown.getByRole("button", { name: "বকেয়া অনুস্মারক এখনই পাঠান" }).click();
      await expect(shown.getByRole("status").filter({ hasText: "পাঠানো হয়েছে:" })).toBeVisible();
      await expectNoSeriousA11yViolations(shown);
      await screenshot(shown, testInfo, `reminders-run-${shownWidth}-bn`);
      await shown.goto("/staff/money");
      // The screen with its figures, not the shell it starts from.
      await expect(shown.getByRole("heading", { name: "প্রাপ্ত টাকা" })).toBeVisible();
      await expect(shown.getByText("লোড হচ্ছে…")).toHaveCount(0);
      await expect(shown.locator("body")).toContainText(/₹/);
      await expectNoSeriousA11yViolations(shown);
      await screenshot(shown, testInfo, `money-${shownWidth}-bn`);
    }
  } finally {
    await readsLanguage(page, staff, "en");
  }
});
