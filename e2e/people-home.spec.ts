// The people and the proof (decision 043): staff add a teacher and a result with the student's
// consent in the back office, and both appear on the home page in English and under /bn/; at a
// phone's width and a desktop's, axe clean. The run also keeps screenshots of the public pages
// (home, fees, trips, teachers, results) at both widths in both languages.
import { expect, type Page, type TestInfo, test } from "@playwright/test";
import { createUser, expectNoSeriousA11yViolations, signIn, solidPng } from "./support";

const suffix = () => Math.random().toString(36).slice(2, 8);

const shot = (page: Page, testInfo: TestInfo, name: string, width: number) =>
  page.screenshot({ path: testInfo.outputPath(`people-${name}-${width}.png`), fullPage: true });

const RUNS = [
  { width: 375, height: 800 },
  { width: 1280, height: 900 },
] as const;

for (const run of RUNS) {
  test(`staff add a teacher and a result with consent; the home page shows them (${run.width} px)`, async ({
    page,
    request,
  }, testInfo) => {
    const id = suffix();
    const teacher = { en: `Tanushree Bose ${id}`, bn: `তনুশ্রী বসু ${id}` };
    const student = { en: `Ritam Saha ${id}`, bn: `ঋতম সাহা ${id}` };
    const staff = await createUser(request, `Sima Staff ${id}`, "staff");
    await page.setViewportSize({ width: run.width, height: run.height });
    await signIn(page, staff);

    // A teacher, in both languages, shown on the site.
    await page.goto("/staff/teachers");
    await page.getByRole("link", { name: "New teacher" }).click();
    await page.getByLabel("Name (English)").fill(teacher.en);
    await page.getByLabel("Name (Bengali)").fill(teacher.bn);
    await page.getByLabel("Subjects (English)").fill("Chemistry");
    await page.getByLabel("Subjects (Bengali)").fill("রসায়ন");
    await page.getByLabel("Qualifications (English)").fill("M.Sc. Chemistry");
    await page.getByLabel("Place in the list").fill("1");
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("heading", { level: 1, name: teacher.en })).toBeVisible();
    // The Bengali qualifications are missing: the badge says so.
    await expect(page.getByText("Bengali missing")).toBeVisible();
    await shot(page, testInfo, "staff-teacher", run.width);

    // A result with the student's consent.
    await page.goto("/staff/results");
    await page.getByRole("button", { name: "New result" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Student's name (English)").fill(student.en);
    await dialog.getByLabel("Student's name (Bengali)").fill(student.bn);
    await dialog.getByLabel("Exam (English)").fill("Madhyamik");
    await dialog.getByLabel("Exam (Bengali)").fill("মাধ্যমিক");
    await dialog.getByLabel("Rank or marks (English)").fill("Rank 3");
    await dialog.getByLabel("Rank or marks (Bengali)").fill("৩য় স্থান");
    await dialog.getByLabel("The student (or a guardian) agreed to be shown on the site").check();
    await dialog.getByLabel("Day the consent was given").fill("2026-06-01");
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole("button", { name: "Save" }).click();
    const row = page.locator("[data-result]").filter({ hasText: student.en });
    await expect(row).toContainText(`recorded by Sima Staff ${id}`);
    await expectNoSeriousA11yViolations(page);
    await shot(page, testInfo, "staff-results", run.width);

    // The student's photo, added in the saved result's dialog, shows on /results beside it.
    await row.getByRole("button", { name: `Change ${student.en}'s result` }).click();
    const change = page.getByRole("dialog", { name: "Change result" });
    await expect(change.getByText("No photo yet")).toBeVisible();
    await change.locator('input[type="file"]').setInputFiles({
      name: "ritam.png",
      mimeType: "image/png",
      buffer: solidPng([200, 120, 40], 64),
    });
    await change.getByRole("button", { name: "Upload the photo" }).click();
    await expect(page.getByText("The photo was saved")).toBeVisible();
    await expect(change.getByRole("img", { name: "The student's photo" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shot(page, testInfo, "staff-result-photo", run.width);
    await change.getByRole("button", { name: "Cancel" }).click();
    await expect(change).toBeHidden();
    await page.goto("/results");
    const shown = page.getByRole("article").filter({ hasText: student.en });
    await expect(shown.getByRole("img", { name: `Photo of ${student.en}` })).toHaveAttribute(
      "src",
      /^\/media\/results\//,
    );

    // The home page, from the server, in English and in Bengali.
    const html = await (await request.get("/")).text();
    expect(html).toContain(teacher.en);
    expect(html).toContain(student.en);
    await page.goto("/");
    const results = page.getByRole("region", { name: "Our results" });
    await expect(results.getByRole("article").filter({ hasText: student.en })).toContainText(
      "Rank 3",
    );
    await expect(page.getByRole("region", { name: "Our teachers" })).toContainText(teacher.en);
    await expect(page.getByRole("region", { name: "How to reach us" })).toContainText("Phone:");
    await expectNoSeriousA11yViolations(page);

    await page.goto("/bn/");
    await expect(page.getByRole("region", { name: "আমাদের ফলাফল" })).toContainText(student.bn);
    await expect(page.getByRole("region", { name: "আমাদের শিক্ষকরা" })).toContainText(teacher.bn);
    await expectNoSeriousA11yViolations(page);

    // The photo removed again: the result stays, shown without one.
    await page.goto("/staff/results");
    await row.getByRole("button", { name: `Change ${student.en}'s result` }).click();
    await change.getByRole("button", { name: "Remove the photo" }).click();
    await expect(page.getByText("The photo was removed")).toBeVisible();
    await expect(change.getByText("No photo yet")).toBeVisible();
    await page.goto("/results");
    await expect(page.getByRole("article").filter({ hasText: student.en })).toBeVisible();
    await expect(shown.getByRole("img")).toHaveCount(0);
  });
}

test("a testimonial names one of the courses, picked by a search, or none", async ({
  page,
  request,
}) => {
  const id = suffix();
  const author = `Mita Ghosh ${id}`;
  const staff = await createUser(request, `Sima Staff ${id}`, "staff");
  await signIn(page, staff);
  await page.goto("/staff/results");
  await page.getByRole("button", { name: "New testimonial" }).click();
  const dialog = page.getByRole("dialog", { name: "New testimonial" });
  await dialog.getByLabel("Author (English)").fill(author);
  await dialog.getByLabel("What they say (English)").fill("My son loves the classes.");
  // The course is found on the server by a part of its name, and chosen from the list.
  const course = dialog.getByLabel("Course (optional)");
  await course.fill("pyth");
  await page.getByRole("option", { name: /\(python\)$/ }).click();
  await expect(course).toHaveValue(/\(python\)$/);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();

  // Changed again, the testimonial shows its course, and the course can be cleared.
  await page.getByRole("button", { name: `Change ${author}'s testimonial` }).click();
  const again = page.getByRole("dialog", { name: "Change testimonial" });
  const chosen = again.getByLabel("Course (optional)");
  await expect(chosen).toHaveValue(/\(python\)$/);
  // No course is a choice of its own, as a keyboard makes it.
  await chosen.fill("");
  await page.getByRole("option", { name: "No course" }).click();
  await expect(chosen).toHaveValue("");
  await again.getByRole("button", { name: "Save" }).click();
  await expect(again).toBeHidden();
  await page.getByRole("button", { name: `Change ${author}'s testimonial` }).click();
  await expect(
    page.getByRole("dialog", { name: "Change testimonial" }).getByLabel("Course (optional)"),
  ).toHaveValue("");
});

const PUBLIC_PAGES = ["/", "/fees", "/trip", "/teachers", "/results"] as const;

for (const run of RUNS) {
  test(`the public pages in both languages, as screenshots (${run.width} px)`, async ({
    page,
  }, testInfo) => {
    // Ten full-page screenshots and three axe runs: more than one journey's minute on two cores.
    test.setTimeout(180_000);
    await page.setViewportSize({ width: run.width, height: run.height });
    for (const language of ["en", "bn"] as const) {
      for (const path of PUBLIC_PAGES) {
        const address = language === "en" ? path : `/bn${path === "/" ? "/" : path}`;
        await page.goto(address);
        await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
        const name = `${language}${path === "/" ? "-home" : path.replace("/", "-")}`;
        await shot(page, testInfo, name, run.width);
      }
    }
    // The demo data fills every section of the home page.
    await page.goto("/");
    for (const section of ["What we teach", "Our results", "Our teachers", "Gallery"]) {
      await expect(page.getByRole("region", { name: section })).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);
    await page.goto("/teachers");
    await expectNoSeriousA11yViolations(page);
    await page.goto("/bn/results");
    await expectNoSeriousA11yViolations(page);
  });
}
