import { expect, test } from "@playwright/test";
import { createUser, expectNoSeriousA11yViolations, signIn } from "./support";

// A 1x1 red PNG.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==",
  "base64",
);

test("a user uploads a profile picture that stays after reload", async ({ page, request }) => {
  const user = await createUser(request, "Pia Picture");
  await signIn(page, user);
  await page.goto("/profile");
  await expect(page.getByText(`Email: ${user.email}`)).toBeVisible();
  const placeholder = page.getByRole("img", { name: /profile picture/i });
  await expect(placeholder).toBeVisible();
  const box = await placeholder.boundingBox();
  expect(Math.round(box?.width ?? 0)).toBe(150);
  await expectNoSeriousA11yViolations(page);

  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: /choose a picture/i }).click();
  await (await chooser).setFiles({ name: "me.png", mimeType: "image/png", buffer: PNG });
  await expect(page.getByRole("img", { name: /profile picture/i })).toHaveAttribute(
    "src",
    /^blob:/,
  );
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByRole("img", { name: /profile picture/i })).toHaveAttribute(
    "src",
    /\/media\//,
  );
  await page.reload();
  await expect(page.getByRole("img", { name: /profile picture/i })).toHaveAttribute(
    "src",
    /\/media\//,
  );
});

test("a visitor opening location sharing or the profile is sent to login, and comes back", async ({
  page,
  request,
}) => {
  const user = await createUser(request, "Raj Return");
  await page.goto("/share-location");
  await expect(page).toHaveURL(/\/login/);
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill("secret-pass-1");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL("/profile");
  await expect(page.getByText(`Email: ${user.email}`)).toBeVisible();
});
