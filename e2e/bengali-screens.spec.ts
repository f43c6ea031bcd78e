// The signed-in screens and the back office in Bengali, at a phone's width and a desk's: an account
// that reads Bengali opens a ticket about a trip and places an order, and a member of staff who
// reads Bengali opens the back office's overview. Each screen passes axe, has nothing wider than
// the window, and is photographed under the test's output folder (bengali/…) for a Bengali reader
// to check.
import { expect, type Page, type TestInfo, test } from "@playwright/test";
import { createUser, expectNoSeriousA11yViolations, type TestUser } from "./support";

/** The account reads Bengali from now on (the profile's Language setting, through the API). */
async function readsBengali(request: Parameters<typeof createUser>[0], user: TestUser) {
  const res = await request.put("/api/users/me", {
    headers: { authorization: `Bearer ${user.token}` },
    data: { locale: "bn" },
  });
  expect(res.status(), await res.text()).toBe(200);
  return { ...user, ...((await res.json()) as Partial<TestUser>) };
}

/** Signs in as the app does, and lets the account's language take over as a fresh page loads. */
async function signInAs(page: Page, user: TestUser) {
  await page.goto("/favicon.svg");
  await page.evaluate((stored) => localStorage.setItem("user", JSON.stringify(stored)), user);
}

/** Nothing on the page is wider than the window (Bengali runs longer than English). */
async function expectNoOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, "the page scrolls sideways").toBeLessThanOrEqual(0);
}

/** A photograph for a Bengali reader to check, after the page's own checks. */
async function photograph(page: Page, testInfo: TestInfo, name: string) {
  await expect(page.locator("html")).toHaveAttribute("lang", "bn");
  await expectNoOverflow(page);
  await page.screenshot({ path: testInfo.outputPath("bengali", `${name}.png`), fullPage: true });
}

/** The screen in full: in Bengali, no sideways scroll, axe clean, photographed. */
async function check(page: Page, testInfo: TestInfo, name: string) {
  await expectNoSeriousA11yViolations(page);
  await photograph(page, testInfo, name);
}

for (const width of [375, 1280]) {
  test.describe(`in Bengali at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("a traveller opens a ticket about a trip and places an order", async ({
      page,
      request,
    }, testInfo) => {
      // Four screens scanned by axe and photographed whole: slow on a busy 2-core machine.
      test.setTimeout(240_000);
      const traveller = await readsBengali(request, await createUser(request, "Rupa Roy"));
      await signInAs(page, traveller);

      await page.goto("/new-ticket?trip=hazarduari");
      await expect(page.getByRole("heading", { level: 1, name: "নতুন টিকিট খুলুন" })).toBeVisible();
      await expect(page.getByLabel("ভ্রমণ", { exact: true })).toHaveValue("হাজারদুয়ারি প্রাসাদ");
      await check(page, testInfo, `new-ticket-${width}`);
      await page.getByLabel("সমস্যার বিবরণ").fill("বাসটি দু'ঘণ্টা দেরিতে ছেড়েছিল।");
      await page.getByRole("button", { name: "জমা দিন" }).click();
      await expect(page.getByText("নতুন টিকিট তৈরি হয়েছে!")).toBeVisible();
      await expect(page).toHaveURL("/tickets");
      const row = page.getByRole("row").filter({ hasText: "হাজারদুয়ারি প্রাসাদ" });
      await expect(row.getByText("নতুন", { exact: true })).toBeVisible();
      await photograph(page, testInfo, `tickets-${width}`);

      await row.getByRole("link", { name: "দেখুন" }).click();
      await expect(page.getByText("বাসটি দু'ঘণ্টা দেরিতে ছেড়েছিল।")).toBeVisible();
      await check(page, testInfo, `ticket-${width}`);

      const products = (await (await request.get("/photo?kind=shop")).json()) as { _id: string }[];
      await page.goto(`/order?id=${products.at(-1)?._id}`);
      await expect(page.getByRole("heading", { level: 1, name: "অর্ডার" })).toBeVisible();
      // Amounts in Bengali digits, rupees first.
      await expect(page.getByLabel("দাম", { exact: true })).toHaveValue(/^₹[০-৯]/);
      await page.getByRole("button", { name: "অর্ডার দিন" }).click();
      await expect(page.locator("[aria-invalid=true]").first()).toBeVisible();
      await photograph(page, testInfo, `order-refused-${width}`);
      // The shared form fields may still be in English (they are the site's, not this screen's).
      await page.getByLabel(/^(Address|ঠিকানা)/).fill("১২ স্টেশন রোড, পলাশী");
      await page.getByLabel(/^(Female|মহিলা)$/).check();
      await page.getByLabel(/^(PIN code|পিন কোড)/).fill("741156");
      await page.getByLabel(/^(Mobile|মোবাইল)/).fill("9876543210");
      await page.getByRole("button", { name: "অর্ডার দিন" }).click();
      const confirmation = page.getByRole("region", { name: "ধন্যবাদ: আপনার অর্ডার নেওয়া হয়েছে" });
      await expect(confirmation.getByRole("heading")).toBeFocused();
      await expect(confirmation).toContainText("দেওয়া হয়েছে");
      await check(page, testInfo, `order-${width}`);

      await page.goto("/profile");
      await expect(page.getByRole("radio", { name: "বাংলা" })).toBeChecked();
      await check(page, testInfo, `profile-${width}`);
    });

    test("staff open the back office's overview", async ({ page, request }, testInfo) => {
      test.setTimeout(150_000);
      const staff = await readsBengali(request, await createUser(request, "Sima Sen", "staff"));
      await signInAs(page, staff);
      await page.goto("/staff");
      // The back office's code and the charts load on first use: slow on a busy machine.
      await expect(page.getByRole("heading", { level: 1, name: "সারসংক্ষেপ" })).toBeVisible({
        timeout: 30_000,
      });
      await expect(page.getByRole("heading", { name: "নজর দেওয়া দরকার" })).toBeVisible({
        timeout: 30_000,
      });
      await check(page, testInfo, `overview-${width}`);
      await page.goto("/staff/tickets");
      await expect(page.getByRole("heading", { level: 1, name: "সহায়তার সারি" })).toBeVisible();
      await photograph(page, testInfo, `staff-tickets-${width}`);
    });
  });
}
