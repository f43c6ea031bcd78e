// The signed-in screens and the back office in Bengali, at a phone's width and a desk's: an account
// that reads Bengali opens a ticket about a trip and places an order, takes the entrance test,
// shares its location and opens the chat; a member of staff who reads Bengali opens the back
// office's overview and the test results; an admin makes an invoice and opens the admin screens. Each screen passes axe, has nothing wider than
// the window, and is photographed to test-results/screens/bengali-screens/ for a Bengali reader
// to check.
import { expect, type Page, type TestInfo, test } from "@playwright/test";
import {
  createUser,
  expectNoSeriousA11yViolations,
  expectNoSidewaysScroll,
  screenshot,
  type TestUser,
} from "./support";

/** The account reads Bengali from now on (the profile's Language setting, through the API). */
async function readsBengali(
  request: Parameters<typeof createUser>[0],
  user: TestUser,
  digits: { latinDigits?: boolean } = {},
) {
  const res = await request.put("/api/users/me", {
    headers: { authorization: `Bearer ${user.token}` },
    data: { locale: "bn", ...digits },
  });
  expect(res.status(), await res.text()).toBe(200);
  return { ...user, ...((await res.json()) as Partial<TestUser>) };
}

/** Signs in as the app does, and lets the account's language take over as a fresh page loads. */
async function signInAs(page: Page, user: TestUser) {
  await page.goto("/favicon.svg");
  await page.evaluate((stored) => localStorage.setItem("user", JSON.stringify(stored)), user);
}

/** A photograph for a Bengali reader to check, after the page's own checks. */
async function photograph(page: Page, testInfo: TestInfo, name: string) {
  await expect(page.locator("html")).toHaveAttribute("lang", "bn");
  await expectNoSidewaysScroll(page);
  await screenshot(page, testInfo, name);
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
      await page.getByLabel(/^বিষয়/).fill("বাস দেরিতে ছেড়েছিল");
      await page.getByLabel("সমস্যার বিবরণ").fill("বাসটি দু'ঘণ্টা দেরিতে ছেড়েছিল।");
      await page.getByRole("button", { name: "জমা দিন" }).click();
      await expect(page.getByText("নতুন টিকিট তৈরি হয়েছে!")).toBeVisible();
      await expect(page).toHaveURL("/tickets");
      const row = page.getByRole("row").filter({ hasText: "হাজারদুয়ারি প্রাসাদ" });
      await expect(row.getByText("নতুন", { exact: true })).toBeVisible();
      await photograph(page, testInfo, `tickets-${width}`);

      await row.getByRole("link", { name: "দেখুন" }).click();
      await expect(page.getByTestId("ticket-description")).toContainText(
        "বাসটি দু'ঘণ্টা দেরিতে ছেড়েছিল।",
      );
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

      await page.goto("/entrance-test/results");
      await expect(page.getByRole("heading", { level: 1, name: "পরীক্ষার ফলাফল" })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: "প্রবেশিকা পরীক্ষা" })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: "কুইজের ফলাফল" })).toBeVisible();
      await check(page, testInfo, `test-results-${width}`);
    });

    test("a candidate takes the entrance test, shares a location and opens the chat", async ({
      page,
      request,
    }, testInfo) => {
      test.setTimeout(240_000);
      const candidate = await readsBengali(request, await createUser(request, "Tania Mondal"));
      await signInAs(page, candidate);

      await page.goto("/entrance-test");
      await expect(page.getByRole("heading", { level: 1, name: "প্রবেশিকা পরীক্ষা" })).toBeVisible();
      // The rules are the server's, in the account's language and digits.
      await expect(page.getByTestId("entrance-rules")).toContainText("বহুনির্বাচনী");
      await expect(page.getByTestId("entrance-rules")).not.toContainText(/[A-Za-z]{3}/);
      await expect(page.getByRole("list", { name: "নম্বর দেওয়ার নিয়ম" })).toContainText("+২");
      await check(page, testInfo, `entrance-rules-${width}`);
      await page.getByRole("button", { name: "পরীক্ষা শুরু করুন" }).click();
      await expect(page.getByTestId("answered-count")).toHaveText("৫টির মধ্যে ০টির উত্তর দেওয়া হয়েছে");
      await page.getByRole("radiogroup").first().getByRole("radio").first().check();
      await expect(page.getByTestId("answered-count")).toHaveText("৫টির মধ্যে ১টির উত্তর দেওয়া হয়েছে");
      await check(page, testInfo, `entrance-test-${width}`);
      await page.getByRole("button", { name: "জমা দিন", exact: true }).click();
      const confirm = page.getByRole("dialog", { name: "আপনার উত্তর জমা দেবেন?" });
      await expect(confirm).toContainText("উত্তর না দেওয়া প্রশ্নে কোনো নম্বর নেই।");
      await confirm.getByRole("button", { name: "উত্তর জমা দিন" }).click();
      await expect(page.getByRole("heading", { name: "আপনার নম্বর" })).toBeFocused();
      await expect(page.getByTestId("entrance-score")).toHaveText(/^[০-৯]+-এর মধ্যে -?[০-৯]+$/);
      await check(page, testInfo, `entrance-review-${width}`);

      await page.goto("/share-location");
      await expect(page.getByRole("heading", { level: 1, name: "আপনার অবস্থান জানান" })).toBeVisible();
      await expect(page.getByTestId("stored-position")).toHaveText(
        "আপনি আমাদের কোনো অবস্থান জানাচ্ছেন না।",
      );
      await check(page, testInfo, `share-location-${width}`);

      // The chat box comes once the page has settled.
      await page.getByRole("button", { name: "চ্যাট খুলুন" }).click({ timeout: 30_000 });
      // A customer's chat opens on their thread with the institute (decision 053).
      const chat = page.getByRole("dialog");
      await expect(chat.getByText("আমাদের কর্মীরা এই চ্যাট পড়েন এবং এখানেই আপনাকে উত্তর দেন।")).toBeVisible(
        { timeout: 30_000 },
      );
      await expect(chat.getByText("এখনও কোনো বার্তা নেই। যা জানতে চান, জিজ্ঞেস করুন!")).toBeVisible();
      await check(page, testInfo, `chat-institute-${width}`);
      await chat.getByRole("button", { name: "কথোপকথনে ফিরে যান" }).click();
      await expect(chat.getByRole("heading", { name: "প্রতিষ্ঠানের সঙ্গে চ্যাট" })).toBeVisible();
      await expect(chat.getByRole("button", { name: /আমাদের কর্মীদের লিখুন/ })).toBeVisible();
      await check(page, testInfo, `chat-${width}`);
    });

    test("an admin makes an invoice and opens the admin screens", async ({
      page,
      request,
    }, testInfo) => {
      // Ten screens scanned by axe and photographed whole: slow on a busy 2-core machine.
      test.setTimeout(420_000);
      const admin = await readsBengali(request, await createUser(request, "Sudip Pal", "admin"));
      await signInAs(page, admin);

      await page.goto("/billing");
      await expect(page.getByRole("heading", { level: 1, name: "বিল" })).toBeVisible({
        timeout: 30_000,
      });
      await expect(page.getByText("এই বিলে এখনও কোনো পণ্য নেই")).toBeVisible();
      const products = page.getByRole("list", { name: "পণ্য" });
      await products.getByRole("button").first().click();
      const lines = page.getByRole("table", { name: "বিলের লাইন" });
      await expect(lines.getByRole("columnheader", { name: "একক দাম" })).toBeVisible();
      // Amounts in Bengali digits, rupees first.
      await expect(page.getByText(/^মোট: ₹[০-৯]/)).toBeVisible();
      await check(page, testInfo, `billing-${width}`);
      await page.getByRole("button", { name: "ইনভয়েস সংরক্ষণ করুন" }).click();
      await expect(page).toHaveURL(/\/billing\/invoices\/[^/]+$/);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(
        /ইনভয়েস IN\/\d{2}-\d{2}\/\d{5}/,
      );
      await expect(page.getByRole("button", { name: "PDF ডাউনলোড করুন" })).toBeVisible();
      await check(page, testInfo, `invoice-${width}`);

      const screens: [path: string, heading: string, name: string][] = [
        ["/admin", "পণ্য", "admin-products"],
        ["/voterinsert", "ভোটার তথ্য", "voters"],
        ["/mechanic", "মেকানিক পরিচালনা", "mechanics"],
        ["/vdelete", "গাড়ি পরিচালনা", "vehicles"],
        ["/getmapdata", "মানচিত্রের ব্যবহারকারী পরিচালনা", "map-users"],
        ["/studentlist", "প্রাক্তন ছাত্রছাত্রীদের তালিকা", "old-students"],
        ["/teacherup", "ছবি আপলোড", "teacher-photos"],
        ["/email", "ইমেল পাঠান", "mail"],
      ];
      for (const [path, heading, name] of screens) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible({
          timeout: 30_000,
        });
        // Each list has loaded (its pager, its empty state or its rows), not its loader.
        await expect(page.getByText("লোড হচ্ছে…")).toHaveCount(0, { timeout: 30_000 });
        await check(page, testInfo, `${name}-${width}`);
      }

      // A form's own refusal is the shared schema's, in Bengali.
      await page.goto("/mechanic");
      await page.getByRole("button", { name: "মেকানিক যোগ করুন" }).click();
      await expect(page.getByText("নাম লিখুন")).toBeVisible();
      await photograph(page, testInfo, `mechanic-refused-${width}`);
    });

    test("an account that chose Latin digits reads Bengali words with Latin digits", async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const admin = await readsBengali(request, await createUser(request, "Rumki Saha", "admin"), {
        latinDigits: true,
      });
      await signInAs(page, admin);
      await page.goto("/mechanic");
      await expect(page.getByRole("heading", { level: 1, name: "মেকানিক পরিচালনা" })).toBeVisible({
        timeout: 30_000,
      });
      // A message's number (the form's refusal, from the catalogue) and the footer's year.
      await page.getByLabel("নাম").fill("ক".repeat(101));
      await page.getByRole("button", { name: "মেকানিক যোগ করুন" }).click();
      await expect(page.getByText("নাম সর্বাধিক 100 অক্ষরের হতে পারে")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toContainText(/© 20\d\d/);
      await expect(page.locator("body")).not.toContainText(/[০-৯]/);
      // A number the translation once wrote in Bengali digits of its own (the money screen's
      // range button) is a value of the message now, in the reader's digits.
      await page.goto("/staff/money");
      await expect(page.getByRole("button", { name: "গত 12 মাস" })).toBeVisible({ timeout: 30_000 });
      // Its figures, once here, in Latin digits too; then nothing on the screen in Bengali ones.
      await expect(page.locator("body")).toContainText(/₹\s?[0-9]/);
      await expect(page.getByText("লোড হচ্ছে…")).toHaveCount(0);
      await expect(page.locator("body")).not.toContainText(/[০-৯]/);
    });
  });
}
