// The admin panel (docs/product.md: support desk, chat), now the back office (docs/product.md: back office): /sign-in, the side-navigation layout
// and its screens — mechanics, vehicles, map users and tracking, email with the outbox, accounts —
// and who may open them.
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import {
  createUser,
  expectNoSeriousA11yViolations,
  expectNoSidewaysScroll,
  PASSWORD,
  screenshot,
  signIn,
  type TestUser,
  uniqueEmail,
  waitForMailTo,
} from "./support";

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 800 };

const suffix = () => Math.random().toString(36).slice(2, 8);

/** Each side-panel link and the heading of the page it opens (every back-office screen). */
const PANEL_PAGES = [
  { link: "Overview", path: "/staff", heading: "Overview" },
  { link: "Ticket queue", path: "/staff/tickets", heading: "Support queue" },
  { link: "Desk reports", path: "/staff/desk-reports", heading: "Desk reports" },
  { link: "Saved replies", path: "/staff/saved-replies", heading: "Saved replies" },
  { link: "Trips and departures", path: "/staff/trips", heading: "Trips" },
  { link: "Courses and batches", path: "/staff/courses", heading: "Courses" },
  { link: "Test series", path: "/staff/tests", heading: "Test series" },
  { link: "Question bank", path: "/staff/questions", heading: "Question bank" },
  { link: "Entrance test results", path: "/entrance-test/results", heading: "Test results" },
  { link: "Products", path: "/admin", heading: "Products" },
  { link: "All signed users", path: "/alluser", heading: "All signed users" },
  { link: "Manage mechanics", path: "/mechanic", heading: "Manage Mechanics" },
  { link: "Vehicle details", path: "/vdetails", heading: "Vehicle details" },
  { link: "Manage vehicles", path: "/vdelete", heading: "Manage vehicles" },
  { link: "Send email", path: "/email", heading: "Send email" },
  { link: "Manage map users", path: "/getmapdata", heading: "Manage Map Users" },
  { link: "Students list (old data)", path: "/studentlist", heading: "Students List Old Data" },
  { link: "Photo upload", path: "/teacherup", heading: "Photo upload" },
  { link: "New admission list", path: "/newstudentlist", heading: "New admission list" },
  { link: "Billing", path: "/billing", heading: "Billing" },
  { link: "All orders", path: "/seeorder", heading: "All orders" },
  { link: "Money", path: "/staff/money", heading: "Money" },
  { link: "Voter data", path: "/voterinsert", heading: "Voter data" },
  { link: "Settings", path: "/settings", heading: "Settings" },
];

/**
 * The screens another journey scans with axe at that width, in a fuller state than the panel's
 * walk finds them (rows, a dialog, a saved form): the walk leaves their scan to it, so each
 * screen is scanned once per width.
 */
const SCANNED_ELSEWHERE: Record<string, readonly number[]> = {
  // list-paging.spec.ts, with 128 tickets, every violation (not only serious ones) failing.
  "/staff/tickets": [1280],
  // desk-queue.spec.ts: the reports with a week of tickets.
  "/staff/desk-reports": [1280, 375],
  // exams.spec.ts: the staff's results with a candidate's scores.
  "/entrance-test/results": [1280, 375],
  // shop.spec.ts: the products with the upload form.
  "/admin": [1280, 375],
  // admissions.spec.ts: the list with an application in it, and the teachers' photos with one.
  "/newstudentlist": [1280, 375],
  "/teacherup": [1280, 375],
  // billing.spec.ts: a bill with lines.
  "/billing": [1280, 375],
  // voters.spec.ts: a constituency's rows.
  "/voterinsert": [1280, 375],
  // test-series.spec.ts: the bank with a category tree and a question found.
  "/staff/questions": [1280, 375],
  // The settings saved, with their message.
  "/settings": [1280],
};
const scannedElsewhere = (path: string, width: number) =>
  SCANNED_ELSEWHERE[path]?.includes(width) ?? false;

/** A back-office screen's screenshot's name: its path and width. */
const screenName = (path: string, width: number) =>
  `back-office${path.replaceAll("/", "-")}-${width}`;

/** What staff (not admins) find in the back office's navigation, in order. */
const STAFF_LINKS = [
  "Overview",
  "Ticket queue",
  "Desk reports",
  "Saved replies",
  "Trips and departures",
  "New admission list",
  "Courses and batches",
  "Teachers",
  "Results, testimonials and gallery",
  "Test series",
  "Question bank",
  "Entrance test results",
  "All orders",
  "Payments",
  "Money",
];

/** The named groups of those links (the overview's own group has no name). */
const STAFF_GROUPS = ["Support", "Trips", "Admissions and exams", "Shop and billing"];

const panel = (page: Page) => page.getByRole("navigation", { name: "Back office" });

/** Signs out from the back office's account menu (the one Logout there is). */
async function logoutFromBackOffice(page: Page, scope = panel(page)) {
  await scope.getByRole("button", { name: / account menu$/ }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
}
const heading = (page: Page, name: string) =>
  page.getByRole("heading", { level: 1, name, exact: true });

async function asAdmin(page: Page, request: APIRequestContext): Promise<TestUser> {
  const admin = await createUser(request, `Ada Admin ${suffix()}`, "admin");
  await signIn(page, admin);
  return admin;
}

test.describe("sign-in", () => {
  test("only an admin signs in on /sign-in; anyone else reads 'bad credentials'; Forgot Password asks for a reset link", async ({
    page,
    request,
  }) => {
    const admin = await createUser(request, `Sally Signin ${suffix()}`, "admin");
    const user = await createUser(request, `Ursula User ${suffix()}`);
    await page.setViewportSize(DESKTOP);
    // Forgot Password leads to the reset link's form and what a customer can do besides; an
    // operator's command line is not shown to the public (accounts.spec.ts scans it with axe).
    await page.goto("/sign-in");
    await page.getByRole("link", { name: "Forgot Password" }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(heading(page, "Forgot Password")).toBeVisible();
    await expect(page.getByLabel("Email")).toBeVisible();
    await expect(page.getByRole("link", { name: "contact page" })).toBeVisible();
    await expect(page.getByText("npm run", { exact: false })).toHaveCount(0);
    await expect(page.getByText("DATA_DIR", { exact: false })).toHaveCount(0);

    // accessibility.spec.ts scans /sign-in at both widths.
    await page.goto("/sign-in");
    await expect(heading(page, "Welcome Back!")).toBeVisible();

    const email = page.getByLabel("Email");
    const password = page.getByLabel("Password", { exact: true });
    // The eye button shows and hides the password.
    await password.fill("whatever");
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(password).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Hide password" }).click();
    await expect(password).toHaveAttribute("type", "password");

    // A wrong pair, then a plain user's right pair: the same refusal, nobody signed in.
    await email.fill(admin.email);
    await password.fill("not-the-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("alert")).toHaveText("bad credentials");
    await email.fill(user.email);
    await password.fill(PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("alert")).toHaveText("bad credentials");
    await expect(page).toHaveURL(/\/sign-in$/);
    expect(await page.evaluate(() => localStorage.getItem("user"))).toBeNull();

    // The admin's right pair: stored like /login does, then home with the Admin entry.
    await email.fill(admin.email);
    await password.fill(PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/$/);
    const stored = await page.evaluate(() => localStorage.getItem("user"));
    expect(JSON.parse(stored ?? "{}")).toMatchObject({ email: admin.email, role: "admin" });
    const admins = page.getByRole("navigation", { name: "Main" }).getByRole("link", {
      name: "Back office",
    });
    await expect(admins).toHaveAttribute("href", "/staff");
  });

  test("a wrong pair on /sign-in leaves the signed-in user signed in", async ({
    page,
    request,
  }) => {
    const user = await createUser(request, `Stella Stays ${suffix()}`);
    await signIn(page, user);
    await page.setViewportSize(DESKTOP);
    await page.goto("/sign-in");
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    // The page also notes, in its own alert, who is signed in now.
    await expect(page.getByRole("alert").filter({ hasText: /^bad credentials$/ })).toBeVisible();
    const stored = await page.evaluate(() => localStorage.getItem("user"));
    expect(JSON.parse(stored ?? "{}")).toMatchObject({ email: user.email });
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Profile" }),
    ).toBeVisible();
  });
});

test.describe("the layout", () => {
  test("the side panel reaches every admin page (1280 px), each without serious axe issues", async ({
    page,
    request,
  }, testInfo) => {
    // Eighteen pages: on a 2-core machine running two workers that takes about a minute.
    test.setTimeout(240_000);
    await page.setViewportSize(DESKTOP);
    await asAdmin(page, request);
    await page.goto("/admin");
    const side = panel(page);
    await expect(side).toBeVisible();
    expect((await side.boundingBox())?.width).toBe(200);
    await expect(side.getByRole("link", { name: "Voter data" })).toHaveAttribute(
      "href",
      "/voterinsert",
    );
    // Grouped by the work, and one account menu with the one Logout (no public navigation bar).
    for (const group of [
      "Institute",
      "Support",
      "Admissions and exams",
      "Shop and billing",
      "People",
      "Operations",
      "Mail",
    ]) {
      await expect(side.getByRole("list", { name: group })).toBeVisible();
    }
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Logout" })).toHaveCount(0);
    await side.getByRole("button", { name: /^Ada Admin.* account menu$/ }).click();
    await expect(page.getByRole("menuitem", { name: "Logout" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "Profile" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("contentinfo")).toContainText("Developed by Plassey Softech");
    for (const entry of PANEL_PAGES) {
      await side.getByRole("link", { name: entry.link, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${entry.path}$`));
      await expect(heading(page, entry.heading)).toBeVisible();
      await expect(side.getByRole("link", { name: entry.link, exact: true })).toHaveAttribute(
        "aria-current",
        "page",
      );
      if (!scannedElsewhere(entry.path, DESKTOP.width)) await expectNoSeriousA11yViolations(page);
      // For a reviewer: every back-office screen as it looks, in the run's output (docs/product.md: back office).
      await screenshot(page, testInfo, screenName(entry.path, 1280));
    }
  });

  test("at 375 px the panel folds into a drawer; every page passes axe", async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(240_000);
    await page.setViewportSize(PHONE);
    await asAdmin(page, request);
    await page.goto("/mechanic");
    await expect(heading(page, "Manage Mechanics")).toBeVisible();
    await expect(panel(page)).toBeHidden();
    await page.getByRole("button", { name: "Open back office menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Back office" });
    await expect(drawer.getByRole("link", { name: "Manage vehicles" })).toBeVisible();
    await expect(drawer.getByRole("button", { name: / account menu$/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await drawer.getByRole("button", { name: / account menu$/ }).click();
    await expect(page.getByRole("menuitem", { name: "Logout" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, screenName("/menu", 375), { fullPage: false });
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menuitem", { name: "Logout" })).toHaveCount(0);
    await drawer.getByRole("link", { name: "Manage vehicles" }).click();
    await expect(heading(page, "Manage vehicles")).toBeVisible();
    await expect(drawer).toBeHidden();
    // Nothing is wider than the window.
    await expectNoSidewaysScroll(page);
    for (const entry of PANEL_PAGES) {
      await page.goto(entry.path);
      await expect(heading(page, entry.heading)).toBeVisible();
      if (!scannedElsewhere(entry.path, PHONE.width)) await expectNoSeriousA11yViolations(page);
      await screenshot(page, testInfo, screenName(entry.path, 375));
      await expectNoSidewaysScroll(page, entry.path);
      // A list's rows fold into cards: no column to act on is off to the side (docs/product.md: back office).
      const tables = page.getByRole("region", { name: / table$/ });
      for (const table of await tables.all()) {
        const sideways = await table.evaluate((el) => el.scrollWidth - el.clientWidth);
        expect(sideways, `${entry.path}: a table scrolls sideways`).toBeLessThanOrEqual(0);
      }
    }
  });

  test("at 375 px a list's row is a card whose every value is labelled, its actions in view", async ({
    page,
    request,
  }) => {
    await page.setViewportSize(PHONE);
    const admin = await asAdmin(page, request);
    await page.goto(`/alluser?q=${encodeURIComponent(admin.email)}`);
    const row = page.getByRole("table", { name: "Users" }).locator("tbody tr").first();
    await expect(row).toContainText(admin.email);
    // Each value under its column's name, and the row's controls inside the window.
    const labels = await row
      .getByRole("cell")
      .evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell, "::before").content));
    expect(labels).toEqual(['"Sl"', '"Name"', '"Email"', '"Time created"', '"Role"', '"Delete"']);
    const controls = row.getByRole("button").or(row.getByRole("combobox"));
    for (const control of await controls.all()) {
      const box = await control.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    }
    // Screen readers still read a table with its column headers.
    await expect(page.getByRole("columnheader", { name: "Email" })).toHaveCount(1);
  });

  test("Logout signs out, reloads home and says so", async ({ page, request }) => {
    await page.setViewportSize(DESKTOP);
    await asAdmin(page, request);
    await page.goto("/alluser");
    await logoutFromBackOffice(page);
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByText("successfully logged out.reffering to user home page"),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("user"))).toBeNull();
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Login" }),
    ).toBeVisible();
    // Shown once: a later reload does not repeat it.
    await page.reload();
    await expect(heading(page, "Plassey Institute")).toBeVisible();
    await expect(page.getByText("successfully logged out.reffering to user home page")).toHaveCount(
      0,
    );
  });

  test("a visitor is sent to /login; a user or staff member is not allowed", async ({
    page,
    request,
  }) => {
    await page.goto("/mechanic");
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, await createUser(request, `Uma User ${suffix()}`));
    for (const path of ["/mechanic", "/vdelete", "/email", "/getmapdata", "/usertracking?id=x"]) {
      await page.goto(path);
      await expect(heading(page, "Not allowed")).toBeVisible();
    }
    // A customer reads "not allowed" in the public layout: no back-office link shows.
    await expect(panel(page)).toHaveCount(0);
    await signIn(page, await createUser(request, `Stan Staff ${suffix()}`, "staff"));
    await page.goto("/alluser");
    await expect(heading(page, "Not allowed")).toBeVisible();
    // Staff work in the back office too, shown only the screens they may open.
    await page.goto("/seeorder");
    await expect(heading(page, "All orders")).toBeVisible();
    await expect(panel(page).getByRole("link")).toHaveText(STAFF_LINKS);
    await expect(panel(page).getByRole("link", { name: "Products" })).toHaveCount(0);
    // Only the groups that hold their screens, on a desktop and in a phone's drawer.
    const expectStaffGroups = async (scope: ReturnType<typeof panel>) => {
      await expect(scope.getByRole("list")).toHaveCount(STAFF_GROUPS.length + 1);
      for (const group of STAFF_GROUPS)
        await expect(scope.getByRole("list", { name: group })).toBeVisible();
    };
    await expectStaffGroups(panel(page));
    await page.setViewportSize(PHONE);
    await page.getByRole("button", { name: "Open back office menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Back office" });
    await expect(drawer.getByRole("link")).toHaveText(STAFF_LINKS);
    await expectStaffGroups(drawer);
  });
});

test.describe("the screens", () => {
  test.beforeEach(async ({ page }) => page.setViewportSize(DESKTOP));

  test("mechanics: the list loads once, then add and delete", async ({ page, request }) => {
    await asAdmin(page, request);
    let listRequests = 0;
    page.on("request", (req) => {
      if (req.method() === "GET" && new URL(req.url()).pathname === "/api/mechanics") {
        listRequests += 1;
      }
    });
    await page.goto("/mechanic");
    await expect(
      page.getByRole("table", { name: "Mechanics" }).or(page.getByText("No mechanics yet")),
    ).toBeVisible();
    // Until the page has made no request for half a second (the chat's socket is no request):
    // a second fetch of the list would have started by then.
    await page.waitForLoadState("networkidle");
    expect(listRequests).toBe(1);

    const name = `Mona Mechanic ${suffix()}`;
    await page.getByLabel("Name").fill(name);
    await expect(page.getByLabel("Email")).toHaveAttribute("type", "email");
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByLabel("Phone").fill("98300 12345");
    await page.getByRole("button", { name: "Add mechanic" }).click();
    await expect(page.getByText("Please enter a valid email")).toBeVisible();
    await page.getByLabel("Email").fill(uniqueEmail("mechanic"));
    await page.getByRole("button", { name: "Add mechanic" }).click();
    const row = page.getByRole("row", { name: new RegExp(name) });
    await expect(row).toContainText("9830012345");
    await expect(page.getByLabel("Name")).toHaveValue("");

    // Asked first: cancelled, the mechanic stays; confirmed, the row goes.
    await row.getByRole("button", { name: `Delete ${name}` }).click();
    const ask = page.getByRole("dialog", { name: `Delete ${name}?` });
    await ask.getByRole("button", { name: "Cancel" }).click();
    await expect(ask).toHaveCount(0);
    await expect(row).toHaveCount(1);
    await row.getByRole("button", { name: `Delete ${name}` }).click();
    await ask.getByRole("button", { name: "Delete" }).click();
    await expect(row).toHaveCount(0);
    await page.reload();
    await expect(heading(page, "Manage Mechanics")).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(name) })).toHaveCount(0);
  });

  test("vehicles: add, edit and delete; /vdetails lists them read-only", async ({
    page,
    request,
  }) => {
    await asAdmin(page, request);
    await page.goto("/vdelete");
    const make = `Make${suffix()}`;
    await page.getByLabel("Year").fill("2019");
    await page.getByLabel("Make").fill(make);
    await page.getByLabel("Model").fill("Alto");
    await page.getByRole("button", { name: "Add vehicle" }).click();
    const row = page.getByRole("row", { name: new RegExp(make) });
    await expect(row).toContainText("2019");
    await expect(row).toContainText("Alto");

    await row.getByRole("button", { name: `Edit 2019 ${make} Alto` }).click();
    const dialog = page.getByRole("dialog", { name: `Edit 2019 ${make} Alto` });
    await dialog.getByLabel("Year").fill("1800");
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await expect(dialog.getByText(/Year must be from 1886/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByLabel("Year").fill("2021");
    await dialog.getByLabel("Model").fill("Swift");
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText("2021");
    await expect(row).toContainText("Swift");

    await page.reload();
    await expect(page.getByRole("row", { name: new RegExp(make) })).toContainText("Swift");
    await page.goto("/vdetails");
    const readOnly = page.getByRole("row", { name: new RegExp(make) });
    await expect(readOnly).toContainText("2021");
    await expect(readOnly.getByRole("button")).toHaveCount(0);

    await page.goto("/vdelete");
    await page
      .getByRole("row", { name: new RegExp(make) })
      .getByRole("button", { name: `Delete 2021 ${make} Swift` })
      .click();
    await page
      .getByRole("dialog", { name: `Delete 2021 ${make} Swift?` })
      .getByRole("button", { name: "Delete" })
      .click();
    await expect(page.getByRole("row", { name: new RegExp(make) })).toHaveCount(0);
    await page.reload();
    await expect(heading(page, "Manage vehicles")).toBeVisible();
    await expect(
      page.getByRole("table", { name: "Vehicles" }).or(page.getByText("No vehicles yet")),
    ).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(make) })).toHaveCount(0);
  });

  test("map users: View shows the marker with the name; Delete removes the row", async ({
    page,
    request,
  }, testInfo) => {
    const sharer = await createUser(request, `Mira Mapper ${suffix()}`);
    const shared = await request.post("/api/users/mapdata", {
      headers: { Authorization: `Bearer ${sharer.token}` },
      data: { lat: 24.07, long: 88.25 },
    });
    expect(shared.status(), await shared.text()).toBeLessThan(300);
    await asAdmin(page, request);
    await page.goto("/getmapdata");
    const row = page.getByRole("row", { name: new RegExp(sharer.name) });
    await expect(row).toContainText(sharer.email);
    await expect(row).toContainText("24.07");
    await expect(row).toContainText("88.25");

    await row.getByRole("link", { name: `View ${sharer.name} on the map` }).click();
    await expect(page).toHaveURL(/\/usertracking\?id=.+&name=/);
    await expect(heading(page, `User tracking: ${sharer.name}`)).toBeVisible();
    const map = page.getByRole("region", { name: `Map showing where ${sharer.name} is` });
    await expect(map).toBeVisible();
    await expect(map.locator(".leaflet-tooltip")).toHaveText(sharer.name);
    await expect(map.getByRole("button", { name: sharer.name })).toBeVisible();
    await expect(
      page.getByText(`${sharer.name} is at latitude 24.07, longitude 88.25.`),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, screenName("/usertracking", 1280));
    await page.setViewportSize(PHONE);
    await expect(map).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, screenName("/usertracking", 375));
    await page.setViewportSize(DESKTOP);

    await page.goto("/usertracking?id=no-such-id&name=Nobody");
    await expect(page.getByRole("alert")).toContainText("Nobody shares a location under this id");

    await page.goto("/getmapdata");
    await page
      .getByRole("row", { name: new RegExp(sharer.name) })
      .getByRole("button", { name: `Delete the location of ${sharer.name}` })
      .click();
    await page
      .getByRole("dialog", { name: `Delete the location of ${sharer.name}?` })
      .getByRole("button", { name: "Delete" })
      .click();
    await expect(page.getByRole("row", { name: new RegExp(sharer.name) })).toHaveCount(0);
  });

  test("email: a sent message shows in the outbox with its state", async ({ page, request }) => {
    await asAdmin(page, request);
    await page.goto("/email");
    await expect(page.getByLabel("Email address")).toHaveAttribute("type", "email");
    const send = async (recipient: string, subject: string) => {
      await page.getByLabel("Email address").fill(recipient);
      await page.getByLabel("Subject").fill(subject);
      await page.getByLabel("Body").fill("A test message from the admin panel.");
      await page.getByRole("button", { name: "Submit" }).click();
    };
    const outbox = page.getByRole("table", { name: "Outbox" });

    // The e2e server's SMTP server takes it: recorded as sent, and it arrives.
    const recipient = uniqueEmail("mail");
    const subject = `Hello ${suffix()}`;
    await send(recipient, subject);
    const row = outbox.getByRole("row", { name: new RegExp(subject) });
    await expect(row).toContainText(recipient);
    await expect(row.getByText("sent", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Subject")).toHaveValue("");
    const mail = await waitForMailTo(recipient, subject);
    expect(mail.text).toContain("A test message from the admin panel.");

    // That server refuses every address at undeliverable.test: the message is recorded as
    // failed, with the SMTP server's answer.
    const refused = `nobody-${suffix()}@undeliverable.test`;
    const bounced = `Bounce ${suffix()}`;
    await send(refused, bounced);
    const failed = outbox.getByRole("row", { name: new RegExp(bounced) });
    await expect(failed).toContainText(refused);
    await expect(failed.getByText("failed", { exact: true })).toBeVisible();
    await expect(failed).toContainText(`Mailbox ${refused} does not exist`);
    await expect(page.getByLabel("Subject")).toHaveValue("");
    // Newest first (other journeys may be sending meanwhile: only the order of these two counts).
    const texts = await outbox.getByRole("row").allTextContents();
    const at = (text: string) => texts.findIndex((line) => line.includes(text));
    expect(at(bounced)).toBeGreaterThan(0);
    expect(at(bounced)).toBeLessThan(at(subject));
  });

  test("accounts: the admin creates one (a taken email is shown at the field)", async ({
    page,
    request,
  }) => {
    const admin = await asAdmin(page, request);
    await page.goto("/alluser");
    const name = `Nina New ${suffix()}`;
    const email = uniqueEmail("created");
    const form = page.getByRole("region", { name: "Create an account" });
    await form.getByLabel("Name").fill(name);
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await form.getByLabel("Role").selectOption("staff");
    await form.getByRole("button", { name: "Create account" }).click();
    const row = page.getByRole("row", { name: new RegExp(name) });
    await expect(row).toContainText(email);
    await expect(row.getByLabel(`Role of ${name}`)).toHaveValue("staff");
    // Making someone an admin is asked first: cancelled, the role stays; confirmed, it changes.
    const role = row.getByLabel(`Role of ${name}`);
    await role.selectOption("admin");
    const ask = page.getByRole("dialog", { name: `Make ${name} an admin?` });
    await ask.getByRole("button", { name: "Cancel" }).click();
    await expect(ask).toHaveCount(0);
    await expect(role).toHaveValue("staff");
    await role.selectOption("admin");
    await ask.getByRole("button", { name: "Make admin" }).click();
    await expect(role).toHaveValue("admin");
    // The admin is still themselves.
    const stored = await page.evaluate(() => localStorage.getItem("user"));
    expect(JSON.parse(stored ?? "{}")).toMatchObject({ email: admin.email });

    await form.getByLabel("Name").fill("Someone Else");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await form.getByRole("button", { name: "Create account" }).click();
    // The refusal shows once, next to the email (no alert repeats it), and what was typed stays.
    await expect(form.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Email")).toHaveAccessibleDescription(
      "An account with this email already exists",
    );
    await expect(form.getByRole("alert")).toHaveCount(0);
    await expect(form.getByLabel("Name")).toHaveValue("Someone Else");

    // The new account signs in with its password.
    const res = await request.post("/api/users/login", { data: { email, password: PASSWORD } });
    expect(res.status()).toBe(200);
  });
});

test.describe("deleting an account", () => {
  test("the admin confirms in a dialog (keyboard, 360 px); a refusal shows in it; the account is gone", async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const admin = await asAdmin(page, request);
    const victim = await createUser(request, `Vijay Victim ${suffix()}`);
    const ticket = await request.post("/api/tickets/", {
      data: { product: "plassey", description: "A ticket that goes with the account" },
      headers: { Authorization: `Bearer ${victim.token}` },
    });
    expect(ticket.status()).toBe(201);

    // The list pages (newest first); a search finds the oldest account, the admin's own.
    await page.goto(`/alluser?q=${encodeURIComponent(admin.email)}`);
    // The admin's own row offers no Delete (the server refuses it anyway).
    const ownRow = page.getByRole("row", { name: new RegExp(admin.email) });
    await expect(ownRow).toContainText("You");
    await expect(ownRow.getByRole("button", { name: /^Delete/ })).toHaveCount(0);
    await page.getByLabel("Search users").fill(victim.email);
    const row = page.getByRole("row", { name: new RegExp(victim.name) });
    await expect(row).toContainText(victim.email);
    await expect(ownRow).toHaveCount(0);

    // By keyboard: the dialog opens with Cancel focused; Escape closes it and nothing is deleted.
    const open = row.getByRole("button", { name: `Delete the account of ${victim.name}` });
    await open.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Delete this account?" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(victim.email);
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(row).toBeVisible();

    // A refusal is shown inside the dialog, which stays open.
    await page.route(`**/api/users/${victim._id}`, (route) =>
      route.request().method() === "DELETE"
        ? route.fulfill({
            status: 409,
            contentType: "application/json",
            body: JSON.stringify({ message: "This would leave no admin" }),
          })
        : route.fallback(),
    );
    await open.click();
    await dialog.getByRole("button", { name: "Delete account" }).click();
    await expect(dialog.getByRole("alert")).toContainText("This would leave no admin");
    await expect(dialog).toBeVisible();
    await page.unrouteAll();

    // While the call runs the button shows it and the dialog cannot be dismissed.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**/api/users/${victim._id}`, async (route) => {
      if (route.request().method() === "DELETE") await held;
      await route.fallback();
    });
    const confirm = dialog.getByRole("button", { name: "Delete account" });
    await confirm.click();
    await expect(confirm).toHaveAttribute("data-loading", "true");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeVisible();
    release();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText(`The account of ${victim.name} was deleted`)).toBeVisible();
    await expect(row).toHaveCount(0);

    // Gone on the server too: the token is refused and the list no longer holds it.
    const me = await request.get("/api/users/me", {
      headers: { Authorization: `Bearer ${victim.token}` },
    });
    expect(me.status()).toBe(401);
    await page.reload();
    await expect(page.getByLabel("Search users")).toHaveValue(victim.email);
    await expect(page.getByText("No users match")).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(victim.name) })).toHaveCount(0);
  });
});

test.describe("the institute's settings", () => {
  // Both tests save the whole details and put the first ones back: one at a time.
  test.describe.configure({ mode: "serial" });

  test("an admin changes the office hours and director, the contact page shows them; a bad field is refused in place", async ({
    page,
    request,
  }) => {
    await page.setViewportSize(DESKTOP);
    const admin = await asAdmin(page, request);
    const original = await (await request.get("/api/institute")).json();
    // Fields no other test reads, so tests running meanwhile see the details they expect.
    const hours = `Tuesdays only, 10:00 to 12:00 ${suffix()}`;
    const director = `Mita Sen ${suffix()}`;
    try {
      await page.goto("/settings");
      await expect(heading(page, "Settings")).toBeVisible();
      const form = page.getByRole("region", { name: "Institute details" });
      await expect(form.getByLabel("Name in English", { exact: true })).toHaveValue(original.name);
      await expect(form.getByLabel("Address in English")).toHaveValue(
        original.addressLines.join("\n"),
      );
      // Each Bengali field beside its English one.
      await expect(form.getByLabel("Office hours in Bengali")).toHaveValue(original.hoursBn);
      await expect(form.getByLabel("Director's role in Bengali")).toHaveValue(
        original.director.roleBn,
      );

      const digits = form.getByLabel("Phone digits for call, SMS and WhatsApp links");
      await digits.fill("+91 98765");
      await form.getByRole("button", { name: "Save details" }).click();
      await expect(digits).toHaveAttribute("aria-invalid", "true");
      await expect(digits).toBeFocused();
      await expect(form).toContainText("Please enter 8 to 15 digits");
      await digits.fill(original.phoneDigits);

      await form.getByLabel("Office hours in English").fill(hours);
      await form.getByLabel("Director's name in English").fill(director);
      await form.getByRole("button", { name: "Save details" }).click();
      await expect(page.getByText("The institute's details were saved")).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await page.goto("/contact");
      await expect(page.getByRole("heading", { name: director })).toBeVisible();
      await expect(page.getByText(`Office hours: ${hours}`)).toBeVisible();
    } finally {
      const restored = await request.put("/api/institute", {
        headers: { authorization: `Bearer ${admin.token}` },
        data: original,
      });
      expect(restored.status()).toBe(200);
    }
  });

  test("an admin chooses the brand colour; the back office, a page the server draws and one the browser draws show it; a light one is refused", async ({
    page,
    browser,
    request,
  }) => {
    await page.setViewportSize(DESKTOP);
    const admin = await asAdmin(page, request);
    const original = await (await request.get("/api/institute")).json();
    // #a61e4d is rgb(166, 30, 77); other tests running meanwhile see another readable colour.
    const chosen = "rgb(166, 30, 77)";
    const background = (locator: ReturnType<Page["locator"]>) =>
      locator.evaluate((el) => getComputedStyle(el).backgroundColor);
    try {
      await page.goto("/settings");
      const form = page.getByRole("region", { name: "Institute details" });
      const colour = form.getByLabel("Brand colour");
      await expect(colour).toHaveValue(original.brandColor);
      await colour.fill("#ffff00");
      await form.getByRole("button", { name: "Save details" }).click();
      await expect(colour).toHaveAttribute("aria-invalid", "true");
      await expect(form).toContainText("White text must be readable on the brand colour");

      await colour.fill("#a61e4d");
      await page.keyboard.press("Escape");
      const save = form.getByRole("button", { name: "Save details" });
      await save.click();
      await expect(page.getByText("The institute's details were saved")).toBeVisible();
      // The back office takes it at once (the pointer off the button, whose hover is darker).
      await page.mouse.move(0, 0);
      await expect.poll(() => background(save)).toBe(chosen);
      await expectNoSeriousA11yViolations(page);

      // A public page as the server sends it, before any script has run.
      const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
      const plain = await noScript.newPage();
      await plain.goto("/shop");
      const current = plain
        .getByRole("navigation", { name: "Main" })
        .getByRole("link", { name: "E-shop" });
      await expect(current).toHaveAttribute("aria-current", "page");
      expect(await background(current)).toBe(chosen);
      await noScript.close();

      // A page the browser draws.
      await page.goto("/tickets");
      await expect(heading(page, "Tickets")).toBeVisible();
      expect(
        await background(
          page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "My booking" }),
        ),
      ).toBe(chosen);
    } finally {
      const restored = await request.put("/api/institute", {
        headers: { authorization: `Bearer ${admin.token}` },
        data: original,
      });
      expect(restored.status()).toBe(200);
    }
  });
});

test.describe("the overview", () => {
  test("counts what needs staff, links each count to its list filtered, and passes axe at 1280 and 375 px", async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    // A customer's new ticket: at least one new ticket to count.
    const customer = await createUser(request, `Olive Overview ${suffix()}`);
    const created = await request.post("/api/tickets/", {
      headers: { authorization: `Bearer ${customer.token}` },
      data: { product: "hazarduari", description: "Is the palace open on Mondays?" },
    });
    expect(created.status()).toBe(201);
    const staff = await createUser(request, `Stan Overview ${suffix()}`, "staff");
    const overview = await request.get("/api/staff/overview", {
      headers: { authorization: `Bearer ${staff.token}` },
    });
    const figures = (await overview.json()) as { attention: { newTickets: number } };
    expect(figures.attention.newTickets).toBeGreaterThan(0);

    await page.setViewportSize(DESKTOP);
    await signIn(page, staff);
    // The public site's one way in leads to the overview.
    await page.goto("/");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Back office" })
      .click();
    await expect(heading(page, "Overview")).toBeVisible();
    await expect(panel(page).getByRole("link", { name: "Overview" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const attention = page.getByRole("region", { name: "Needs attention" });
    const newTickets = attention.getByRole("link", { name: /New tickets/ });
    await expect(newTickets).toContainText(/\d+/);
    // Staff do not manage mail: that count is the admins'.
    await expect(attention.getByRole("link", { name: /Mails not delivered/ })).toHaveCount(0);
    // Each chart says what it shows and has its figures as a table.
    await expect(
      page.getByRole("heading", { name: "Tickets opened and closed per day" }),
    ).toBeVisible();
    await page.getByText("Show the figures").first().click();
    await expect(
      page.getByRole("table", { name: "Tickets opened and closed per day" }),
    ).toBeVisible();
    await expect(
      page.getByRole("table", { name: "Tickets opened and closed per day" }).locator("tbody tr"),
    ).toHaveCount(30);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, "overview-1280");

    await newTickets.click();
    await expect(page).toHaveURL(/\/staff\/tickets\?status=new$/);
    await expect(heading(page, "Support queue")).toBeVisible();
    await expect(page.getByRole("cell", { name: customer.name })).toBeVisible();
    // Its first reply is due FIRST_RESPONSE_HOURS after it opened (docs/product.md: support desk).
    await page.getByLabel("First reply").selectOption("Waiting");
    await expect(page).toHaveURL(/reply=waiting/);
    const waiting = page.getByRole("row").filter({ hasText: customer.name });
    await expect(waiting).toContainText(/Due in \d+ h/);

    await page.setViewportSize(PHONE);
    await page.goto("/staff");
    await expect(heading(page, "Overview")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Visitors per day" })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, "overview-375");
  });

  test("an admin also sees undelivered mail, linked to the outbox filtered to failures", async ({
    page,
    request,
  }) => {
    await page.setViewportSize(DESKTOP);
    await asAdmin(page, request);
    await page.goto("/staff");
    const failed = page
      .getByRole("region", { name: "Needs attention" })
      .getByRole("link", { name: /Mails not delivered/ });
    await expect(failed).toHaveAttribute("href", "/email?state=failed");
    await failed.click();
    await expect(heading(page, "Send email")).toBeVisible();
  });
});
