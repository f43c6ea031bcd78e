import { readFile } from "node:fs/promises";
import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import {
  ADMIN,
  createUser,
  expectNoSeriousA11yViolations,
  expectNoSidewaysScroll,
  login,
  signIn,
  type TestUser,
} from "./support";

// A 1x1 red PNG.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==",
  "base64",
);

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 800 };

const suffix = () => Math.random().toString(36).slice(2, 7);

/** The day `years` years before today, YYYY-MM-DD (a birthdate far from a birthday's edge). */
const yearsAgo = (years: number) => {
  const today = new Date();
  return new Date(
    Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate() - 40),
  )
    .toISOString()
    .slice(0, 10);
};

/**
 * Axe at 1280 px and at 375 px, where the page must not scroll sideways either. The menu reads
 * the width once at load, so each width gets a fresh load; `ready` shows it is drawn.
 */
async function checkBothWidths(page: Page, ready: Locator) {
  await expect(ready).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(ready).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize(DESKTOP);
  await page.reload();
  await expect(ready).toBeVisible();
}

async function pageFor(browser: Browser, user: TestUser) {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await signIn(page, user);
  return { page, close: () => context.close() };
}

test("a user applies, staff accept the application, and the user sees it accepted", async ({
  page,
  browser,
  request,
}) => {
  // A long journey over three pages and two accounts, with axe at two widths on each: on a
  // 2-core machine running two workers it can take two minutes.
  test.setTimeout(240_000);
  const name = `Asha Applicant ${suffix()}`;
  const user = await createUser(request, name);
  await page.setViewportSize(DESKTOP);
  await signIn(page, user);

  let posts = 0;
  page.on("request", (req) => {
    if (req.method() === "POST" && new URL(req.url()).pathname === "/api/admissions") posts++;
  });

  await page.goto("/admission");
  await expect(
    page.getByRole("heading", { name: "Student Admission Form", level: 1 }),
  ).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveValue(name);
  await expect(page.getByLabel("Name")).toHaveAttribute("readonly", "");
  await expect(page.getByLabel("Email")).toHaveValue(user.email);
  await expect(page.getByLabel("Email")).toHaveAttribute("readonly", "");
  await expect(page.getByLabel(/^Mobile/)).toHaveAttribute("inputmode", "numeric");
  const course = page.getByLabel("Course");
  // The courses taking admissions, by group: the five computer courses in fee-table order.
  const computer = course.locator('optgroup[label="Computer courses"] option');
  await expect(computer).toHaveCount(5);
  expect(
    await computer.evaluateAll((options) =>
      options.map((option) => (option as HTMLOptionElement).value),
    ),
  ).toEqual(["mern", "frontend", "backend", "java", "python"]);
  await expect(course.locator("option").first()).toHaveAttribute("value", "");
  await expect(course.locator("option[value=mern]")).toHaveText("Fullstack (MERN)");
  await expect(page.getByRole("link", { name: "Go to the entrance test" })).toHaveAttribute(
    "href",
    "/entrance-test",
  );
  await checkBothWidths(page, page.getByRole("button", { name: "Submit" }));

  // Nothing filled in: every required field says so, and nothing is sent.
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Please enter your address")).toBeVisible();
  await expect(page.getByText("Please choose female, male or other")).toBeVisible();
  await expect(page.getByText("Please choose a course")).toBeVisible();
  await expect(page.getByText("Please enter your date of birth")).toBeVisible();

  await page.getByLabel("Address").fill("12 Station Road, Berhampore");
  await page.getByLabel("Female").check();
  await page.getByLabel("Class").selectOption("10");
  await course.selectOption("mern");
  await page.getByLabel("PIN code").fill("74210");
  await page.getByLabel(/^Mobile/).fill("12345");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("PIN code must be 6 digits and not start with 0")).toBeVisible();
  await expect(
    page.getByText("Mobile must be a 10-digit number starting with 6, 7, 8 or 9"),
  ).toBeVisible();
  await expect(page.getByLabel("PIN code")).toHaveAttribute("aria-invalid", "true");
  expect(posts).toBe(0);
  await expectNoSeriousA11yViolations(page);

  // Under 18 on the day: the guardian's name and mobile are required, and each field says so.
  const guardian = page.getByLabel(/^Guardian(?!')/);
  const guardianPhone = page.getByLabel(/^Guardian's phone/);
  await expect(guardian).toHaveAccessibleDescription(/^Optional from 18 years of age/);
  await page.getByLabel("Date of birth").fill(yearsAgo(15));
  await expect(guardian).toHaveAccessibleDescription(/^Required under 18/);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(guardian).toHaveAttribute("aria-invalid", "true");
  await expect(guardian).toHaveAccessibleDescription(
    /Under 18: please give a parent's or guardian's name/,
  );
  await expect(guardianPhone).toHaveAccessibleDescription(
    /Under 18: please give a parent's or guardian's mobile/,
  );
  expect(posts).toBe(0);
  await expectNoSeriousA11yViolations(page);
  // An adult applies without one.
  await page.getByLabel("Date of birth").fill(yearsAgo(19));
  await expect(guardian).toHaveAccessibleDescription(/^Optional from 18 years of age/);
  await expect(guardian).not.toHaveAttribute("aria-invalid", "true");
  await expect(guardianPhone).not.toHaveAttribute("aria-invalid", "true");

  // A refusal from the server is shown, and what the user typed stays.
  await page.getByLabel("PIN code").fill("742101");
  await page.getByLabel(/^Mobile/).fill("98300 12345");
  await page.route("**/api/admissions", (route) =>
    route.request().method() === "POST"
      ? route.fulfill({
          status: 400,
          contentType: "application/json",
          body: JSON.stringify({
            message: "This PIN code is not served",
            issues: [{ path: "pin", message: "This PIN code is not served" }],
          }),
        })
      : route.fallback(),
  );
  await page.getByRole("button", { name: "Submit" }).click();
  // Said once, under the PIN code field; no alert repeats it.
  await expect(page.getByLabel("PIN code")).toHaveAccessibleDescription(
    "This PIN code is not served",
  );
  await expect(page.getByText("This PIN code is not served", { exact: true })).toHaveCount(1);
  await expect(page.getByRole("alert").filter({ hasText: "PIN code" })).toHaveCount(0);
  await expect(page.getByLabel("Address")).toHaveValue("12 Station Road, Berhampore");
  await expect(page.getByLabel("PIN code")).toHaveValue("742101");
  await expect(page.getByLabel("Female")).toBeChecked();
  await expect(course).toHaveValue("mern");
  await page.unroute("**/api/admissions");

  // Sent for real: the stored application comes back pending.
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("heading", { name: "success" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "success" })).toBeFocused();
  const stored = page.locator("[data-admission]");
  await expect(stored.locator("[data-status]")).toHaveText("pending");
  await expect(stored).toContainText("Fullstack (MERN)");
  await expect(stored).toContainText("9830012345");
  await expect(stored).toContainText("742101");
  await expectNoSeriousA11yViolations(page);

  // Coming back: the open application and what the user can do, not a second form.
  await page.reload();
  await expect(page.getByRole("heading", { name: "You have already applied" })).toBeVisible();
  await expect(page.getByText(/cannot send another one while it is open/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Submit" })).toHaveCount(0);
  await checkBothWidths(page, page.getByRole("heading", { name: "You have already applied" }));

  await page.goto("/profile");
  const mine = page.getByRole("region", { name: "My admission" });
  await expect(mine.locator("[data-status]")).toHaveText("pending");
  await checkBothWidths(page, mine.locator("[data-status]"));

  // Staff accept it from the new admission list.
  const staff = await createUser(request, "Sima Staff", "staff");
  const staffPage = await pageFor(browser, staff);
  try {
    const sp = staffPage.page;
    await sp.goto("/staff/tickets");
    await sp.getByRole("link", { name: "Open the new admission list" }).click();
    await expect(sp.getByRole("heading", { name: "New admission list", level: 1 })).toBeVisible();
    const headers = sp.getByRole("columnheader");
    // What belongs together shares a column, so a desk's screen shows every row whole: the
    // applicant's gender and class under their name, mobile and email, address and PIN code.
    await expect(headers).toHaveText(["Sl", "Name", "Course", "Contact", "Address", "Status"]);
    // The demo admissions are there too.
    await expect(sp.getByRole("row").filter({ hasText: "Tapan Roy" })).toHaveCount(1);
    const row = sp.getByRole("row").filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole("link", { name: "9830012345" })).toHaveAttribute(
      "href",
      "tel:+919830012345",
    );
    await expect(row).toContainText("female");
    await expect(row).toContainText("Fullstack (MERN)");
    await expect(row.locator("[data-status]")).toHaveText("pending");
    await checkBothWidths(sp, row);
    // At 1280 px the row's status controls are inside the table, not cut off at its edge.
    await expect(row.getByLabel(`Change the status of ${name}`, { exact: true })).toBeInViewport({
      ratio: 1,
    });
    await expect(
      row.getByRole("button", { name: `Save: Change the status of ${name}` }),
    ).toBeInViewport({ ratio: 1 });

    await row.getByLabel(`Change the status of ${name}`, { exact: true }).selectOption("accepted");
    await row.getByRole("button", { name: `Save: Change the status of ${name}` }).click();
    await expect(sp.getByText(`${name}'s admission is now accepted`)).toBeVisible();
    await expect(row.locator("[data-status]")).toHaveText("accepted");
    await sp.reload();
    await expect(sp.getByRole("row").filter({ hasText: name }).locator("[data-status]")).toHaveText(
      "accepted",
    );

    // At phone width each row folds into a card (docs/product.md: back office): nothing scrolls sideways, and the
    // status select and its Save are inside the window.
    await sp.setViewportSize({ width: 360, height: 800 });
    await sp.reload();
    const table = sp.getByRole("table", { name: "New admissions" });
    const card = table.getByRole("row").filter({ hasText: name });
    await expect(card).toBeVisible();
    await expectNoSidewaysScroll(sp);
    const scrollsSideways = await sp
      .getByRole("region", { name: "New admissions table" })
      .evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(scrollsSideways).toBe(false);
    for (const control of [
      card.getByRole("combobox", { name: `Change the status of ${name}` }),
      card.getByRole("button", { name: /^Save/ }),
    ]) {
      const box = await control.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
    }
  } finally {
    await staffPage.close();
  }

  await page.goto("/profile");
  await expect(mine.locator("[data-status]")).toHaveText("accepted");
  await expect(mine.getByText(/You have been admitted/)).toBeVisible();
});

test("a refused change of status goes back and says why", async ({ page, request }) => {
  const staff = await createUser(request, "Stan Staff", "staff");
  await page.setViewportSize(DESKTOP);
  await signIn(page, staff);
  await page.goto("/newstudentlist");
  const row = page.getByRole("row").filter({ hasText: "Tapan Roy" });
  const before = (await row.locator("[data-status]").textContent()) ?? "";
  await page.route(
    "**/api/admissions/*",
    (route) =>
      route.fulfill({
        status: 409,
        contentType: "application/json",
        body: JSON.stringify({ message: "This applicant already has another open admission" }),
      }),
    { times: 1 },
  );
  const target = before === "waitlisted" ? "rejected" : "waitlisted";
  await row.getByLabel("Change the status of Tapan Roy", { exact: true }).selectOption(target);
  await row.getByRole("button", { name: "Save: Change the status of Tapan Roy" }).click();
  await expect(page.getByText("This applicant already has another open admission")).toBeVisible();
  await expect(row.locator("[data-status]")).toHaveText(before);
});

test("staff export the admissions the list finds as CSV, and a failed export says why", async ({
  page,
  request,
}) => {
  const tag = suffix();
  const staff = await createUser(request, "Esha Staff", "staff");
  const apply = async (name: string, course: string) => {
    const applicant = await createUser(request, name);
    const res = await request.post("/api/users/admission", {
      headers: { Authorization: `Bearer ${applicant.token}` },
      data: {
        address: "12 Station Road Berhampore",
        gender: "female",
        classes: "10",
        pin: "742101",
        course,
        mobile: "9830012345",
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as { _id: string };
  };
  await apply(`Export Pending ${tag}`, "mern");
  const accepted = await apply(`Export Accepted ${tag}`, "python");
  const changed = await request.put(`/api/users/newstudentlist/${accepted._id}`, {
    headers: { Authorization: `Bearer ${staff.token}` },
    data: { status: "accepted" },
  });
  expect(changed.status(), await changed.text()).toBe(200);

  const exportCsv = async () => {
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("admissions.csv");
    return (await readFile(await file.path(), "utf8")).trim().split(/\r?\n/);
  };

  await page.setViewportSize(DESKTOP);
  await signIn(page, staff);
  await page.goto(`/newstudentlist?q=${tag}`);
  const rows = page.getByRole("table", { name: "New admissions" }).locator("tbody tr");
  await expect(rows).toHaveCount(2);

  // The search's rows, every column named in the header row.
  let lines = await exportCsv();
  expect(lines[0]).toBe("Date,Name,Email,Mobile,Address,PIN,Gender,Class,Course,Status");
  expect(lines).toHaveLength(3);
  expect(lines.filter((line) => line.includes(`Export Pending ${tag}`))).toHaveLength(1);
  expect(lines.filter((line) => line.includes(`Export Accepted ${tag}`))).toHaveLength(1);

  // The status filter narrows the file too: only the accepted application.
  await page
    .getByRole("search", { name: "Search and filter admissions" })
    .getByLabel("Status")
    .selectOption("accepted");
  await expect(page).toHaveURL(/status=accepted/);
  await expect(rows).toHaveCount(1);
  lines = await exportCsv();
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`Export Accepted ${tag}`);
  expect(lines[1]).toContain("Python");
  expect(lines[1]).toMatch(/,accepted$/);

  // From the keyboard, and refused by the server: the message shows and focus stays on the button.
  await page.route("**/api/admissions/export.csv*", (route) =>
    route.fulfill({
      status: 503,
      contentType: "application/json",
      body: JSON.stringify({ message: "The export is not available right now" }),
    }),
  );
  const button = page.getByRole("button", { name: "Export CSV" });
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("The export is not available right now")).toBeVisible();
  await expect(button).toBeFocused();
});

test("a plain user cannot open the staff and admin lists", async ({ page, request }) => {
  const user = await createUser(request, "Uma User");
  await signIn(page, user);
  for (const path of ["/newstudentlist", "/studentlist", "/teacherup"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "Not allowed", level: 1 })).toBeVisible();
    await expect(page.getByRole("table")).toHaveCount(0);
  }
  await expect(page.getByText(/Your account \(user\) cannot open it/)).toBeVisible();
});

test("the admin sees the old students list with messaging links", async ({ page, request }) => {
  const admin = await login(request, ADMIN.email, ADMIN.password);
  const res = await request.get("/students", {
    headers: { Authorization: `Bearer ${admin.token}` },
  });
  expect(res.status()).toBe(200);
  const records = (await res.json()) as Record<string, string>[];
  expect(records.length).toBeGreaterThan(0);

  await page.setViewportSize(DESKTOP);
  await signIn(page, admin);
  await page.goto("/alluser");
  await page
    .getByRole("navigation", { name: "Back office" })
    .getByRole("link", { name: "Students list (old data)" })
    .click();
  await expect(
    page.getByRole("heading", { name: "Students List Old Data", level: 1 }),
  ).toBeVisible();
  const rows = page.getByRole("table", { name: "Old students" }).locator("tbody tr");
  await expect(rows).toHaveCount(records.length);

  for (const [index, record] of records.slice(0, 3).entries()) {
    const row = rows.nth(index);
    const cells = row.getByRole("cell");
    await expect(cells.nth(0)).toHaveText(String(index + 1));
    await expect(cells.nth(1)).toHaveText(record["Student Name"] ?? "");
    await expect(cells.nth(2)).toHaveText(record.Class ?? "");
    await expect(cells.nth(3)).toHaveText(record.Address ?? "");
    await expect(cells.nth(4)).toHaveText(record["Phone No"] ?? "");
    const link = row.getByRole("link", { name: /WhatsApp/ });
    await expect(link).toHaveAttribute("href", `https://wa.me/91${record["Phone No"]}`);
    await expect(link).toHaveAttribute("target", "_blank");
  }
  // The CSV's quoted address keeps its commas. (The back office's walk in admin-panel.spec.ts
  // scans this page at both widths.)
  await expect(page.getByText("12, Station Road, Berhampore, Murshidabad")).toBeVisible();
});

test("the admin uploads a teacher's photo, and a text file named .png is refused", async ({
  page,
  request,
}) => {
  const admin = await login(request, ADMIN.email, ADMIN.password);
  await page.setViewportSize(DESKTOP);
  await signIn(page, admin);
  await page.goto("/alluser");
  await page.getByRole("link", { name: "Photo upload" }).click();
  await expect(page.getByRole("heading", { name: "Photo upload", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Uploaded photos" })).toBeVisible();

  const choose = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
    const chooser = page.waitForEvent("filechooser");
    await page.getByRole("button", { name: "Photo", exact: true }).click();
    await (await chooser).setFiles(file);
  };

  // Checked before sending: every field is required.
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByText("Please choose a photo")).toBeVisible();
  await expect(page.getByText("Please enter a name")).toBeVisible();

  const teacher = `Tanvir Teacher ${suffix()}`;
  await choose({ name: "teacher.png", mimeType: "image/png", buffer: PNG });
  await page.getByLabel("Name").fill(teacher);
  await page.getByLabel("Birthdate").fill("1985-06-15");
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByText("succesfully uploaded details")).toBeVisible();
  const card = page.getByRole("listitem").filter({ hasText: teacher });
  await expect(card).toHaveCount(1);
  // The birthdate as India writes a date.
  await expect(card).toContainText("Born 15/06/1985");
  const image = card.getByRole("img", { name: `Photo of ${teacher}` });
  await expect(image).toHaveAttribute("src", /^\/media\/teachers\/.+\.webp$/);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  // The form is ready for the next one.
  await expect(page.getByLabel("Name")).toHaveValue("");
  await checkBothWidths(page, card);

  // Named .png but not an image: the server refuses it by its content.
  await choose({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("just some text") });
  await page.getByLabel("Name").fill("Not A Photo");
  await page.getByLabel("Birthdate").fill("1990-01-01");
  await page.getByRole("button", { name: "Upload" }).click();
  // Said once, under the Photo field it is about; no alert repeats it.
  const photo = page.getByRole("button", { name: "Photo", exact: true });
  await expect(photo).toHaveAttribute("aria-invalid", "true");
  await expect(photo).toHaveAccessibleDescription(/^Please upload a PNG or JPEG image/);
  await expect(page.getByText(/Please upload a PNG or JPEG image/)).toHaveCount(1);
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(page.getByLabel("Name")).toHaveValue("Not A Photo");
  await expect(page.getByRole("listitem").filter({ hasText: "Not A Photo" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
