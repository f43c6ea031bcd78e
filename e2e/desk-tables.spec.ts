// The staff lists at a desk's width (docs/product.md: back office): at 1280 px, beside the
// navigation, each list holds its rows whole, in English and in Bengali (whose words are longer),
// with a customer whose name, email and address are as long as real ones: the table never scrolls
// sideways, no status badge is cut to "pla…", and the mobile number is never cut or hidden. At
// 375 px the rows fold into cards and nothing scrolls sideways either. Each screen is photographed
// to /tmp/tables-shots/ (or TABLE_SHOTS_DIR) for a person to look at.
import { join } from "node:path";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import {
  ADMIN,
  createUser,
  expectNoSidewaysScroll,
  login,
  PASSWORD,
  signIn,
  type TestUser,
} from "./support";

const SHOTS = process.env.TABLE_SHOTS_DIR ?? "/tmp/tables-shots";

const bearer = (user: TestUser) => ({ Authorization: `Bearer ${user.token}` });

/** The account reads `locale` from now on (the profile's Language setting, through the API). */
async function reads(request: APIRequestContext, user: TestUser, locale: "en" | "bn") {
  const res = await request.put("/api/users/me", { headers: bearer(user), data: { locale } });
  expect(res.status(), await res.text()).toBe(200);
  return { ...user, ...((await res.json()) as Partial<TestUser>) };
}

/**
 * A customer as the desk meets them: a long name, a long email without a place to break it, a
 * village address; who applied to a course (accepted, part paid), ordered from the shop and
 * raised a ticket.
 */
async function longCustomer(request: APIRequestContext, stamp: string) {
  const name = `Sheikh Mohammad Abdul Rahaman Mondal ${stamp}`;
  const email = `sheikhmohammadabdulrahaman${stamp}@rediffmail.co.in`;
  const registered = await request.post("/api/users/", {
    data: { name, email, password: PASSWORD },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const customer = (await registered.json()) as TestUser;
  const address =
    "Vill. Chak Islampur, P.O. Plassey, P.S. Kaliganj, Dist. Nadia, West Bengal, near the Shiv Mandir";
  const applied = await request.post("/api/users/admission", {
    headers: bearer(customer),
    data: {
      address,
      gender: "male",
      classes: 12,
      pin: "741156",
      course: "mern",
      mobile: "9876543210",
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const products = (await (await request.get("/photo?kind=shop")).json()) as { _id: string }[];
  const ordered = await request.post("/api/users/order", {
    headers: bearer(customer),
    data: {
      address,
      gender: "male",
      pin: "741156",
      mobile: "9876543210",
      idvalue: { category: products.at(-1)?._id },
    },
  });
  expect(ordered.status(), await ordered.text()).toBe(201);
  const ticket = await request.post("/api/tickets", {
    headers: bearer(customer),
    data: {
      product: "hazarduari",
      subject: `Refund for the cancelled Hazarduari Palace trip has not arrived ${stamp}`,
      description: "We cancelled a week before the trip and were told the refund takes three days.",
    },
  });
  expect(ticket.status(), await ticket.text()).toBe(201);
  // Accepted, so the course's fee is owed; part of it paid at the desk.
  const admin = await login(request, ADMIN.email, ADMIN.password);
  const { _id } = (await applied.json()) as { _id: string };
  const accepted = await request.put(`/api/admissions/${_id}`, {
    headers: bearer(admin),
    data: { status: "accepted" },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const mine = await request.get("/api/enrolments/mine", { headers: bearer(customer) });
  const [enrolment] = (await mine.json()) as { instalments: { id: string }[] }[];
  const paid = await request.post("/api/staff/payments", {
    headers: bearer(admin),
    data: {
      for: { instalment: enrolment?.instalments[0]?.id },
      amountPaise: 100_000,
      method: "cash",
    },
  });
  expect(paid.status(), await paid.text()).toBe(201);
  return { name, email };
}

/**
 * The list's table holds its rows whole: its scrolling box does not scroll sideways, and no
 * badge in it is cut short (Mantine's badge cuts its label with an ellipsis when squeezed).
 */
async function expectWhole(page: Page, where: string) {
  const region = page.locator("section:has(> table)");
  await expect(region).toHaveCount(1);
  const { scrollWidth, clientWidth } = await region.evaluate((box) => ({
    scrollWidth: box.scrollWidth,
    clientWidth: box.clientWidth,
  }));
  // Soft: a failing run names every list that does not fit, not only the first.
  expect
    .soft(scrollWidth, `${where}: the table scrolls sideways`)
    .toBeLessThanOrEqual(clientWidth + 1);
  const cut = await region.evaluate((box) =>
    [...box.querySelectorAll("tbody .mantine-Badge-label")]
      .filter((label) => label.scrollWidth > label.clientWidth + 1)
      .map((label) => label.textContent),
  );
  expect.soft(cut, `${where}: badges cut short`).toEqual([]);
  await expectNoSidewaysScroll(page, where);
}

const LISTS = [
  {
    name: "queue",
    path: (email: string) => `/staff/tickets?customer=${encodeURIComponent(email)}`,
  },
  { name: "orders", path: (email: string) => `/seeorder?q=${encodeURIComponent(email)}` },
  { name: "admissions", path: (email: string) => `/newstudentlist?q=${encodeURIComponent(email)}` },
  { name: "dues", path: (email: string) => `/staff/money/dues?q=${encodeURIComponent(email)}` },
  {
    name: "payments",
    path: (email: string) => `/staff/money/payments?q=${encodeURIComponent(email)}`,
  },
] as const;

for (const language of ["en", "bn"] as const) {
  test(`the staff lists hold a long customer's rows whole at 1280 px and fold at 375 px, in ${language === "en" ? "English" : "Bengali"}`, async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const stamp = `${language}${Date.now().toString(36)}`;
    const { name, email } = await longCustomer(request, stamp);
    const staff = await reads(
      request,
      await createUser(request, `Desk Table Staff ${stamp}`, "staff"),
      language,
    );
    await signIn(page, staff);

    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      for (const list of LISTS) {
        const where = `${list.name} at ${width} px in ${language}`;
        await page.goto(list.path(email));
        await expect(page.locator("html")).toHaveAttribute("lang", language);
        const row = page.getByRole("row").filter({ hasText: name });
        await expect(row.first(), where).toBeVisible();
        await expectWhole(page, where);
        // The mobile number (orders and admissions) is on screen whole, not under the status.
        const phone = row.locator('a[href^="tel:"]');
        if ((await phone.count()) > 0) {
          await expect(phone, where).toHaveText("9876543210");
          // On one line: a number is never broken.
          expect((await phone.boundingBox())?.height, where).toBeLessThan(30);
          // (At 375 px the card may be below the fold: there the page not scrolling sideways
          // is what keeps it whole.)
          if (width === 1280) await expect.soft(phone, where).toBeInViewport({ ratio: 1 });
        }
        await page.screenshot({
          path: join(SHOTS, `${list.name}-${width}-${language}.png`),
          fullPage: true,
        });
      }
      // The question bank's list beside its category tree, with the demo questions.
      await page.goto("/staff/questions");
      await expect(page.locator("[data-question]").first()).toBeVisible();
      await expectWhole(page, `question bank at ${width} px in ${language}`);
      await page.screenshot({
        path: join(SHOTS, `questions-${width}-${language}.png`),
        fullPage: true,
      });
    }

    // An admin sets an order's status from its row: at 1280 px its select and Save stay inside
    // the table, not cut off at its edge, beside the long customer's columns.
    const admin = await reads(
      request,
      await createUser(request, `Desk Table Admin ${stamp}`, "admin"),
      language,
    );
    await signIn(page, admin);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/seeorder?q=${encodeURIComponent(email)}`);
    const order = page.getByRole("row").filter({ hasText: name });
    await expect(order.getByRole("combobox")).toBeVisible();
    await expectWhole(page, `orders for an admin in ${language}`);
    await expect.soft(order.getByRole("combobox")).toBeInViewport({ ratio: 1 });
    await expect
      .soft(order.getByRole("button", { name: /ORD-\d{6}/ }))
      .toBeInViewport({ ratio: 1 });
    await page.screenshot({
      path: join(SHOTS, `orders-admin-1280-${language}.png`),
      fullPage: true,
    });
  });
}
