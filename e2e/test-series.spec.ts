// The test series end to end (decisions 039, 048 and 051): staff keep the question bank (a
// category and a question in Bengali and English written in its form, found by search, edited);
// staff import questions in GIFT into the bank and build a test of two sections drawn at random
// from two categories; a student on a phone reads the instructions, answers, reloads in the middle
// and finds the same questions, answers and palette, moves by keyboard, loses the connection while
// answering and finds the answer saved once back online (decision 055), submits; once staff
// publish results, ranks and solutions through the test's form (its times in India time, shown
// back as typed) the student opens the attempt's result page from their attempts and sees both,
// their answer beside the correct one; a question's pictures show in the test, the solution's
// only with the solutions; an answer given offline survives the page being closed (decision 064).
// Screens at 1280 and 375 px go to test-results/screens/test-series/.
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import {
  createUser,
  expectNoSeriousA11yViolations,
  expectNoSidewaysScroll,
  screenshot,
  settleAnimations,
  signIn,
  type TestUser,
} from "./support";

const DESKTOP = { width: 1280, height: 900 };
/** A moment as the test form's fields show it: India time, UTC+05:30 (decision 055). */
const indiaTime = (ms: number) => new Date(ms + 330 * 60_000).toISOString().slice(0, 16);
const PHONE = { width: 375, height: 800 };

/** The account reads Bengali from now on (its profile's language), signed in again with it. */
async function readsBengali(page: Page, request: APIRequestContext, user: TestUser) {
  const res = await request.put("/api/users/me", {
    headers: { authorization: `Bearer ${user.token}` },
    data: { locale: "bn" },
  });
  expect(res.status(), await res.text()).toBe(200);
  await signIn(page, { ...user, ...((await res.json()) as Partial<TestUser>) });
}

/** A 1 × 1 PNG, enough for the server to re-encode as a question's picture. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

const gift = (tag: string) =>
  [
    `$CATEGORY: Series ${tag}/Physics`,
    "::p1::কোনটি বেগের একক?{=মিটার/সেকেন্ড ~কিলোগ্রাম ~নিউটন ####বেগ \\= সরণ ÷ সময়}",
    "::p2::The SI unit of force is{=newton ~joule ~watt}",
    "::p3::Acceleration is the rate of change of{=velocity ~mass ~length}",
    `$CATEGORY: Series ${tag}/Chemistry`,
    "::c1::জলের রাসায়নিক সংকেত কী?{=H₂O ~CO₂ ~NaCl}",
    "::c2::The atomic number of carbon is{=6 ~12 ~8}",
    "::c3::Common salt is{=sodium chloride ~sodium carbonate ~calcium chloride}",
  ].join("\n\n");

test("staff build a two-section test with random draws; a student takes it with a reload and sees rank and solutions once published", async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const tag = Math.random().toString(36).slice(2, 7);
  const title = `WBJEE mock ${tag}`;
  const staff = await createUser(request, "Test Setter", "staff");
  const student = await createUser(request, "Rima Das");

  // Staff: import into the bank (a malformed file first: every error with its line), then build
  // the test.
  await page.setViewportSize(DESKTOP);
  await signIn(page, staff);
  await page.goto("/staff/questions");
  // Mantine's file field is a button beside a hidden file input.
  await page.locator('input[type="file"]').setInputFiles({
    name: "broken.gift.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("::a::Is this true?{T}\n\n::b::Write an essay{}\n", "utf8"),
  });
  await expect(page.getByLabel("The file's text")).toHaveValue(/Is this true/);
  await page.getByRole("button", { name: "Import", exact: true }).click();
  const errors = page.getByTestId("import-errors").getByRole("listitem");
  await expect(errors).toHaveCount(2);
  await expect(errors.first()).toContainText("Line 1:");
  await expect(errors.nth(1)).toContainText("Line 3:");
  await page.getByLabel("The file's text").fill(gift(tag));
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await expect(page.getByText("Imported 6 questions.")).toBeVisible();

  await page.goto("/staff/tests");

  await page.getByRole("button", { name: "New test" }).click();
  await page.getByLabel("Title in English").fill(title);
  await page.getByLabel("Duration in minutes").fill("30");
  await page.getByLabel("Published", { exact: true }).check();
  const pick = async (index: number, name: string, path: string) => {
    await page.getByLabel("Section name in English").nth(index).fill(name);
    await page.getByLabel("Random questions from").nth(index).click();
    await page.getByRole("option", { name: path }).click();
    await page.getByLabel("How many").nth(index).fill("2");
  };
  await pick(0, "Physics", `Series ${tag}/Physics`);
  await page.getByRole("button", { name: "Add a section" }).click();
  await pick(1, "Chemistry", `Series ${tag}/Chemistry`);
  // Results wait for staff: the form keeps this time (in India time) through every edit.
  await page.getByLabel("Results published", { exact: true }).fill("2030-01-01T10:00");
  await settleAnimations(page);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, testInfo, "staff-build-1280");
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
  await screenshot(page, testInfo, "staff-build-375");
  await page.setViewportSize(DESKTOP);
  await page.getByRole("button", { name: "Save test" }).click();
  await expect(page.getByText(title)).toBeVisible();
  const auth = { Authorization: `Bearer ${staff.token}` };
  const listed = await request.get(`/api/exams/tests?q=${encodeURIComponent(title)}`, {
    headers: auth,
  });
  const [built] = (await listed.json()) as { _id: string; resultsAt: string | null }[];
  if (!built) throw new Error("the test was not saved");
  expect(built.resultsAt).toBe("2030-01-01T04:30:00.000Z");

  // The student, on a phone.
  const context = await browser.newContext({ viewport: PHONE });
  const phone = await context.newPage();
  await signIn(phone, student);
  await phone.goto("/tests");
  await phone.getByRole("link", { name: title }).click();
  await expect(phone.getByRole("heading", { name: "Instructions" })).toBeVisible();
  await expectNoSeriousA11yViolations(phone);
  await screenshot(phone, testInfo, "instructions-375");
  await phone.getByLabel("I have read the instructions").check();
  await phone.getByRole("button", { name: "Start the test" }).click();

  const palette = phone.getByRole("navigation", { name: "Question palette" });
  await expect(palette.locator("[data-state]")).toHaveCount(4);
  const firstText = await phone.locator("#question-text").textContent();
  await phone.getByRole("radio").first().check();
  await expect(phone.getByTestId("save-status")).toHaveText("All answers saved");
  await phone.getByRole("button", { name: "Save & next" }).click();
  const secondText = await phone.locator("#question-text").textContent();
  // The connection drops as the second answer is given: it is kept, shown unsaved, and reaches
  // the server once the phone is back online.
  await context.setOffline(true);
  await phone.getByRole("radio").nth(1).check();
  await expect(phone.getByTestId("save-status")).toContainText("Not saved: 1");
  await expect(palette.locator("[data-state]").nth(1)).toHaveAttribute("data-unsaved", "true");
  await expect(phone.getByRole("alert").filter({ hasText: "not saved yet" })).toBeVisible();
  await settleAnimations(phone);
  await screenshot(phone, testInfo, "attempt-offline-375");
  await context.setOffline(false);
  await expect(phone.getByTestId("save-status")).toHaveText("All answers saved");
  await expect(palette.locator("[data-unsaved]")).toHaveCount(0);
  const running = await request.post(`/api/exams/tests/${built._id}/attempts`, {
    headers: { Authorization: `Bearer ${student.token}` },
  });
  expect(running.status()).toBe(200);
  const held = (await running.json()) as {
    sections: { questions: { response: { options?: number[] } | null }[] }[];
  };
  const [, second] = held.sections.flatMap((section) => section.questions);
  expect(second?.response?.options).toHaveLength(1);
  await phone.getByRole("button", { name: "Mark for review & next" }).click();
  await expect(palette.locator("[data-state]").nth(0)).toHaveAttribute("data-state", "answered");
  await expect(palette.locator("[data-state]").nth(1)).toHaveAttribute(
    "data-state",
    "answeredMarked",
  );
  await expect(palette.locator("[data-state]").nth(2)).toHaveAttribute("data-state", "notAnswered");
  await expectNoSidewaysScroll(phone);
  await settleAnimations(phone);
  await expectNoSeriousA11yViolations(phone);
  await screenshot(phone, testInfo, "attempt-375");
  await phone.setViewportSize(DESKTOP);
  await settleAnimations(phone);
  await expectNoSeriousA11yViolations(phone);
  await screenshot(phone, testInfo, "attempt-1280");
  await phone.setViewportSize(PHONE);

  // A reload resumes the same questions, answers and palette.
  await phone.reload();
  await expect(palette.locator("[data-state]")).toHaveCount(4);
  await expect(palette.locator("[data-state]").nth(0)).toHaveAttribute("data-state", "answered");
  await expect(palette.locator("[data-state]").nth(1)).toHaveAttribute(
    "data-state",
    "answeredMarked",
  );
  await palette.locator("[data-state]").nth(0).click();
  await expect(phone.locator("#question-text")).toHaveText(firstText ?? "");
  await expect(phone.getByRole("radio").first()).toBeChecked();

  // The palette by keyboard: focus the second cell and press Enter.
  await palette.locator("[data-state]").nth(1).focus();
  await phone.keyboard.press("Enter");
  await expect(phone.locator("#question-text")).toHaveText(secondText ?? "");
  await expect(palette.locator("[data-state]").nth(1)).toHaveAttribute("aria-current", "step");

  await palette.getByRole("button", { name: "Submit test" }).click();
  await phone.getByRole("dialog").getByRole("button", { name: "Submit test" }).click();
  await expect(phone.getByText("Results are not out yet")).toBeVisible();
  await expect(phone.getByTestId("score")).toHaveCount(0);
  await expect(phone.getByTestId("solutions")).toHaveCount(0);

  // Staff publish results, ranks and solutions and close the window, in the test's form: the
  // results time shows as it was typed, and each of the two draws is still there.
  await page.goto("/staff/tests");
  await page.getByLabel("Search tests").fill(title);
  await expect(page.getByRole("button", { name: "Edit" })).toHaveCount(1);
  await page.getByRole("button", { name: "Edit" }).click();
  await expect(page.getByLabel("Results published", { exact: true })).toHaveValue(
    "2030-01-01T10:00",
  );
  await expect(page.getByLabel("How many")).toHaveCount(2);
  await page.getByRole("button", { name: "Publish results now" }).click();
  await page.getByRole("button", { name: "Publish ranks now" }).click();
  await page.getByRole("button", { name: "Publish solutions now" }).click();
  await page.getByLabel("Closes", { exact: true }).fill(indiaTime(Date.now() - 120_000));
  await settleAnimations(page);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, testInfo, "staff-edit-1280");
  await page.getByRole("button", { name: "Save test" }).click();
  await expect(page.getByRole("heading", { name: "Edit test" })).toHaveCount(0);

  // The attempt's own result page, from the student's attempts.
  await phone.goto("/tests");
  await phone.getByRole("link", { name: `See the result of ${title}` }).click();
  await expect(phone).toHaveURL(/\/tests\/attempts\//);
  await expect(phone.getByTestId("rank")).toHaveText("Rank 1 of 1");
  // A total, not a mark's gain: no plus sign before it.
  await expect(phone.getByTestId("score")).toHaveText(/^Score: -?\d+ of \d+$/);
  await expect(phone.getByTestId("section-marks").getByRole("row")).toHaveCount(3);
  await expect(phone.getByTestId("solutions")).toBeVisible();
  const review = phone.getByTestId("solutions").getByRole("article");
  await expect(review).toHaveCount(4);
  await expect(review.first().getByTestId("your-answer")).not.toContainText("Not answered");
  await expect(review.first().getByTestId("correct-answer")).not.toBeEmpty();
  // The two left unanswered say so beside their correct answer.
  await expect(phone.getByTestId("your-answer").filter({ hasText: "Not answered" })).toHaveCount(2);
  await expectNoSidewaysScroll(phone);
  await settleAnimations(phone);
  await expectNoSeriousA11yViolations(phone);
  await screenshot(phone, testInfo, "result-375");
  await phone.setViewportSize(DESKTOP);
  await settleAnimations(phone);
  await expectNoSeriousA11yViolations(phone);
  await screenshot(phone, testInfo, "result-1280");
  const resultPage = phone.url();
  await readsBengali(phone, request, student);
  await phone.goto(resultPage);
  await expect(phone.locator("html")).toHaveAttribute("lang", "bn");
  await expect(phone.getByText("আপনার উত্তর").first()).toBeVisible();
  // The marks in the reader's digits, as every other number on the page.
  const marks = phone.getByTestId("section-marks");
  await expect(marks.getByRole("row")).toHaveCount(3);
  await expect(marks).toContainText(/[০-৯]/);
  await expect(marks).not.toContainText(/[0-9]/);
  await settleAnimations(phone);
  await expectNoSeriousA11yViolations(phone);
  await screenshot(phone, testInfo, "result-bn-1280");
  await phone.setViewportSize(PHONE);
  await expectNoSidewaysScroll(phone);
  await screenshot(phone, testInfo, "result-bn-375");

  await page.goto("/staff/tests");
  await page.getByLabel("Search tests").fill(title);
  await expect(page.getByRole("button", { name: "Attempts and statistics" })).toHaveCount(1);
  await page.getByRole("button", { name: "Attempts and statistics" }).click();
  await expect(page.getByRole("cell", { name: "Rima Das" })).toBeVisible();
  await settleAnimations(page);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, testInfo, "staff-follow-up-1280");
  await context.close();

  // The form in Bengali, on a computer and a phone.
  await readsBengali(page, request, staff);
  await page.goto("/staff/tests");
  await page.getByRole("button", { name: "নতুন পরীক্ষা" }).click();
  await page.getByRole("radio", { name: "বেছে নেওয়া ব্যাচগুলির ছাত্রছাত্রীরা" }).check();
  await page.getByRole("button", { name: "নির্দিষ্ট প্রশ্ন যোগ করুন" }).click();
  await expect(page.locator("[data-pick-question]").first()).toBeVisible();
  await page.locator("[data-pick-question]").first().getByRole("button").click();
  await expect(page.getByText("নির্দিষ্ট প্রশ্ন: ১টি")).toBeVisible();
  await settleAnimations(page);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, testInfo, "staff-build-bn-1280");
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
  await settleAnimations(page);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, testInfo, "staff-build-bn-375");
});

test("staff keep the question bank: a category tree, a question in Bengali and English written in its form, found by search and edited", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const tag = Math.random().toString(36).slice(2, 7);
  const subject = `Physics ${tag}`;
  const staff = await createUser(request, "Bank Keeper", "staff");
  await page.setViewportSize(DESKTOP);
  await signIn(page, staff);
  await page.goto("/staff/questions");
  await expect(page.getByRole("heading", { level: 1, name: "Question bank" })).toBeVisible();
  const tree = page.getByRole("navigation", { name: "Categories" });

  // A subject, and a chapter under it; each new category is the chosen one.
  await page.getByRole("button", { name: "Add a subject" }).click();
  await page.getByLabel("New subject").fill(subject);
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(tree.getByRole("button", { name: subject })).toHaveAttribute("aria-current", "true");
  await page.getByRole("button", { name: `Add a category under ${subject}` }).click();
  await page.getByLabel(`New category under ${subject}`).fill("Kinematics");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(tree.getByRole("button", { name: /^Kinematics/ }).first()).toHaveAttribute(
    "aria-current",
    "true",
  );

  // The form refuses an empty question under its fields, then saves it in both languages.
  await page.getByRole("link", { name: "New question" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New question" })).toBeVisible();
  await page.getByRole("button", { name: "Save the question" }).click();
  await expect(page.getByText("Please enter the question in English or Bengali")).toBeVisible();
  await expect(page.getByText("Exactly one option must be correct")).toBeVisible();
  await page.getByLabel("Question (English)").fill(`What is the unit of velocity (${tag})?`);
  await page.getByLabel("Question (Bengali)").fill(`বেগের একক কী (${tag})?`);
  // A refusal goes as soon as it is put right.
  await expect(page.getByText("Please enter the question in English or Bengali")).toHaveCount(0);
  const options: [string, string][] = [
    ["metre per second", "মিটার/সেকেন্ড"],
    ["kilogram", "কিলোগ্রাম"],
    ["newton", "নিউটন"],
  ];
  for (const [index, [en, bn]] of options.entries()) {
    await page.getByLabel(`Option ${index + 1} (English)`).fill(en);
    await page.getByLabel(`Option ${index + 1} (Bengali)`).fill(bn);
  }
  // A picture with the question's text, uploaded at once and shown in the form.
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Add a picture to the question" }).click();
  await (await chooser).setFiles({ name: "figure.png", mimeType: "image/png", buffer: PNG });
  await expect(page.getByRole("img", { name: "Picture of the question" })).toBeVisible();
  await page.getByRole("button", { name: "Remove option 4" }).click();
  await page.getByLabel("Option 1 is correct").check();
  await expect(page.getByText("Exactly one option must be correct")).toHaveCount(0);
  await page.getByLabel("Solution (optional) (English)").fill("Velocity = displacement ÷ time");
  await page.getByLabel("Solution (optional) (Bengali)").fill("বেগ = সরণ ÷ সময়");
  await page.getByRole("combobox", { name: "Tags" }).fill("units");
  await page.getByRole("combobox", { name: "Tags" }).press("Enter");
  await settleAnimations(page);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, testInfo, "question-form-1280");
  await page.getByRole("button", { name: "Save the question" }).click();

  // Back in the list of the chapter; found by a part of its Bengali text.
  await expect(page).toHaveURL(/\/staff\/questions\?category=/, { timeout: 20_000 });
  await page.getByLabel("Search questions").fill(`বেগের একক কী (${tag}`);
  await expect(page).toHaveURL(/[?&]q=/);
  const rows = page.locator("[data-question]");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`What is the unit of velocity (${tag})?`);
  await expect(rows.first()).toContainText(`${subject}/Kinematics`);
  await settleAnimations(page);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, testInfo, "question-bank-1280");

  // Edited: harder, a second tag; it becomes version 2.
  await rows
    .first()
    .getByRole("link", { name: /^Edit the question What is the unit of velocity/ })
    .click();
  await expect(page.getByLabel("Question (Bengali)")).toHaveValue(`বেগের একক কী (${tag})?`);
  await expect(page.getByRole("img", { name: "Picture of the question" })).toBeVisible();
  await page.getByRole("combobox", { name: "Difficulty" }).click();
  await page.getByRole("option", { name: "Hard" }).click();
  await page.getByRole("combobox", { name: "Tags" }).fill("mechanics");
  await page.getByRole("combobox", { name: "Tags" }).press("Enter");
  await page.getByRole("button", { name: "Save the question" }).click();
  await expect(page).toHaveURL(/\/staff\/questions\?category=/, { timeout: 20_000 });
  await page.getByLabel("Tag", { exact: true }).fill("mechanics");
  await expect(page).toHaveURL(/[?&]tag=mechanics/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Hard");
  // Its version, in the column headed Version (its tags are under its text).
  await expect(rows.first().locator('td[data-label="Version"]')).toHaveText("2");
  await expect(rows.first()).toContainText("mechanics");

  // On a phone: the tree, the list as cards, the import; nothing wider than the screen.
  await page.setViewportSize(PHONE);
  await page.goto(`/staff/questions?q=${encodeURIComponent(tag)}`);
  await expect(rows).toHaveCount(1);
  await expectNoSidewaysScroll(page);
  await settleAnimations(page);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, testInfo, "question-bank-375");
  await rows
    .first()
    .getByRole("link", { name: /^Edit the question What is the unit of velocity/ })
    .click();
  await expect(page.getByLabel("Question (English)")).toBeVisible();
  await expectNoSidewaysScroll(page);
  await settleAnimations(page);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, testInfo, "question-form-375");

  // In Bengali: the list and the form's refusals.
  await readsBengali(page, request, staff);
  await page.goto(`/staff/questions?q=${encodeURIComponent(tag)}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "bn");
  await expect(rows).toHaveCount(1);
  await expectNoSidewaysScroll(page);
  await settleAnimations(page);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, testInfo, "question-bank-bn-375");
  await page.goto("/staff/questions/new");
  await page.getByRole("button", { name: "প্রশ্নটি সংরক্ষণ করুন" }).click();
  await expect(page.getByText("প্রশ্নের বিভাগ বেছে নিন")).toBeVisible();
  await expectNoSidewaysScroll(page);
  await settleAnimations(page);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, testInfo, "question-form-bn-375");
  await page.setViewportSize(DESKTOP);
  await page.goto(`/staff/questions?q=${encodeURIComponent(tag)}`);
  await expect(rows).toHaveCount(1);
  await settleAnimations(page);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, testInfo, "question-bank-bn-1280");
});

test("a student sees the question's and the options' pictures in the test, and the solution's only with the solutions", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const staff = await createUser(request, "Pic Staff", "staff");
  const student = await createUser(request, "Pic Student");
  const auth = { Authorization: `Bearer ${staff.token}` };
  const png = (w: number, h: number, color: string) =>
    sharp({ create: { width: w, height: h, channels: 3, background: color } })
      .png()
      .toBuffer();
  const up = async (buffer: Buffer) => {
    const res = await request.post("/api/exams/question-pictures", {
      headers: auth,
      multipart: { picture: { name: "p.png", mimeType: "image/png", buffer } },
    });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { picture: string }).picture;
  };
  const cat = await request.post("/api/exams/categories", {
    headers: auth,
    data: { name: `Pics ${Date.now()}` },
  });
  const categoryId = ((await cat.json()) as { _id: string })._id;
  const q = await request.post("/api/exams/questions", {
    headers: auth,
    data: {
      categoryId,
      type: "single",
      text: { en: "Which circuit lights the bulb?", bn: "কোন বর্তনীতে বাল্ব জ্বলবে?" },
      picture: await up(await png(1400, 700, "#88aadd")),
      options: [
        { text: { en: "A" }, correct: true, picture: await up(await png(400, 300, "#ddaa88")) },
        { text: { en: "B" }, correct: false, picture: await up(await png(400, 300, "#aaddaa")) },
      ],
      solution: { en: "Only A closes the loop." },
      solutionPicture: await up(await png(800, 400, "#dddd88")),
    },
  });
  expect(q.status(), await q.text()).toBe(201);
  const qid = ((await q.json()) as { _id: string })._id;
  const t = await request.post("/api/exams/tests", {
    headers: auth,
    data: {
      title: { en: `Pictures ${Date.now()}`, bn: "ছবি" },
      published: true,
      durationMinutes: 10,
      sections: [
        {
          title: { en: "Physics", bn: "পদার্থবিদ্যা" },
          marking: { correct: 4, wrong: -1 },
          questionIds: [qid],
        },
      ],
    },
  });
  expect(t.status(), await t.text()).toBe(201);
  const test1 = (await t.json()) as Record<string, unknown> & { _id: string };
  await page.setViewportSize(PHONE);
  await signIn(page, student);
  await page.goto(`/tests/${test1._id}`);
  await page.getByLabel("I have read the instructions").check();
  await page.getByRole("button", { name: "Start the test" }).click();
  await expect(page.getByRole("img", { name: "The question's picture" })).toBeVisible();
  await expect(page.getByRole("img", { name: "Picture of the option A" })).toBeVisible();
  await expect(page.getByRole("img", { name: "The solution's picture" })).toHaveCount(0);
  await page.getByRole("radio").first().check();
  await expect(page.getByTestId("save-status")).toHaveText("All answers saved");
  await expectNoSidewaysScroll(page);
  await settleAnimations(page);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, testInfo, "attempt-pictures-375");
  // The running attempt in Bengali, resumed, on a phone and a computer; then back to English.
  await readsBengali(page, request, student);
  await page.goto(`/tests/${test1._id}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "bn");
  await expect(page.getByTestId("save-status")).toHaveText("সব উত্তর সংরক্ষিত");
  await expect(page.locator("[data-state]").first()).toHaveAttribute("data-state", "answered");
  await expectNoSidewaysScroll(page);
  await settleAnimations(page);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, testInfo, "attempt-bn-375");
  await page.setViewportSize(DESKTOP);
  await settleAnimations(page);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, testInfo, "attempt-bn-1280");
  await page.setViewportSize(PHONE);
  const english = await request.put("/api/users/me", {
    headers: { authorization: `Bearer ${student.token}` },
    data: { locale: "en" },
  });
  expect(english.status(), await english.text()).toBe(200);
  await signIn(page, { ...student, ...((await english.json()) as Partial<TestUser>) });
  const sres = await request.post(`/api/exams/tests/${test1._id}/attempts`, {
    headers: { Authorization: `Bearer ${student.token}` },
  });
  const attempt = (await sres.json()) as { id: string };
  await request.post(`/api/exams/attempts/${attempt.id}/submit`, {
    headers: { Authorization: `Bearer ${student.token}` },
  });
  const past = new Date(Date.now() - 60_000).toISOString();
  const put = await request.put(`/api/exams/tests/${test1._id}`, {
    headers: auth,
    data: {
      title: test1.title,
      published: true,
      durationMinutes: 10,
      sections: test1.sections,
      closesAt: past,
      solutionsAt: past,
      ranksAt: past,
    },
  });
  expect(put.status(), await put.text()).toBe(200);
  await page.goto(`/tests/attempts/${attempt.id}`);
  await expect(page.getByRole("img", { name: "The solution's picture" })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await settleAnimations(page);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, testInfo, "review-pictures-375");
  await page.setViewportSize(DESKTOP);
  await settleAnimations(page);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, testInfo, "review-pictures-1280");
  await signIn(page, staff);
  await page.goto(`/staff/questions/${qid}`);
  await expect(page.getByRole("img", { name: "Picture of the question" })).toBeVisible();
  await settleAnimations(page);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, testInfo, "form-pictures-1280");
});

test("an answer given offline survives the page being closed: sent when the attempt is opened again, and said plainly when time ran out first", async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(300_000);
  const staff = await createUser(request, "Offline Staff", "staff");
  const student = await createUser(request, "Offline Student");
  const auth = { Authorization: `Bearer ${staff.token}` };
  const studentAuth = { Authorization: `Bearer ${student.token}` };
  const cat = await request.post("/api/exams/categories", {
    headers: auth,
    data: { name: `Offline ${Date.now()}` },
  });
  const categoryId = ((await cat.json()) as { _id: string })._id;
  const questionIds: string[] = [];
  for (const [en, bn] of [
    ["The SI unit of force is", "বলের এসআই একক"],
    ["The SI unit of power is", "ক্ষমতার এসআই একক"],
  ]) {
    const q = await request.post("/api/exams/questions", {
      headers: auth,
      data: {
        categoryId,
        type: "single",
        text: { en, bn },
        options: [
          { text: { en: "newton" }, correct: true },
          { text: { en: "watt" }, correct: false },
        ],
      },
    });
    expect(q.status(), await q.text()).toBe(201);
    questionIds.push(((await q.json()) as { _id: string })._id);
  }
  /** A test of the two questions; `closesInMs` ends its window (and so the attempt) early. */
  const makeTest = async (name: string, closesInMs?: number) => {
    const res = await request.post("/api/exams/tests", {
      headers: auth,
      data: {
        title: { en: `${name} ${Date.now()}`, bn: "অফলাইন" },
        published: true,
        durationMinutes: 10,
        shuffleQuestions: false,
        shuffleOptions: false,
        ...(closesInMs ? { closesAt: new Date(Date.now() + closesInMs).toISOString() } : {}),
        sections: [
          {
            title: { en: "Physics", bn: "পদার্থবিদ্যা" },
            marking: { correct: 4, wrong: -1 },
            questionIds,
          },
        ],
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { _id: string })._id;
  };
  /**
   * Starts the test on a phone, answers the first question with the connection cut, and ends
   * the tab while offline; returns what the browser kept (its local storage), to open again.
   * The tab's renderer is stopped, not closed: Playwright ends a page's offline emulation when
   * it closes the page (or its context) before the page is gone, so the page saw itself back
   * online and sent its answer on the way out (a third of runs), which a tab closed offline
   * never does.
   */
  const answerOffline = async (testId: string) => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await signIn(page, student);
    await page.goto(`/tests/${testId}`);
    await page.getByLabel("I have read the instructions").check();
    await page.getByRole("button", { name: "Start the test" }).click();
    await expect(page.locator("[data-state]")).toHaveCount(2);
    await context.setOffline(true);
    await page.getByRole("radio").first().check();
    await expect(page.getByTestId("save-status")).toContainText("Not saved: 1");
    const cdp = await context.newCDPSession(page);
    const crashed = page.waitForEvent("crash");
    // Never answered: the renderer that would answer is gone.
    void cdp.send("Page.crash").catch(() => {});
    await crashed;
    const kept = await context.storageState();
    await context.close();
    return kept;
  };
  /** The browser opened again, online, with what it kept. */
  const reopen = (kept: Awaited<ReturnType<typeof answerOffline>>) =>
    browser.newContext({ viewport: PHONE, storageState: kept });
  // Opened again with time left: the answer shows answered but not saved until the server holds
  // it, then reaches the server.
  const open = await makeTest("Offline resume");
  const kept = await answerOffline(open);
  const heldBefore = await request.post(`/api/exams/tests/${open}/attempts`, {
    headers: studentAuth,
  });
  const before = (await heldBefore.json()) as {
    sections: { questions: { response: unknown }[] }[];
  };
  // The server never had it (the first question is the one that was answered).
  expect(before.sections[0]?.questions.map((question) => question.response)).toEqual([null, null]);
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const context = await reopen(kept);
  await context.route("**/api/exams/attempts/*/answers/*", async (route) => {
    await held;
    await route.continue();
  });
  const page = await context.newPage();
  await page.goto(`/tests/${open}`);
  const first = page.locator("[data-state]").first();
  await expect(first).toHaveAttribute("data-state", "answered");
  await expect(first).toHaveAttribute("data-unsaved", "true");
  await expect(first).toHaveAccessibleName(/not saved yet/);
  // The page opens on the first question the server has no answer to, the second; the
  // answered one is a press away.
  await first.click();
  await expect(page.locator("#question-text")).toHaveText("The SI unit of force is");
  await expect(page.getByRole("radio").first()).toBeChecked();
  await settleAnimations(page);
  await screenshot(page, testInfo, "attempt-restored-375");
  release();
  await expect(page.getByTestId("save-status")).toHaveText("All answers saved");
  await expect(page.locator("[data-unsaved]")).toHaveCount(0);
  const resumed = await request.post(`/api/exams/tests/${open}/attempts`, { headers: studentAuth });
  expect(resumed.status()).toBe(200);
  const onServer = (await resumed.json()) as {
    sections: { questions: { response: { options?: number[] } | null }[] }[];
  };
  expect(onServer.sections[0]?.questions[0]?.response?.options).toHaveLength(1);
  expect(onServer.sections[0]?.questions[1]?.response).toBeNull();
  await context.close();

  // Opened again after the attempt's end: nothing is sent late, and the result says so. The
  // window is waited out in real time (the server keeps the clock): 30 s covers starting the
  // attempt on a loaded machine (up to 9 s measured from the test's creation to the attempt read
  // back here, with four copies of this journey and four busy processes on two cores).
  const closing = await makeTest("Offline late", 30_000);
  const keptLate = await answerOffline(closing);
  const started = await request.post(`/api/exams/tests/${closing}/attempts`, {
    headers: studentAuth,
  });
  // The attempt the page started, still running and unanswered on the server: on a machine too
  // slow for the window (the attempt already ended), the journey fails here, saying so.
  expect(started.status(), await started.text()).toBe(200);
  const attempt = (await started.json()) as {
    id: string;
    deadline: string;
    status: string;
    sections: { questions: { response: unknown }[] }[];
  };
  expect(attempt.status).toBe("running");
  expect(attempt.sections[0]?.questions.map((question) => question.response)).toEqual([null, null]);
  await new Promise((done) => setTimeout(done, Date.parse(attempt.deadline) + 7000 - Date.now()));
  const late = await reopen(keptLate);
  const sent: string[] = [];
  late.on("request", (req) => {
    if (req.method() === "PUT" && req.url().includes("/answers/")) sent.push(req.url());
  });
  const again = await late.newPage();
  await again.goto(`/tests/attempts/${attempt.id}`);
  const notice = again.getByRole("alert").filter({ hasText: "Answers not received in time: 1" });
  await expect(notice).toContainText("not counted");
  // The first option was right: the server never had it, so it scored nothing.
  await expect(again.getByTestId("score")).toHaveText("Score: 0 of 8");
  await settleAnimations(again);
  await expectNoSeriousA11yViolations(again);
  await screenshot(again, testInfo, "result-not-received-375");
  expect(sent).toHaveLength(0);
  // Said once: the device forgets them.
  await again.reload();
  await expect(again.getByTestId("score")).toBeVisible();
  await expect(again.getByText("Answers not received in time")).toHaveCount(0);
  await late.close();
});
