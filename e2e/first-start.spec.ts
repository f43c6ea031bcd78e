// The first start (docs/operations.md: the database): a fresh built server with no ADMIN_PASSWORD makes the
// default administrator with a one-time password it logs once. At 375 and 1280 px that
// administrator signs in at /login, is made to choose a password, lands on the overview and
// follows a chart to its filtered list. The test gets a server of its own (the shared e2e server
// has ADMIN_PASSWORD set), on a free port, with a new data folder and the demo content.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { test as base, expect } from "@playwright/test";
import { freePort } from "../apps/server/src/test/free-port";
import { startFakeMail } from "../scripts/fake-mail.mjs";
import { expectNoSeriousA11yViolations, screenshot, whenHydrated } from "./support";

const ROOT = resolve(import.meta.dirname, "..");
/** The address the server gives the administrator when ADMIN_EMAIL is unset (admin-account.ts). */
const DEFAULT_ADMIN_EMAIL = "admin@example.org";
const ONE_TIME_PASSWORD_LOGGED = "administrator account created with this one-time password";

type FirstStart = { url: string; email: string; password: string };

/**
 * Starts apps/server/dist/server.js (the production build, as `npm start` runs it) on a new data
 * folder with no ADMIN_PASSWORD, and answers once it is up and has logged the one-time password.
 */
async function startFirstServer(smtpUrl: string) {
  const dataDir = mkdtempSync(join(tmpdir(), "portal-e2e-first-start-"));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [join(ROOT, "apps/server/dist/server.js")], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "pipe"],
    // Nothing inherited but what Node needs: no ADMIN_EMAIL, ADMIN_PASSWORD or DATABASE_URL.
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      TMPDIR: process.env.TMPDIR,
      DATA_DIR: dataDir,
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: url,
      WEB_DIST_DIR: join(ROOT, "apps/web/dist"),
      // The charts' figures: two admissions, a pending and an accepted one.
      DEMO_DATA: "true",
      // Mail goes to a local fake, never out.
      SMTP_URL: smtpUrl,
      LOG_LEVEL: "warn",
      SHUTDOWN_DRAIN_SECONDS: "0",
    },
  });
  let output = "";
  let password: string | undefined;
  let email: string | undefined;
  let partial = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString("utf8");
    const lines = (partial + chunk.toString("utf8")).split("\n");
    partial = lines.pop() ?? "";
    for (const line of lines) {
      try {
        const entry = JSON.parse(line) as { msg?: string; email?: string; password?: string };
        if (entry.msg === ONE_TIME_PASSWORD_LOGGED) ({ email, password } = entry);
      } catch {
        // Not a log line.
      }
    }
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString("utf8");
  });
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await expect
      .poll(
        async () => {
          if (child.exitCode !== null) throw new Error(`the server stopped:\n${output}`);
          const health = await fetch(`${url}/api/health`).catch(() => undefined);
          return health?.status === 200 && password !== undefined;
        },
        {
          message: `the server is up and logged the one-time password:\n${output}`,
          timeout: 60_000,
        },
      )
      .toBe(true);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    server: { url, email: email ?? "", password: password ?? "" } satisfies FirstStart,
    output: () => output,
    stop,
  };
}

const test = base.extend<{ firstStart: FirstStart }>({
  firstStart: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixtures take their dependencies this way
    async ({}, use, testInfo) => {
      const mail = await startFakeMail();
      const started = await startFirstServer(mail.smtpUrl).catch(async (error) => {
        await mail.close();
        throw error;
      });
      try {
        await use(started.server);
      } finally {
        if (testInfo.status !== testInfo.expectedStatus) {
          await testInfo.attach("server-output", { body: started.output() });
        }
        await started.stop();
        await mail.close();
      }
    },
    // A first start seeds the demo content: not counted in the test's own time.
    { timeout: 90_000 },
  ],
  // Every page the test opens is on its own server.
  baseURL: async ({ firstStart }, use) => use(firstStart.url),
});

const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1280, height: 900 };

// One server for both widths: a first start seeds the demo content, which is most of the test's
// time. The sign-in and the choice of password are the same at any width and are made at 375 px;
// accessibility.spec.ts scans /choose-password at both widths. The overview and the list its
// chart opens are checked at both.
test.use({ viewport: PHONE });

test("the default admin signs in with the one-time password, chooses one, lands on the overview and follows a chart to its filtered list, at 375 and 1280 px", async ({
  page,
  firstStart,
}, testInfo) => {
  // Two widths' overview and list, each scanned by axe: the two tests' time this replaces.
  test.setTimeout(120_000);
  // Made for the default address, since ADMIN_EMAIL is unset.
  expect(firstStart.email).toBe(DEFAULT_ADMIN_EMAIL);
  expect(firstStart.password.length).toBeGreaterThanOrEqual(10);

  await page.goto("/login");
  await whenHydrated(page);
  await page.getByLabel("Email").fill(firstStart.email);
  await page.getByLabel("Password", { exact: true }).fill(firstStart.password);
  await page.getByRole("button", { name: "Submit" }).click();

  await expect(page).toHaveURL(`${firstStart.url}/choose-password`);
  await expect(page).toHaveTitle("Choose your own password | Plassey Institute");
  const form = page.getByRole("region", { name: "Change password" });
  await form.getByLabel("Current password").fill(firstStart.password);
  await form.getByLabel("New password", { exact: true }).fill("first-admin-own-password");
  await form.getByLabel("Confirm new password").fill("first-admin-own-password");
  await form.getByRole("button", { name: "Change password" }).click();

  // The back office's home, not the page a signed-in admin happened to be sent to.
  await expect(page).toHaveURL(`${firstStart.url}/staff`);
  for (const viewport of [PHONE, DESKTOP]) {
    if (viewport !== PHONE) {
      // The layout is chosen from the width at load.
      await page.setViewportSize(viewport);
      await page.goto("/staff");
    }
    await expect(page.getByRole("heading", { name: "Overview", level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Admissions by status" })).toBeVisible();
    const pending = page.getByRole("link", { name: "Pending: 1" });
    await expect(pending).toBeVisible();
    await expect(page.getByRole("link", { name: "Accepted: 1" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, `overview-${viewport.width}`);

    // The chart's link opens the admissions list filtered to that status.
    await pending.click();
    await expect(page).toHaveURL(`${firstStart.url}/newstudentlist?status=pending`);
    await expect(page.getByRole("heading", { name: "New admission list", level: 1 })).toBeVisible();
    const filters = page.getByRole("search", { name: "Search and filter admissions" });
    await expect(filters.getByLabel("Status")).toHaveValue("pending");
    await expect(filters.getByLabel("Course")).toHaveValue("");
    // Only the pending admission (a card per row at 375 px, a table at 1280 px).
    await expect(page.getByRole("row").filter({ hasText: "Tapan Roy" })).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: "Mitali Das" })).toHaveCount(0);
  }
});
