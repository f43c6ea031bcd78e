// What a person (or a password manager's autofill) types into a form the moment it shows, before
// the page's scripts have taken over the server's HTML, is what the server receives once they
// have: React's hydration and the form's first renders keep it.
import { expect, type Page, type Request, test } from "@playwright/test";
import { createUser, linkIn, PASSWORD, uniqueEmail, waitForMailTo } from "./support";

/**
 * Opens `path` with the app's entry script held back, so the fields are typed into while the page
 * is the server's HTML alone; answers the function that lets the script through.
 */
async function openBeforeScripts(page: Page, path: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // Not waiting for the load event: it waits for the held script.
  await page.goto(path, { waitUntil: "commit" });
  return release;
}

/** Types `text` into the field `label` as soon as it is visible, as autofill does. */
async function typeAtOnce(page: Page, label: string, text: string) {
  await page.getByLabel(label, { exact: true }).fill(text);
}

/** The JSON body of the next POST to `path` once `submit` has been pressed. */
async function sentBody(page: Page, path: RegExp, submit: string): Promise<unknown> {
  // Not long: a form that lost what was typed refuses to send at all.
  const sent = page.waitForRequest(
    (request: Request) => request.method() === "POST" && path.test(new URL(request.url()).pathname),
    { timeout: 15_000 },
  );
  await page.getByRole("button", { name: submit }).click();
  return (await sent).postDataJSON();
}

test("the sign-in form sends what was typed as it appeared", async ({ page }) => {
  const user = await createUser(page.request, "Quick Typist");
  const release = await openBeforeScripts(page, "/login");
  await typeAtOnce(page, "Email", user.email);
  await typeAtOnce(page, "Password", PASSWORD);
  release();
  expect(await sentBody(page, /^\/api\/users\/login$/, "Submit")).toEqual({
    email: user.email,
    password: PASSWORD,
  });
  await expect(page).toHaveURL("/");
});

test("the registration form sends what was typed as it appeared", async ({ page }) => {
  const email = uniqueEmail("quick");
  const release = await openBeforeScripts(page, "/register");
  await typeAtOnce(page, "Name", "Quick Registrant");
  await typeAtOnce(page, "Email", email);
  await typeAtOnce(page, "Password", PASSWORD);
  await typeAtOnce(page, "Confirm password", PASSWORD);
  release();
  expect(await sentBody(page, /^\/api\/users\/?$/, "Submit")).toEqual({
    name: "Quick Registrant",
    locale: "en",
    email,
    password: PASSWORD,
  });
});

test("the weather box sends the city typed as it appeared", async ({ page }) => {
  const release = await openBeforeScripts(page, "/weather");
  await typeAtOnce(page, "City name", "Kolkata");
  release();
  expect(await sentBody(page, /^\/api\/weather$/, "Submit")).toEqual({ text: "Kolkata" });
  await expect(page.getByTestId("weather-result")).toHaveText("Temperature of Kolkata is 27.4°C");
});

test("the new password typed as the reset form appeared is the one set", async ({
  page,
  request,
}) => {
  const user = await createUser(request, "Quick Resetter");
  const forgot = await request.post("/api/users/forgot-password", { data: { email: user.email } });
  expect(forgot.status()).toBe(202);
  const link = linkIn(await waitForMailTo(user.email, "Choose a new password"), "/reset-password");
  const newPassword = "quick-reset-password-8";

  const release = await openBeforeScripts(page, link);
  await typeAtOnce(page, "New password", newPassword);
  await typeAtOnce(page, "Confirm new password", newPassword);
  release();
  const body = await sentBody(page, /^\/api\/users\/reset-password$/, "Save the new password");
  expect(body).toMatchObject({ password: newPassword });
  await expect(page).toHaveURL(/\/login$/);
  const signedIn = await request.post("/api/users/login", {
    data: { email: user.email, password: newPassword },
  });
  expect(signedIn.status()).toBe(200);
});
