// Accessibility findings of the back-office review, each at its root: the confirmation dialog's focus and names,
// dialogs without a second banner, the password toggle by keyboard, the shop's moving line that
// stops, and /voice that leaves focus where the browser put it.
import { expect, test } from "@playwright/test";
import {
  ADMIN,
  createUser,
  expectNoSeriousA11yViolations,
  login,
  signIn,
  whenHydrated,
} from "./support";

test.use({ viewport: { width: 375, height: 740 } });

test("a confirmation dialog starts on Cancel, names its close button and adds no banner", async ({
  page,
  request,
}) => {
  const admin = await login(request, ADMIN.email, ADMIN.password);
  await signIn(page, admin);
  await page.goto("/shop");
  await page
    .getByRole("button", { name: /^Delete/ })
    .first()
    .click();
  const dialog = page.getByRole("dialog", { name: "Delete this product?" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await expect(dialog.getByRole("button", { name: "Close dialog" })).toBeVisible();
  // The dialog's header is no landmark: the page keeps one banner, its own.
  await expect(dialog.locator("header")).toHaveAttribute("role", "none");
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
});

test("the first Tab of a public page and of a back-office page shows a skip link that jumps past the navigation", async ({
  page,
  request,
}) => {
  const skipFrom = async (path: string) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await page.locator("body").focus();
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
  };
  await skipFrom("/fees");
  const admin = await login(request, ADMIN.email, ADMIN.password);
  await signIn(page, admin);
  await skipFrom("/staff");
});

test("the show/hide password button is reached by Tab and shows the password", async ({ page }) => {
  await page.goto("/login");
  const password = page.getByLabel("Password", { exact: true });
  await password.fill("a-secret-value");
  await password.focus();
  await page.keyboard.press("Tab");
  const toggle = page.getByRole("button", { name: "Toggle password visibility" });
  await expect(toggle).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(password).toHaveAttribute("type", "text");
});

test("the shop's moving line has a button that stops and restarts it", async ({ page }) => {
  // It moves on a wide screen; on a phone it stands still, wrapped, and needs no button.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/shop");
  // The button works by script: the server's HTML shows it before that has run.
  await whenHydrated(page);
  const pause = page.getByRole("button", { name: "Pause the moving line" });
  await expect(pause).toHaveAttribute("aria-pressed", "false");
  const playState = () =>
    page
      .getByText(/All items are 100% genuine/)
      .evaluate((element) => getComputedStyle(element).animationPlayState);
  expect(await playState()).toBe("running");
  await pause.focus();
  await page.keyboard.press("Enter");
  await expect(pause).toHaveAttribute("aria-pressed", "true");
  expect(await playState()).toBe("paused");
});

test("/voice leaves focus where the browser put it on arrival", async ({ page }) => {
  await page.goto("/voice");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: /start/i }).first()).toBeVisible();
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
});

test("a refused form puts focus on its first refused field, from its own check or the server's", async ({
  page,
  request,
}) => {
  const taken = await createUser(request, "Taken Address");
  await page.goto("/register");
  // The server's HTML: the button waits for the page's script to take over (decision 022).
  await expect(page.getByRole("button", { name: "Submit" })).toBeEnabled();
  await page.getByRole("button", { name: "Submit" }).focus();
  await page.keyboard.press("Enter");
  const name = page.getByLabel("Name");
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  // Valid to the form, refused by the server (the address has an account): focus goes to it.
  await name.fill("Second Person");
  await page.getByLabel("Email").fill(taken.email);
  await page.getByLabel("Password", { exact: true }).fill("another-long-password");
  await page.getByLabel("Confirm password").fill("another-long-password");
  await page.getByRole("button", { name: "Submit" }).focus();
  await page.keyboard.press("Enter");
  const email = page.getByLabel("Email");
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toBeFocused();
});
