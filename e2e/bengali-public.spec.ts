// The public site in Bengali, as a Bengali reader meets it at a phone's and a desktop's width:
// the Bengali home page, contact page and fees at their own addresses (the institute's office
// hours and director in Bengali, as its details give them), the language switcher keeping the page,
// and a registration on the Bengali page that gives the account Bengali. Each Bengali screen is
// photographed to test-results/screens/bengali-public/ for a Bengali reader to check.
import { expect, test } from "@playwright/test";
import {
  expectNoSeriousA11yViolations,
  expectNoSidewaysScroll,
  PASSWORD,
  screenshot,
  uniqueEmail,
  whenHydrated,
} from "./support";

const BENGALI_DIGIT = /[০-৯]/;
/** The built-in details' office hours, director and role in Bengali (packages/shared/src/institute.ts). */
const HOURS_BN = "সোমবার থেকে শনিবার, সকাল ৯টা থেকে সন্ধ্যা ৬টা";
const DIRECTOR_BN = "শুভঙ্কর মণ্ডল";
const ROLE_BN = "প্রতিষ্ঠাতা ও পরিচালক";

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("a Bengali reader reads the home page, contact page and fees, switches language and back, and registers", async ({
      page,
      request,
    }, testInfo) => {
      test.setTimeout(180_000);
      const wide = width >= 720;
      /** The switcher of the header (wide) or the phone menu (narrow). */
      const switcher = async (name: string) => {
        if (wide) return page.getByRole("banner").getByRole("link", { name, exact: true });
        await page
          .getByRole("banner")
          .getByRole("button", { name: /মেনু খুলুন|Open menu/ })
          .click();
        return page.getByRole("dialog").getByRole("link", { name, exact: true });
      };

      await page.goto("/bn/");
      await expect(page.locator("html")).toHaveAttribute("lang", "bn");
      await expect(page.getByRole("heading", { level: 2, name: "ভর্তি চলছে" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "আমাদের পরিষেবা" })).toBeVisible();
      await whenHydrated(page);
      // The navigation leads to the Bengali pages (the courses section and a course's card both
      // link to the fees).
      const toFees = page.getByRole("main").getByRole("link", { name: "কোর্স ও ফি" });
      await expect(toFees.first()).toBeVisible();
      for (const link of await toFees.all()) await expect(link).toHaveAttribute("href", "/bn/fees");
      await expectNoSidewaysScroll(page);
      await expectNoSeriousA11yViolations(page);
      // How to reach us gives the office hours in Bengali too.
      await expect(page.getByRole("region", { name: "কীভাবে পৌঁছাবেন" })).toContainText(HOURS_BN);
      await screenshot(page, testInfo, `home-${width}`);

      // The contact page names the director, their role and the office hours in Bengali.
      await page.goto("/bn/contact");
      await expect(page.getByRole("heading", { level: 1, name: "যোগাযোগ" })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: DIRECTOR_BN })).toBeVisible();
      const details = page.getByRole("region", { name: DIRECTOR_BN });
      await expect(details).toContainText(ROLE_BN);
      await expect(details).toContainText(`অফিসের সময়: ${HOURS_BN}`);
      await expect(details).not.toContainText("Monday");
      await whenHydrated(page);
      await expectNoSidewaysScroll(page);
      await screenshot(page, testInfo, `contact-${width}`);

      await page.goto("/bn/fees");
      await expect(page.locator("html")).toHaveAttribute("lang", "bn");
      await expect(page.getByRole("heading", { level: 1, name: "ফি-র তালিকা" })).toBeVisible();
      const fees = page.getByRole("table");
      await expect(fees.getByRole("columnheader", { name: "মোট ফি" })).toBeVisible();
      // Amounts and months in Bengali digits.
      await expect(fees.getByRole("row").nth(1)).toContainText(BENGALI_DIGIT);
      await whenHydrated(page);
      await expectNoSidewaysScroll(page);
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, testInfo, `fees-${width}`);

      // English and back, on the same page; the choice is remembered for `/`.
      await (await switcher("English")).click();
      await expect(page).toHaveURL(/\/fees$/);
      await expect(page.getByRole("heading", { level: 1, name: "Fees Structure" })).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      expect((await page.context().cookies()).find((c) => c.name === "lang")?.value).toBe("en");
      await screenshot(page, testInfo, `fees-english-${width}`);
      await (await switcher("বাংলা")).click();
      await expect(page).toHaveURL(/\/bn\/fees$/);
      await expect(page.getByRole("heading", { level: 1, name: "ফি-র তালিকা" })).toBeVisible();
      expect((await page.context().cookies()).find((c) => c.name === "lang")?.value).toBe("bn");

      // A registration on the Bengali page: the account reads Bengali.
      await page.goto("/bn/register");
      await expect(page.getByRole("heading", { level: 1, name: "নিবন্ধন" })).toBeVisible();
      await whenHydrated(page);
      const form = page.locator("form").filter({ has: page.getByLabel("পাসওয়ার্ড আবার লিখুন") });
      const email = uniqueEmail(`bengali-${width}`);
      await form.getByLabel("নাম").fill("সুমিতা দাস");
      await form.getByLabel("ইমেল").fill(email);
      await form.getByLabel("পাসওয়ার্ড", { exact: true }).fill(PASSWORD);
      await form.getByLabel("পাসওয়ার্ড আবার লিখুন").fill(PASSWORD);
      await expectNoSidewaysScroll(page);
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, testInfo, `register-${width}`);
      await form.getByRole("button", { name: "জমা দিন" }).click();
      await expect(page).toHaveURL(/\/bn\/$/);
      const stored = await page.evaluate(() => localStorage.getItem("user"));
      const { token } = JSON.parse(stored ?? "{}") as { token?: string };
      const me = await request.get("/api/users/me", {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(await me.json()).toMatchObject({ email, locale: "bn" });
      await screenshot(page, testInfo, `home-signed-in-${width}`);
    });
  });
}
