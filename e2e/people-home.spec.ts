// The people and the proof (decision 043): staff add a teacher and a result with the student's
// consent in the back office, and both appear on the home page in English and under /bn/; an
// admin's /teacherup upload becomes the teacher's photo (decision 067); walked at a phone's width,
// each screen checked at a desktop's too (in a browser of that width, as the navigation chooses its
// layout at load), axe clean at both. The run also keeps screenshots of the public pages (home, fees, trips,
// teachers, results, contact, prospectus) and of the admission form at both widths in both
// languages, in test-results/screens/people-home/, for setting the site beside other institutes' sites
// (docs/comparison-west-bengal-institutes.md); the home page shows each next batch's fee and the
// phone's bar calls the institute in one tap.
import { expect, type Locator, type Page } from "@playwright/test";
import {
  createUser,
  expectNoSeriousA11yViolations,
  PASSWORD,
  screenshot,
  signIn,
  solidPng,
  type TestUser,
  test,
  uniqueEmail,
} from "./support";

const suffix = () => Math.random().toString(36).slice(2, 8);

const RUNS = [
  { width: 375, height: 800 },
  { width: 1280, height: 900 },
] as const;

type Named = { en: string; bn: string };

/** The new teacher's form, from the teachers' list, filled in. */
async function newTeacher(page: Page, teacher: Named) {
  await page.goto("/staff/teachers");
  await page.getByRole("link", { name: "New teacher" }).click();
  await page.getByLabel("Name (English)").fill(teacher.en);
  await page.getByLabel("Name (Bengali)").fill(teacher.bn);
  await page.getByLabel("Subjects (English)").fill("Chemistry");
  await page.getByLabel("Subjects (Bengali)").fill("রসায়ন");
  await page.getByLabel("Qualifications (English)").fill("M.Sc. Chemistry");
  await page.getByLabel("Place in the list").fill("1");
}

/** The new result's dialog, from the results' list, filled in with the student's consent. */
async function newResult(page: Page, student: Named): Promise<Locator> {
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
  return dialog;
}

/** /teacherup filled in with a photo for the teacher, their profile found by `id`. */
async function teacherUpload(page: Page, teacher: Named, id: string): Promise<Locator> {
  await page.goto("/teacherup");
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Photo", exact: true }).click();
  await (await chooser).setFiles({
    name: "tanushree.png",
    mimeType: "image/png",
    buffer: solidPng([40, 120, 200], 64),
  });
  await page.getByLabel("Name").fill(teacher.en);
  await page.getByLabel("Birthdate").fill("1984-03-02");
  const profile = page.getByRole("combobox", { name: "Teacher profile (optional)" });
  await profile.fill(id);
  await page.getByRole("option", { name: teacher.en }).click();
  await expect(profile).toHaveValue(teacher.en);
  return profile;
}

/** The teacher editor's search of the photos uploaded on /teacherup (decision 067). */
const UPLOADS = "Or one of the photos uploaded on the “Photo upload” page";

/** On the teacher's page, the photo uploaded on /teacherup chosen (not yet used). */
async function chooseUploaded(page: Page, teacher: Named) {
  const uploads = page.getByRole("combobox", { name: UPLOADS });
  await uploads.fill(teacher.en);
  await page.getByRole("option", { name: `${teacher.en} (1984-03-02)` }).click();
  await expect(page.getByRole("img", { name: "The chosen uploaded photo" })).toBeVisible();
}

test("staff add a teacher and a result with consent; the home page shows them (375 px, the screens at 1280 px too)", async ({
  page,
  browserAt,
  request,
}, testInfo) => {
  // Staff's steps, then an admin's on /teacherup and the teacher's photo: a long journey.
  test.setTimeout(120_000);
  const [run, deskRun] = RUNS;
  const id = suffix();
  const teacher = { en: `Tanushree Bose ${id}`, bn: `তনুশ্রী বসু ${id}` };
  const student = { en: `Ritam Saha ${id}`, bn: `ঋতম সাহা ${id}` };
  const staff = await createUser(request, `Sima Staff ${id}`, "staff");
  await page.setViewportSize({ width: run.width, height: run.height });
  await signIn(page, staff);
  // The same screens at a desktop's width, in a browser of its own, left unsaved there.
  const deskBrowser = await browserAt(deskRun);
  const desk = deskBrowser.page;
  await signIn(desk, staff);

  // A teacher, in both languages, shown on the site.
  await newTeacher(desk, teacher);
  await expectNoSeriousA11yViolations(desk);
  await newTeacher(page, teacher);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("heading", { level: 1, name: teacher.en })).toBeVisible();
  const teacherPage = new URL(page.url()).pathname;
  // /teacherup's photos are the admins': staff are not offered them.
  await expect(
    page.getByText("No photo yet; the site shows the name's first letter."),
  ).toBeVisible();
  await expect(
    page.getByRole("combobox", {
      name: "Or one of the photos uploaded on the “Photo upload” page",
    }),
  ).toHaveCount(0);
  // The Bengali qualifications are missing: the badge says so.
  await expect(page.getByText("Bengali missing")).toBeVisible();
  await screenshot(page, testInfo, `people-staff-teacher-${run.width}`);
  await desk.goto(teacherPage);
  await expect(desk.getByText("Bengali missing")).toBeVisible();
  await screenshot(desk, testInfo, `people-staff-teacher-${deskRun.width}`);

  // A result with the student's consent.
  await newResult(desk, student);
  await expectNoSeriousA11yViolations(desk);
  const dialog = await newResult(page, student);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: "Save" }).click();
  const row = page.locator("[data-result]").filter({ hasText: student.en });
  await expect(row).toContainText(`recorded by Sima Staff ${id}`);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, testInfo, `people-staff-results-${run.width}`);
  await desk.goto("/staff/results");
  const deskRow = desk.locator("[data-result]").filter({ hasText: student.en });
  await expect(deskRow).toContainText(`recorded by Sima Staff ${id}`);
  await expectNoSeriousA11yViolations(desk);
  await screenshot(desk, testInfo, `people-staff-results-${deskRun.width}`);

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
  await screenshot(page, testInfo, `people-staff-result-photo-${run.width}`);
  await change.getByRole("button", { name: "Cancel" }).click();
  await expect(change).toBeHidden();
  await desk.reload();
  await deskRow.getByRole("button", { name: `Change ${student.en}'s result` }).click();
  const deskChange = desk.getByRole("dialog", { name: "Change result" });
  await expect(deskChange.getByRole("img", { name: "The student's photo" })).toBeVisible();
  await expectNoSeriousA11yViolations(desk);
  await screenshot(desk, testInfo, `people-staff-result-photo-${deskRun.width}`);
  await deskChange.getByRole("button", { name: "Cancel" }).click();
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
  await desk.goto("/");
  await expect(desk.getByRole("region", { name: "Our results" })).toContainText(student.en);
  await expect(desk.getByRole("region", { name: "Our teachers" })).toContainText(teacher.en);
  await expectNoSeriousA11yViolations(desk);

  for (const shown of [page, desk]) {
    await shown.goto("/bn/");
    await expect(shown.getByRole("region", { name: "আমাদের ফলাফল" })).toContainText(student.bn);
    await expect(shown.getByRole("region", { name: "আমাদের শিক্ষকরা" })).toContainText(teacher.bn);
    await expectNoSeriousA11yViolations(shown);
  }

  // The photo removed again: the result stays, shown without one.
  await page.goto("/staff/results");
  await row.getByRole("button", { name: `Change ${student.en}'s result` }).click();
  await change.getByRole("button", { name: "Remove the photo" }).click();
  await expect(page.getByText("The photo was removed")).toBeVisible();
  await expect(change.getByText("No photo yet")).toBeVisible();
  await page.goto("/results");
  await expect(page.getByRole("article").filter({ hasText: student.en })).toBeVisible();
  await expect(shown.getByRole("img")).toHaveCount(0);

  // An admin uploads the teacher's photo on /teacherup, naming their profile (found by a part of
  // the name): it is the teacher's photo too. The profile's editor offers the uploads as well.
  const admin = await createUser(request, `Ada Admin ${id}`, "admin");
  await signIn(page, admin);
  await page.goto(teacherPage);
  await expect(
    page.getByText("No photo yet; the site shows the name's first letter."),
  ).toBeVisible();
  await signIn(desk, admin);
  await teacherUpload(desk, teacher, id);
  await expectNoSeriousA11yViolations(desk);
  await screenshot(desk, testInfo, `people-teacherup-profile-${deskRun.width}`);
  const profile = await teacherUpload(page, teacher, id);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, testInfo, `people-teacherup-profile-${run.width}`);
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByText("succesfully uploaded details")).toBeVisible();
  await expect(page.getByText(`It is now ${teacher.en}'s photo on the site too`)).toBeVisible();
  await expect(profile).toHaveValue("");

  await page.goto(teacherPage);
  const photo = page.getByRole("img", { name: "The teacher's photo" });
  await expect(photo).toHaveAttribute("src", /^\/media\/teachers\/[a-f0-9]{32}\.webp$/);
  const linked = await photo.getAttribute("src");
  await chooseUploaded(page, teacher);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, testInfo, `people-staff-teacher-uploads-${run.width}`);
  // Typed the moment the search shows, before any of its answers is here (held back until the
  // name is typed): what an admin types stays when the answers arrive, and finds the photo
  // (docs/architecture.md: typed text is kept).
  let typed = () => {};
  const held = new Promise<void>((resolve) => {
    typed = resolve;
  });
  await desk.route(/\/api\/teachers\?/, async (route) => {
    await held;
    await route.continue();
  });
  await desk.goto(teacherPage);
  const deskUploads = desk.getByRole("combobox", { name: UPLOADS });
  await deskUploads.pressSequentially(teacher.en);
  typed();
  const deskOption = desk.getByRole("option", { name: `${teacher.en} (1984-03-02)` });
  await expect(deskOption).toBeVisible();
  await expect(deskUploads).toHaveValue(teacher.en);
  await deskOption.click();
  await expect(desk.getByRole("img", { name: "The chosen uploaded photo" })).toBeVisible();
  await expect(desk.getByRole("img", { name: "The teacher's photo" })).toHaveAttribute(
    "src",
    linked ?? "",
  );
  await expectNoSeriousA11yViolations(desk);
  await screenshot(desk, testInfo, `people-staff-teacher-uploads-${deskRun.width}`);
  // Closed now rather than at the test's end: the rest is the phone's.
  await deskBrowser.close();
  await page.getByRole("button", { name: "Use this photo" }).click();
  await expect(page.getByText("The photo was saved")).toBeVisible();
  // A copy of its own each time: the teacher's photo is a new file.
  await expect(photo).not.toHaveAttribute("src", linked ?? "");
  await expect(page.getByRole("img", { name: "The chosen uploaded photo" })).toBeHidden();
});

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

const PUBLIC_PAGES = [
  "/",
  "/fees",
  "/trip",
  "/teachers",
  "/results",
  "/contact",
  "/prospectus",
] as const;

for (const run of RUNS) {
  test(`the public pages in both languages, as screenshots (${run.width} px)`, async ({
    page,
    request,
  }, testInfo) => {
    // Sixteen full-page screenshots and three axe runs: more than one journey's minute on two cores.
    test.setTimeout(240_000);
    await page.setViewportSize({ width: run.width, height: run.height });
    for (const language of ["en", "bn"] as const) {
      for (const path of PUBLIC_PAGES) {
        const address = language === "en" ? path : `/bn${path === "/" ? "/" : path}`;
        await page.goto(address);
        await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
        const name = `${language}${path === "/" ? "-home" : path.replace("/", "-")}`;
        await screenshot(page, testInfo, `people-${name}-${run.width}`);
      }
    }
    // The demo data fills every section of the home page.
    await page.goto("/");
    for (const section of ["What we teach", "Our results", "Our teachers", "Gallery"]) {
      await expect(page.getByRole("region", { name: section })).toBeVisible();
    }
    // Each next batch says what it costs, on the home page itself.
    const batches = page.getByRole("region", { name: "Next batches starting" });
    await expect(batches.getByRole("article").first()).toContainText(/Fee: ₹[\d,]+/);
    // On a phone the bar calls the institute in one tap, from any page.
    const call = page.getByRole("banner").getByRole("link", { name: /^Call \+/ });
    if (run.width < 720) {
      await expect(call).toBeVisible();
      await expect(call).toHaveAttribute("href", /^tel:\+\d+$/);
    } else {
      await expect(call).toBeHidden();
    }
    await expectNoSeriousA11yViolations(page);
    await page.goto("/teachers");
    await expectNoSeriousA11yViolations(page);
    await page.goto("/bn/results");
    await expectNoSeriousA11yViolations(page);

    // The admission form, which asks a visitor to sign in first, as an English and a Bengali
    // reader see it with a course chosen from /fees.
    for (const locale of ["en", "bn"] as const) {
      const res = await request.post("/api/users/", {
        data: { name: "Mita Pal", email: uniqueEmail("user"), password: PASSWORD, locale },
      });
      expect(res.status(), await res.text()).toBe(201);
      await signIn(page, (await res.json()) as TestUser);
      await page.goto("/admission?course=wbjee");
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await screenshot(page, testInfo, `people-${locale}-admission-${run.width}`);
    }
  });
}
