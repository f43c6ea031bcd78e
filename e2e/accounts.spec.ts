// Accounts (decision 016): a forgotten password chosen again through a mailed link, changing the
// password on the profile, the signed-in devices, confirming the email address from the
// registration mail, and how those screens read on a phone and by a screen reader.
import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import {
  ADMIN,
  createUser,
  expectNoSeriousA11yViolations,
  expectNoSidewaysScroll,
  linkIn,
  login,
  mailsTo,
  PASSWORD,
  signIn,
  type TestUser,
  uniqueEmail,
  waitForMailTo,
} from "./support";

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 800 };

const LINK_REFUSED = "This link has expired or was already used. Please ask for a new one.";
const EMAIL_TAKEN = "An account with this email already exists";
const COMMON_PASSWORD = "This password is one of the most common ones; please choose another";
const FORGOT_PASSWORD_SENT = "If an account uses this address, we have sent it a link";
/** Well formed, but never issued: the form shows, the server would refuse it. */
const MADE_UP_TOKEN = `${"a".repeat(32)}.${"b".repeat(43)}`;

const nav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const storedUser = async (page: Page) =>
  JSON.parse((await page.evaluate(() => localStorage.getItem("user"))) ?? "null") as
    | (TestUser & { emailVerified: boolean })
    | null;

/** Signs in through /login, as a person does: the session is this browser's own device. */
async function signInWithForm(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL("/");
  await expect(nav(page).getByRole("link", { name: "Profile" })).toBeVisible();
}

/** An account made through the API whose own session is ended, so only browsers hold one. */
async function accountWithoutSessions(page: Page, name: string): Promise<TestUser> {
  const user = await createUser(page.request, name);
  const ended = await page.request.post("/api/users/logout", {
    headers: { Authorization: `Bearer ${user.token}` },
  });
  expect(ended.status()).toBe(204);
  return user;
}

/** Another browser (its own storage: another device) signed in to the same account. */
async function secondDevice(browser: Browser, user: TestUser, password: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInWithForm(page, user.email, password);
  return { context, page };
}

const devices = (page: Page) => page.getByTestId("signed-in-device");

test("a forgotten password is chosen again through the mailed link, which works once", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const user = await createUser(request, "Fern Forgetful");
  const newPassword = "fern-walks-the-long-way-7";

  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // The login page stays on screen until the next one's code has arrived.
  await expect(page.getByRole("heading", { name: "Forgot Password", level: 1 })).toBeVisible();
  await page.getByLabel("Email").fill(user.email.toUpperCase());
  await page.getByRole("button", { name: "Send the link" }).click();
  // The answer takes the form's place and gets the focus; the way back is a link.
  const sent = page.getByRole("status").filter({ hasText: FORGOT_PASSWORD_SENT });
  await expect(sent).toBeFocused();
  await expect(page.getByRole("textbox", { name: "Email" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Back to Login" })).toBeVisible();

  const mail = await waitForMailTo(user.email, "Choose a new password");
  const link = linkIn(mail, "/reset-password");
  await page.goto(link);
  await expect(
    page.getByRole("heading", { name: "Choose a new password", level: 1 }),
  ).toBeVisible();

  // A common password is refused next to the field; what was typed stays.
  await page.getByLabel("New password", { exact: true }).fill("password123");
  await page.getByLabel("Confirm new password").fill("password123");
  await page.getByRole("button", { name: "Save the new password" }).click();
  const field = page.getByLabel("New password", { exact: true });
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(/one of the most common ones/);
  await expect(field).toHaveValue("password123");

  await field.fill(newPassword);
  await page.getByLabel("Confirm new password").fill(newPassword);
  await page.getByRole("button", { name: "Save the new password" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: "Your password is changed. Sign in with the new one." }),
  ).toBeVisible();

  // The old password no longer signs in; the new one does.
  const old = await request.post("/api/users/login", {
    data: { email: user.email, password: PASSWORD },
  });
  expect(old.status()).toBe(401);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL("/");
  expect(await storedUser(page)).toMatchObject({ email: user.email });

  // The link worked once.
  await page.goto(link);
  await page.getByLabel("New password", { exact: true }).fill("yet-another-secret-9");
  await page.getByLabel("Confirm new password").fill("yet-another-secret-9");
  await page.getByRole("button", { name: "Save the new password" }).click();
  const refused = page.getByRole("alert").filter({ hasText: LINK_REFUSED });
  await expect(refused).toBeVisible();
  await refused.getByRole("link", { name: "Ask for a new link" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);

  // A link without its token says so straight away.
  await page.goto("/reset-password");
  await expect(page.getByRole("alert")).toContainText(LINK_REFUSED);
  await expect(page.getByLabel("New password", { exact: true })).toHaveCount(0);
});

test("a refused registration says each problem once, under its field, and keeps what was typed", async ({
  page,
  request,
}) => {
  const taken = await createUser(request, "Tanvi Taken");
  await page.goto("/register");
  const form = page.locator("form").filter({ has: page.getByLabel("Confirm password") });
  // An address that already has an account and a common password: the form's own check (the
  // same schema) passes both, the server refuses both in one answer.
  await form.getByLabel("Name").fill("Tanvi Again");
  await form.getByLabel("Email").fill(taken.email);
  await form.getByLabel("Password", { exact: true }).fill("password123");
  await form.getByLabel("Confirm password").fill("password123");
  await form.getByRole("button", { name: "Submit" }).click();

  const email = form.getByLabel("Email");
  const password = form.getByLabel("Password", { exact: true });
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAccessibleDescription(EMAIL_TAKEN);
  await expect(password).toHaveAttribute("aria-invalid", "true");
  await expect(password).toHaveAccessibleDescription(new RegExp(`^${COMMON_PASSWORD}`));
  // Focus goes to the first refused field, which a screen reader reads with its message.
  await expect(email).toBeFocused();
  // One message under each field, no other copy (no alert), in words: no field's key.
  await expect(form.getByText(EMAIL_TAKEN)).toHaveCount(1);
  await expect(form.getByText(COMMON_PASSWORD)).toHaveCount(1);
  await expect(form.getByRole("alert")).toHaveCount(0);
  await expect(form.getByText("User already exists")).toHaveCount(0);
  await expect(form).not.toContainText(/(name|email|password2?):/i);
  // What was typed stays.
  await expect(form.getByLabel("Name")).toHaveValue("Tanvi Again");
  await expect(email).toHaveValue(taken.email);
  await expect(password).toHaveValue("password123");
  await expect(form.getByLabel("Confirm password")).toHaveValue("password123");
  await expectNoSeriousA11yViolations(page);
});

test("changing the password signs the other devices out; the device list signs them out too", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const user = await accountWithoutSessions(page, "Priya Password");
  const newPassword = "priya-picks-a-better-one-3";
  await signInWithForm(page, user.email, PASSWORD);
  let other = await secondDevice(browser, user, PASSWORD);

  await page.goto("/profile");
  await expect(devices(page)).toHaveCount(2);
  const thisDevice = devices(page).filter({ hasText: "This device" });
  await expect(thisDevice).toHaveCount(1);
  await expect(thisDevice).toContainText("Chrome on Linux");
  await expect(thisDevice).toContainText("Signed in");
  await expect(thisDevice).toContainText("Last used");
  // This device signs out with Logout, not from the list.
  await expect(thisDevice.getByRole("button")).toHaveCount(0);

  // A wrong current password is refused next to that field.
  const form = page.getByRole("region", { name: "Change password" });
  await form.getByLabel("Current password").fill("not-my-password");
  await form.getByLabel("New password", { exact: true }).fill(newPassword);
  await form.getByLabel("Confirm new password").fill(newPassword);
  await form.getByRole("button", { name: "Change password" }).click();
  const current = form.getByLabel("Current password");
  await expect(current).toHaveAttribute("aria-invalid", "true");
  await expect(current).toHaveAccessibleDescription(/Your current password is not right/);
  // Said once, under the field: the form's alert does not repeat it.
  await expect(form.getByText("Your current password is not right")).toHaveCount(1);
  await expect(form.getByRole("alert")).toHaveCount(0);

  await current.fill(PASSWORD);
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(
    page.getByText("Your password is changed; your other devices are signed out"),
  ).toBeVisible();
  await expect(current).toHaveValue("");
  await expect(devices(page)).toHaveCount(1);
  await expect(page.getByRole("button", { name: "Sign out everywhere else" })).toBeDisabled();

  // The other browser's next call is refused: it lands signed out.
  await other.page.goto("/profile");
  await expect(other.page).toHaveURL(/\/login$/);
  expect(await storedUser(other.page)).toBeNull();
  // This one stays signed in.
  await page.reload();
  await expect(devices(page)).toHaveCount(1);
  await other.context.close();

  // One other device, signed out from its row.
  other = await secondDevice(browser, user, newPassword);
  await page.reload();
  await expect(devices(page)).toHaveCount(2);
  await devices(page)
    .filter({ hasNotText: "This device" })
    .getByRole("button", { name: /^Sign out Chrome on Linux/ })
    .click();
  await expect(page.getByText("Chrome on Linux is signed out")).toBeVisible();
  await expect(devices(page)).toHaveCount(1);
  await other.page.goto("/profile");
  await expect(other.page).toHaveURL(/\/login$/);
  await other.context.close();

  // Every other device at once.
  other = await secondDevice(browser, user, newPassword);
  await page.reload();
  await expect(devices(page)).toHaveCount(2);
  await page.getByRole("button", { name: "Sign out everywhere else" }).click();
  await expect(page.getByText("Signed out of 1 other device")).toBeVisible();
  await expect(devices(page)).toHaveCount(1);
  await other.page.goto("/tickets");
  await expect(other.page).toHaveURL(/\/login$/);
  await other.context.close();

  // Logout ends this device's session on the server too, not only in the browser.
  const token = (await storedUser(page))?.token ?? "";
  await nav(page).getByRole("button", { name: "Logout" }).click();
  await expect(nav(page).getByRole("link", { name: "Login" })).toBeVisible();
  await expect
    .poll(async () =>
      (
        await page.request.get("/api/users/me", {
          headers: { Authorization: `Bearer ${token}` },
        })
      ).status(),
    )
    .toBe(401);
});

test("the registration mail's link confirms the address; the profile stops asking", async ({
  page,
  request,
}) => {
  const user = await createUser(request, "Vera Verify");
  await signIn(page, user);
  await page.goto("/profile");
  const ask = page
    .getByRole("status")
    .filter({ hasText: `Please confirm your email address: we sent a link to ${user.email}.` });
  await expect(ask).toBeVisible();

  // The link again, on request: a second mail.
  await waitForMailTo(user.email, "Confirm your email address");
  await ask.getByRole("button", { name: "Send the link again" }).click();
  await expect(page.getByText(`We have sent the link again to ${user.email}`)).toBeVisible();
  await expect
    .poll(
      async () => (await mailsTo(user.email)).filter((m) => m.subject.includes("Confirm")).length,
    )
    .toBe(2);

  const link = linkIn(
    await waitForMailTo(user.email, "Confirm your email address"),
    "/verify-email",
  );
  let posts = 0;
  page.on("request", (req) => {
    if (req.method() === "POST" && new URL(req.url()).pathname === "/api/users/verify-email")
      posts++;
  });
  await page.goto(link);
  await expect(page.getByText("Your email address is confirmed")).toBeVisible();
  expect(posts).toBe(1);
  expect(await storedUser(page)).toMatchObject({ email: user.email, emailVerified: true });

  await page.getByRole("link", { name: "Go to your profile" }).click();
  await expect(page.getByRole("heading", { name: "Profile", level: 1 })).toBeVisible();
  await expect(page.getByText("Please confirm your email address")).toHaveCount(0);

  // The link works once.
  await page.goto(link);
  await expect(page.getByRole("alert")).toContainText(LINK_REFUSED);
});

test.describe("on a desktop and on a phone", () => {
  test.setTimeout(120_000);

  const screens: {
    path: string;
    heading: string;
    ready: (page: Page) => Locator;
  }[] = [
    {
      path: "/forgot-password",
      heading: "Forgot Password",
      ready: (page) => page.getByRole("button", { name: "Send the link" }),
    },
    {
      path: `/reset-password?token=${MADE_UP_TOKEN}`,
      heading: "Choose a new password",
      ready: (page) => page.getByRole("button", { name: "Save the new password" }),
    },
    {
      path: "/profile",
      heading: "Profile",
      ready: (page) => page.getByRole("button", { name: /^Sign out Chrome on Linux/ }),
    },
  ];

  test("the account screens pass axe at 1280 and 375 px and never scroll sideways", async ({
    page,
    browser,
  }) => {
    const user = await accountWithoutSessions(page, "Asha Accessible");
    await signInWithForm(page, user.email, PASSWORD);
    const other = await secondDevice(browser, user, PASSWORD);
    for (const size of [DESKTOP, PHONE]) {
      await page.setViewportSize(size);
      for (const screen of screens) {
        await page.goto(screen.path);
        await expect(page.getByRole("heading", { name: screen.heading, level: 1 })).toBeVisible();
        await expect(screen.ready(page)).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        if (size === PHONE) await expectNoSidewaysScroll(page);
      }
    }
    await other.context.close();
  });
});

test("an account whose password an admin chose signs in at /login and must choose its own first", async ({
  page,
  request,
}) => {
  const admin = await login(request, ADMIN.email, ADMIN.password);
  const email = uniqueEmail("chosen");
  const created = await request.post("/api/users/admin-create", {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { name: "Chosen Staff", email, password: "admin-chose-this-1", role: "staff" },
  });
  expect(created.status()).toBe(201);

  // Sent to sign in from the staff queue, then to choose a password, then on to the queue.
  await page.goto("/staff/tickets");
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("admin-chose-this-1");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL(/\/choose-password$/);
  await expect(page).toHaveTitle("Choose your own password | Plassey Institute");
  // Any other signed-in page sends it back here until then.
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/choose-password$/);
  const form = page.getByRole("region", { name: "Change password" });
  await form.getByLabel("Current password").fill("admin-chose-this-1");
  await form.getByLabel("New password", { exact: true }).fill("my-very-own-password");
  await form.getByLabel("Confirm new password").fill("my-very-own-password");
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await page.goto("/staff/tickets");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/staff\/tickets/);
});
