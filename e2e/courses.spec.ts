// Courses and batches as staff keep them and the public meets them: an admin adds a course with a
// fee in two instalments and a batch; the course shows on /fees with its plan and its batch, whose
// "Apply" opens the admission form with both chosen; a student applies to that batch, and once
// staff accept the application the batch has one seat fewer. The journey is walked at a phone's
// width; each screen it checks is checked at a desktop's too, loaded in a browser of that width
// (the navigation chooses its layout at load): no sideways scrolling, axe where the phone's is
// scanned, and its screenshot in test-results/screens/courses/<name>-<width>.png.
import { expect, type Locator, type Page } from "@playwright/test";
import {
  ADMIN,
  createUser,
  expectNoSeriousA11yViolations,
  expectNoSidewaysScroll,
  login,
  screenshot,
  settleAnimations,
  signIn,
  solidPng,
  test,
} from "./support";

type Viewport = { width: number; height: number };
const RUNS: Viewport[] = [
  { width: 375, height: 800 },
  { width: 1280, height: 900 },
];

/** A day `days` from today as `YYYY-MM-DD`. */
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

type Course = { code: string; english: string; bengali: string };

/** The new course's form filled in, its fee of ₹12,000 in two equal instalments. */
async function fillCourse(form: Locator, course: Course) {
  await form.getByRole("textbox", { name: "Code", exact: true }).fill(course.code);
  await form.getByLabel("Group").selectOption("entrance");
  await form.getByLabel("Classes or level").fill("Class XII");
  await form.getByLabel("Duration (months)").fill("6");
  await form.getByLabel("Name (English)").fill(course.english);
  await form.getByLabel("Name (Bengali)").fill(course.bengali);
  await form.getByLabel("Subjects (English)").fill("Physics, Chemistry, Mathematics");
  await form.getByLabel("Total fee (₹)").fill("12000");
  await form.getByLabel("Instalments").check();
  await expect(form.getByLabel("Instalment 1 (₹)")).toHaveValue("6,000");
  await expect(form.getByLabel("Instalment 2 (₹)")).toHaveValue("6,000");
}

/** The admission form's own fields, for a Class XII student of 16 (so with a guardian). */
async function fillAdmission(page: Page) {
  await page.getByLabel("Address").fill("4, Station Road, Palashi");
  await page.getByLabel("Female").check();
  await page.getByLabel("PIN code").fill("741155");
  await page.getByLabel(/^Mobile/).fill("9830012345");
  await page.getByLabel("Date of birth").fill(inDays(-16 * 366));
  await page.getByLabel(/^Guardian(?!')/).fill("Mita Das");
  await page.getByLabel(/^Guardian's phone/).fill("9830099999");
}

test("an admin adds a course in two instalments with a batch; a student joins it and takes a seat (375 px, the screens at 1280 px too)", async ({
  page,
  browserAt,
  request,
}, testInfo) => {
  // A long journey (three accounts, two uploads, the staff's accept) on a shared machine.
  test.setTimeout(360_000);
  const [run, deskRun] = RUNS as [Viewport, Viewport];
  // The screens at a desktop's width, each loaded fresh in a browser of that width.
  const desk = await browserAt(deskRun);
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
  const course = { code, english, bengali };
  await fillCourse(form, course);
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
  await screenshot(page, testInfo, `course-form-${run.width}`);
  // The same form at a desktop's width, left unsaved there.
  const admin1280 = await desk.open(admin, "/staff/courses");
  await admin1280.getByRole("button", { name: "New course" }).click();
  const deskForm = admin1280.getByRole("form", { name: "New course" });
  await fillCourse(deskForm, course);
  await deskForm.getByLabel("Due after (months)").nth(1).fill("3");
  await settleAnimations(admin1280);
  await expectNoSeriousA11yViolations(admin1280);
  await expectNoSidewaysScroll(admin1280);
  await screenshot(admin1280, testInfo, `course-form-${deskRun.width}`);
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(`"${english}" was added`)).toBeVisible();

  const row = page.getByRole("row").filter({ hasText: english });
  await expect(row).toContainText("2 instalments: ₹6,000 on admission, ₹6,000 after 3 months");
  await expect(row).toContainText("Open");
  await expectNoSeriousA11yViolations(page);
  await expectNoSidewaysScroll(page);
  await screenshot(page, testInfo, `courses-${run.width}`);
  await desk.page.goto("/staff/courses");
  await expect(desk.page.getByRole("row").filter({ hasText: english })).toContainText(
    "2 instalments: ₹6,000 on admission, ₹6,000 after 3 months",
  );
  await expectNoSeriousA11yViolations(desk.page);
  await expectNoSidewaysScroll(desk.page);
  await screenshot(desk.page, testInfo, `courses-${deskRun.width}`);

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
  await screenshot(page, testInfo, `batches-${run.width}`);
  const batchesUrl = page.url();
  await desk.page.goto(batchesUrl);
  await expect(
    desk.page.getByRole("row").filter({ hasText: batchName }).getByTestId("seats-taken"),
  ).toHaveText("0 of 3");
  await expectNoSeriousA11yViolations(desk.page);
  await expectNoSidewaysScroll(desk.page);
  await screenshot(desk.page, testInfo, `batches-${deskRun.width}`);

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
  // The computer courses' table is as it was: the five computer courses, each headed by its
  // name (the row of its batches and Apply below it is headed by the same name).
  await expect(page.getByRole("table").getByRole("rowheader")).toHaveCount(5);
  await expectNoSeriousA11yViolations(page);
  await expectNoSidewaysScroll(page);
  await screenshot(page, testInfo, `fees-${run.width}`);
  await page.goto("/bn/fees");
  await expect(page.getByRole("article", { name: bengali })).toContainText("২টি কিস্তি");
  await expectNoSidewaysScroll(page);
  await screenshot(page, testInfo, `fees-bn-${run.width}`);
  await desk.page.goto("/fees");
  await expect(desk.page.getByRole("article", { name: english })).toContainText(
    "2 instalments: ₹6,000 on admission, ₹6,000 after 3 months",
  );
  await expectNoSeriousA11yViolations(desk.page);
  await expectNoSidewaysScroll(desk.page);
  await screenshot(desk.page, testInfo, `fees-${deskRun.width}`);
  await desk.page.goto("/bn/fees");
  await expect(desk.page.getByRole("article", { name: bengali })).toContainText("২টি কিস্তি");
  await expectNoSidewaysScroll(desk.page);
  await screenshot(desk.page, testInfo, `fees-bn-${deskRun.width}`);

  // A student applies to that batch.
  const student = await createUser(request, `Rima Student ${tag}`);
  const studentBrowser = await browserAt(run);
  // The form, with its batch choice, fits the width.
  const studentPage = await studentBrowser.open(student, "/admission");
  await studentPage.getByLabel("Course").selectOption(code);
  await expect(
    studentPage.getByLabel("Batch").locator("option").filter({ hasText: batchName }),
  ).toHaveCount(1);
  await expectNoSidewaysScroll(studentPage);
  await screenshot(studentPage, testInfo, `admission-course-${run.width}`);
  const student1280 = await desk.open(student, "/admission");
  await student1280.getByLabel("Course").selectOption(code);
  await expect(
    student1280.getByLabel("Batch").locator("option").filter({ hasText: batchName }),
  ).toHaveCount(1);
  await expectNoSidewaysScroll(student1280);
  await screenshot(student1280, testInfo, `admission-course-${deskRun.width}`);
  // An address naming a course that takes no admissions chooses nothing, and says why.
  await studentPage.goto(`/admission?course=no-such-course&batch=${tag}`);
  await expect(studentPage.getByText("That course is not taking admissions now")).toBeVisible();
  await expect(studentPage.getByLabel("Course")).toHaveValue("");
  // On /fees the course's card lists the batch with its seats; applying to it opens the form
  // with the course and the batch chosen.
  await studentPage.goto("/fees");
  const feesCard = studentPage.getByRole("article", { name: english });
  await expect(feesCard.locator("[data-batch]").filter({ hasText: batchName })).toContainText(
    "3 seats left",
  );
  await feesCard.getByRole("link", { name: `Apply for this batch: ${batchName}` }).click();
  await expect(studentPage).toHaveURL(new RegExp(`/admission\\?course=${code}&batch=`));
  await expect(studentPage.getByLabel("Course")).toHaveValue(code);
  const batch = studentPage.getByLabel("Batch");
  await expect(batch.locator("option:checked")).toContainText(batchName);
  await expect(batch.locator("option:checked")).toContainText("3 seats left");
  // A Class XII student of 16: the guardian is required.
  await fillAdmission(studentPage);
  await expectNoSeriousA11yViolations(studentPage);
  await expectNoSidewaysScroll(studentPage);
  await screenshot(studentPage, testInfo, `admission-${run.width}`);
  // The same form at a desktop's width, loaded from the address the Apply link opened (left
  // unsent there).
  await desk.page.goto(new URL(studentPage.url()).pathname + new URL(studentPage.url()).search);
  await expect(desk.page.getByLabel("Batch").locator("option:checked")).toContainText(batchName);
  await fillAdmission(desk.page);
  await expectNoSeriousA11yViolations(desk.page);
  await expectNoSidewaysScroll(desk.page);
  await screenshot(desk.page, testInfo, `admission-${deskRun.width}`);
  await studentPage.getByRole("button", { name: "Submit" }).click();
  await expect(studentPage.getByRole("heading", { name: "success" })).toBeVisible();
  await expect(studentPage.getByText(`Batch: ${batchName}`)).toBeVisible();
  // Closed now rather than at the test's end: its renderer is free for the rest of the journey.
  await studentBrowser.close();

  // Staff accept it from the new admission list; the batch has one seat fewer.
  const staff = await createUser(request, `Sima Staff ${tag}`, "staff");
  const staffPage = await (await browserAt(run)).open(staff, "/newstudentlist");
  const name = `Rima Student ${tag}`;
  const admission = staffPage.getByRole("row").filter({ hasText: name });
  await admission
    .getByLabel(`Change the status of ${name}`, { exact: true })
    .selectOption("accepted");
  await admission.getByRole("button", { name: `Save: Change the status of ${name}` }).click();
  await expect(staffPage.getByText(`${name}'s admission is now accepted`)).toBeVisible();
  await expectNoSidewaysScroll(staffPage);
  await screenshot(staffPage, testInfo, `admissions-${run.width}`);
  const staff1280 = await desk.open(staff, "/newstudentlist");
  await expect(
    staff1280.getByRole("row").filter({ hasText: name }).locator("[data-status]"),
  ).toHaveText("accepted");
  await expectNoSidewaysScroll(staff1280);
  await screenshot(staff1280, testInfo, `admissions-${deskRun.width}`);

  await staffPage.goto(batchesUrl);
  const accepted = staffPage.getByRole("row").filter({ hasText: batchName });
  await expect(accepted.getByTestId("seats-taken")).toHaveText("1 of 3");
  await accepted.getByRole("button", { name: `Students of ${batchName}` }).click();
  const roster = staffPage.getByRole("dialog", { name: `Students of ${batchName}` });
  await expect(roster.getByRole("row").filter({ hasText: name })).toContainText("Mita Das");
  await settleAnimations(staffPage);
  await expectNoSeriousA11yViolations(staffPage);
  await expectNoSidewaysScroll(staffPage);
  await screenshot(staffPage, testInfo, `roster-${run.width}`);
  await staff1280.goto(batchesUrl);
  const deskBatch = staff1280.getByRole("row").filter({ hasText: batchName });
  await expect(deskBatch.getByTestId("seats-taken")).toHaveText("1 of 3");
  await deskBatch.getByRole("button", { name: `Students of ${batchName}` }).click();
  await expect(
    staff1280
      .getByRole("dialog", { name: `Students of ${batchName}` })
      .getByRole("row")
      .filter({ hasText: name }),
  ).toContainText("Mita Das");
  await settleAnimations(staff1280);
  await expectNoSeriousA11yViolations(staff1280);
  await expectNoSidewaysScroll(staff1280);
  await screenshot(staff1280, testInfo, `roster-${deskRun.width}`);

  // The open batches say so too.
  const open = await request.get(`/api/batches/open?course=${code}`);
  expect((await open.json())[0]).toMatchObject({ name: batchName, seatsLeft: 2 });
});
