// What a page's start-up script holds (decision 061): a visitor's page loads neither the
// confirmation dialogs' code (Mantine's modals manager, Modal, Floating UI), nor the toast stack,
// nor, on a phone, the wide bar's menus, nor the other language's zod messages. Each script the
// page loads is read through its source map (the build writes them beside the chunks, the server
// never serves them), so the check names modules, not the chunks Vite happens to make.
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { createUser, signIn, whenHydrated } from "./support";

const ASSETS = resolve(import.meta.dirname, "../apps/web/dist/assets");

/** The source modules of every script the page loads until the network is idle. */
async function loadedModules(page: Page, path: string): Promise<string[]> {
  const scripts: string[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(response.url());
  });
  await page.goto(path, { waitUntil: "networkidle" });
  await expect(page.locator("main h1").first()).toBeVisible();
  return scripts.flatMap((url) => {
    const { pathname } = new URL(url);
    const mapFile = `${ASSETS}/${pathname.replace(/^\/assets\//, "")}.map`;
    // Scripts outside assets/ and Rolldown's runtime (no module of its own) have no map.
    if (!pathname.startsWith("/assets/") || !existsSync(mapFile)) return [];
    const map = JSON.parse(readFileSync(mapFile, "utf8")) as { sources: string[] };
    return map.sources;
  });
}

/** The modals manager and Mantine's Modal. */
const DIALOGS_OWN = /@mantine\/modals\/|@mantine\/core\/esm\/components\/Modal\//;
/** ... with Floating UI, which Modal's scroll area brought; on a wide window the menus bring it. */
const DIALOGS = new RegExp(`${DIALOGS_OWN.source}|@floating-ui\\/`);
const TOASTS = /@mantine\/notifications\/esm\/Notifications\.mjs|react-transition-group\//;
const WIDE_BAR = /app\/layouts\/wide-nav\.tsx|@mantine\/core\/esm\/components\/Menu\//;
const BENGALI_ZOD = /zod\/v4\/locales\/bn\.js/;

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  for (const path of ["/", "/shop"]) {
    test(`a visitor's ${path} loads no dialog, toast stack, wide bar or Bengali zod messages`, async ({
      page,
    }) => {
      const modules = await loadedModules(page, path);
      expect(modules.length).toBeGreaterThan(0);
      for (const unwanted of [DIALOGS, TOASTS, WIDE_BAR, BENGALI_ZOD]) {
        expect(modules.filter((module) => unwanted.test(module))).toEqual([]);
      }
    });
  }

  test("a signed-in screen loads the modals manager its dialogs need", async ({
    page,
    request,
  }) => {
    await signIn(page, await createUser(request, "Start-up Reader"));
    const modules = await loadedModules(page, "/tickets");
    expect(modules.some((module) => /@mantine\/modals\//.test(module))).toBe(true);
    expect(modules.filter((module) => WIDE_BAR.test(module))).toEqual([]);
  });
});

test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a visitor's home page loads the wide bar, and its Education menu opens", async ({
    page,
  }) => {
    const modules = await loadedModules(page, "/");
    expect(modules.some((module) => WIDE_BAR.test(module))).toBe(true);
    // Floating UI comes with the menus here; the dialogs' own code and the toast stack do not.
    const dialogsOrToasts = new RegExp(`${DIALOGS_OWN.source}|${TOASTS.source}`);
    expect(modules.filter((module) => dialogsOrToasts.test(module))).toEqual([]);
    await whenHydrated(page);
    await page
      .getByRole("navigation", { name: "Main" })
      .getByText("Education", { exact: true })
      .click();
    await expect(page.getByRole("menuitem", { name: "Fees structure" })).toBeVisible();
  });
});

test.describe("a part whose code cannot be loaded", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("is left out and tried again once back online: the page stays", async ({
    page,
    request,
  }) => {
    // The toast stack's chunk fails, as on a dropped connection or in a tab left open across a
    // deploy.
    let broken = true;
    await page.route(/\/assets\/toast-stack-[^/]*\.js$/, (route) =>
      broken ? route.abort("internetdisconnected") : route.continue(),
    );
    await signIn(page, await createUser(request, "Broken Chunk Reader"));
    await page.goto("/profile");
    await whenHydrated(page);
    const digits = page.getByRole("switch", { name: /Latin digits in Bengali/ });
    await expect(digits).toBeVisible();

    // A failed save wants a toast; the toast stack's code does not come, and the page stays.
    await page.route("**/api/users/me", (route) =>
      route.request().method() === "PUT" ? route.abort("internetdisconnected") : route.continue(),
    );
    const toastsFailed = page.waitForEvent("requestfailed", (failed) =>
      /toast-stack/.test(failed.url()),
    );
    await digits.click();
    await toastsFailed;
    await expect(page.getByText("Unexpected Application Error")).toHaveCount(0);
    await expect(digits).toBeVisible();

    // Back online: the stack loads and the failure waiting in the toasts' store is told. (The
    // toasts' boundary hears "online" once it has caught the failed
    // load, a moment after the request failed: the event is sent until the toast shows.)
    broken = false;
    await expect(async () => {
      await page.evaluate(() => window.dispatchEvent(new Event("online")));
      await expect(page.locator(".mantine-Notification-root")).toBeVisible({ timeout: 1000 });
    }).toPass();
  });
});
