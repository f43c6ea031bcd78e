// Courses and batches as staff keep them and the public meets them: an admin adds a course with a
// fee in two instalments and a batch; the course shows on /fees with its plan and its batch, whose
// "Apply" opens the admission form with both chosen; a student applies to that batch, and once
// staff accept the application the batch has one seat fewer. The whole journey runs at a phone's
// width and a desktop's; each screen is checked for sideways scrolling and its screenshot goes to
// <output dir>/courses/<name>-<width>.png.
import { join } from "node:path";
import { type Browser, expect, type Page, type TestInfo, test } from "@playwright/test";
import {
  ADMIN,
  createUser,
  expectNoSeriousA11yViolations,
  login,
  settleAnimations,
  signIn,
  solidPng,
  type TestUser,
} from "./support";

type Viewport = { width: number; height: number };
const RUNS: Viewport[] = [
  { width: 375, height: 800 },
  { width: 1280, height: 900 },
];

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({
    path: join(testInfo.project.outputDir, "courses", `${name}-${width}.png`),
    fullPage: true,
  });
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

async function pageFor(browser: Browser, user: TestUser, viewport: Viewport) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signIn(page, user);
  return { page, close: () => context.close() };
}

/** A day `days` from today as `YYYY-MM-DD`. */
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

for (const run of RUNS) {
  test(`an admin adds a course in two instalments with a batch; a student joins it and takes a seat (${run.width} px)`, async ({
    page,
    browser,
    request,
  }, testInfo) => {
    // A long journey (three accounts, two uploads, the staff's accept), run twice on a shared
    // machine.
    test.setTimeout(360_000);
    const tag = Math.random().toString(36).slice(2, 7);
    const code = `e2e-${tag}`;
    const english = `WBJEE crash ${tag}`;
    const bengali = `ডব্লিউবিজেইই ক্র্যাশ ${tag}`;
    const batchName = `Sunday ${tag}`;

    const admin = await login(request, ADMIN.email, ADMIN.password);
    await page.setViewportSize(run);
    await signIn(page, admin);

    // The course list, with the seeded courses.
    await page.goto("/staff/courses");
    await expect(page.getByRole("heading", { name: "Courses", level: 1 })).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: "Fullstack (MERN)" })).toHaveCount(1);
    await expectNoSidewaysScroll(page);

    // A new course, both languages side by side, a fee of ₹12,000 in two instalments.
    await page.getByRole("button", { name: "New course" }).click();
    const form = page.getByRole("form", { name: "New course" });
    await form.getByRole("textbox", { name: "Code", exact: true }).fill(code);
    await form.getByLabel("Group").selectOption("entrance");
    await form.getByLabel("Classes or level").fill("Class XII");
    await form.getByLabel("Duration (months)").fill("6");
    await form.getByLabel("Name (English)").fill(english);
    await form.getByLabel("Name (Bengali)").fill(bengali);
    await form.getByLabel("Subjects (English)").fill("Physics, Chemistry, Mathematics");
    await form.getByLabel("Total fee (₹)").fill("12000");
    await form.getByLabel("Instalments").check();
    await expect(form.getByLabel("Instalment 1 (₹)")).toHaveValue("6,000");
    await expect(form.getByLabel("Instalment 2 (₹)")).toHaveValue("6,000");
    // Instalments that do not add up are refused before sending.
    await form.getByLabel("Instalment 2 (₹)").fill("5000");
    await expect(form.getByTestId("instalment-sum")).toContainText("₹11,000 of ₹12,000");
    await form.getByRole("button", { name: "Save" }).click();
    await expect(form.getByText("The instalments must add up to the total fee")).toBeVisible();
    await form.getByLabel("Instalment 2 (₹)").fill("6000");
    await form.getByLabel("Due after (months)").nth(1).fill("3");
    await settleAnimations(page);
    await expectNoSeriousA11yViolations(page);
    await expectNoSidewaysScroll(page);
    await screenshot(page, testInfo, "course-form");
    await form.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText(`"${english}" was added`)).toBeVisible();

    const row = page.getByRole("row").filter({ hasText: english });
    await expect(row).toContainText("2 instalments: ₹6,000 on admission, ₹6,000 after 3 months");
    await expect(row).toContainText("Open");
    await expectNoSeriousA11yViolations(page);
    await expectNoSidewaysScroll(page);
    await screenshot(page, testInfo, "courses");

    // Its picture, uploaded from the course's dialog, shows there at once and on its card on /fees.
    await row.getByRole("button", { name: `Change ${english}` }).click();
    const change = page.getByRole("dialog", { name: "Change course" });
    await expect(change.getByText("No picture yet")).toBeVisible();
    await change.locator('input[type="file"]').setInputFiles({
      name: "class.png",
      mimeType: "image/png",
      buffer: solidPng([40, 90, 160], 64),
    });
    await change.getByRole("button", { name: "Upload the photo" }).click();
    // The server re-encodes the photo: on a busy two-core machine that can take a while.
    await expect(page.getByText("The photo was saved")).toBeVisible({ timeout: 30_000 });
    await expect(change.getByRole("img", { name: english })).toBeVisible();
    // And its place: first in its group.
    await change.getByLabel("Place in the list").fill("1");
    await change.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText(`"${english}" was saved`)).toBeVisible();
    await expect(change).toBeHidden();

    // Its batches: a new one with three seats.
    await row.getByRole("link", { name: `Batches of ${english}` }).click();
    await expect(
      page.getByRole("heading", { name: `Batches of ${english}`, level: 1 }),
    ).toBeVisible();
    await expect(page.getByText("No batches yet")).toBeVisible();
    await page.getByRole("button", { name: "New batch" }).click();
    const batchForm = page.getByRole("form", { name: "New batch" });
    await batchForm.getByLabel("Batch name").fill(batchName);
    await batchForm.getByLabel("Starts on").fill(inDays(20));
    await batchForm.getByLabel("Class starts at").fill("10:00");
    await batchForm.getByLabel("Class ends at").fill("13:00");
    await batchForm.getByLabel("Sun").check();
    await batchForm.getByLabel("Teacher", { exact: true }).fill("Partha Sen");
    await batchForm.getByLabel("Room", { exact: true }).fill("Room 3");
    await batchForm.getByLabel(/^Seats/).fill("3");
    await batchForm.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText(`"${batchName}" was added`)).toBeVisible();
    const batchRow = page.getByRole("row").filter({ hasText: batchName });
    await expect(batchRow.getByTestId("seats-taken")).toHaveText("0 of 3");
    await expectNoSeriousA11yViolations(page);
    await expectNoSidewaysScroll(page);
    await screenshot(page, testInfo, "batches");
    const batchesUrl = page.url();

    // /fees: the course in its group with its fee and plan, in English and in Bengali.
    await page.goto("/fees");
    const card = page.getByRole("article", { name: english });
    await expect(card).toContainText("₹12,000 for 6 months");
    await expect(card.locator('img[src^="/media/courses/"]')).toBeVisible();
    const entrance = page.getByRole("region", { name: "Entrance and government exams" });
    const order = await entrance.getByRole("heading", { level: 3 }).allTextContents();
    expect(order.indexOf(english)).toBeGreaterThanOrEqual(0);
    expect(order.indexOf(english)).toBeLessThan(order.indexOf("WBJEE engineering entrance"));
    await expect(card).toContainText("2 instalments: ₹6,000 on admission, ₹6,000 after 3 months");
    // The computer courses' table is as it was.
    await expect(page.getByRole("table").getByRole("row")).toHaveCount(6);
    await expectNoSeriousA11yViolations(page);
    await expectNoSidewaysScroll(page);
    await screenshot(page, testInfo, "fees");
    await page.goto("/bn/fees");
    await expect(page.getByRole("article", { name: bengali })).toContainText("২টি কিস্তি");
    await expectNoSidewaysScroll(page);
    await screenshot(page, testInfo, "fees-bn");

    // A student applies to that batch.
    const student = await createUser(request, `Rima Student ${tag}`);
    const studentPage = await pageFor(browser, student, run);
    try {
      const sp = studentPage.page;
      // The form, with its batch choice, fits the width.
      await sp.goto("/admission");
      await sp.getByLabel("Course").selectOption(code);
      await expect(
        sp.getByLabel("Batch").locator("option").filter({ hasText: batchName }),
      ).toHaveCount(1);
      await expectNoSidewaysScroll(sp);
      await screenshot(sp, testInfo, "admission-course");
      // An address naming a course that takes no admissions chooses nothing, and says why.
      await sp.goto(`/admission?course=no-such-course&batch=${tag}`);
      await expect(sp.getByText("That course is not taking admissions now")).toBeVisible();
      await expect(sp.getByLabel("Course")).toHaveValue("");
      // On /fees the course's card lists the batch with its seats; applying to it opens the form
      // with the course and the batch chosen.
      await sp.goto("/fees");
      const feesCard = sp.getByRole("article", { name: english });
      await expect(feesCard.locator("[data-batch]").filter({ hasText: batchName })).toContainText(
        "3 seats left",
      );
      await feesCard.getByRole("link", { name: `Apply for this batch: ${batchName}` }).click();
      await expect(sp).toHaveURL(new RegExp(`/admission\\?course=${code}&batch=`));
      await expect(sp.getByLabel("Course")).toHaveValue(code);
      const batch = sp.getByLabel("Batch");
      await expect(batch.locator("option:checked")).toContainText(batchName);
      await expect(batch.locator("option:checked")).toContainText("3 seats left");
      await sp.getByLabel("Address").fill("4, Station Road, Palashi");
      await sp.getByLabel("Female").check();
      await sp.getByLabel("PIN code").fill("741155");
      await sp.getByLabel(/^Mobile/).fill("9830012345");
      // A Class XII student of 16: the guardian is required.
      await sp.getByLabel("Date of birth").fill(inDays(-16 * 366));
      await sp.getByLabel(/^Guardian(?!')/).fill("Mita Das");
      await sp.getByLabel(/^Guardian's phone/).fill("9830099999");
      await expectNoSeriousA11yViolations(sp);
      await expectNoSidewaysScroll(sp);
      await screenshot(sp, testInfo, "admission");
      await sp.getByRole("button", { name: "Submit" }).click();
      await expect(sp.getByRole("heading", { name: "success" })).toBeVisible();
      await expect(sp.getByText(`Batch: ${batchName}`)).toBeVisible();
    } finally {
      await studentPage.close();
    }

    // Staff accept it from the new admission list; the batch has one seat fewer.
    const staff = await createUser(request, `Sima Staff ${tag}`, "staff");
    const staffPage = await pageFor(browser, staff, run);
    try {
      const sp = staffPage.page;
      await sp.goto("/newstudentlist");
      const name = `Rima Student ${tag}`;
      const admission = sp.getByRole("row").filter({ hasText: name });
      await admission
        .getByLabel(`Change the status of ${name}`, { exact: true })
        .selectOption("accepted");
      await admission.getByRole("button", { name: `Save: Change the status of ${name}` }).click();
      await expect(sp.getByText(`${name}'s admission is now accepted`)).toBeVisible();
      await expectNoSidewaysScroll(sp);
      await screenshot(sp, testInfo, "admissions");

      await sp.goto(batchesUrl);
      const accepted = sp.getByRole("row").filter({ hasText: batchName });
      await expect(accepted.getByTestId("seats-taken")).toHaveText("1 of 3");
      await accepted.getByRole("button", { name: `Students of ${batchName}` }).click();
      const roster = sp.getByRole("dialog", { name: `Students of ${batchName}` });
      await expect(roster.getByRole("row").filter({ hasText: name })).toContainText("Mita Das");
      await settleAnimations(sp);
      await expectNoSeriousA11yViolations(sp);
      await expectNoSidewaysScroll(sp);
      await screenshot(sp, testInfo, "roster");
    } finally {
      await staffPage.close();
    }

    // The open batches say so too.
    const open = await request.get(`/api/batches/open?course=${code}`);
    expect((await open.json())[0]).toMatchObject({ name: batchName, seatsLeft: 2 });
  });
}
