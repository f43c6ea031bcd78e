import { join } from "node:path";
import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
const reportDir = process.env.TEST_REPORT_DIR;

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: true,
  // Two workers, in CI and out (the command line's --workers overrides it). Playwright's own
  // default is half the cores, one on CI's two-core machine, where a journey waits on the server,
  // a mail or a timer much of its time while the other worker uses the core; the server the
  // journeys run against used under a tenth of the CPU of a two-worker run: it does not limit
  // the second worker, the browsers do (docs/testing.md has the figures).
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: reportDir
    ? [["list"], ["json", { outputFile: join(reportDir, "playwright.json") }]]
    : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A failed test keeps a screenshot of its end. No trace is recorded by default: Playwright
    // records one for every test to keep it for a failed one, and its DOM snapshots cost the
    // browser about a third more CPU on two cores, enough to push the journeys past CI's budget
    // (docs/testing.md). Re-run a failing journey with `--trace retain-on-failure` (or `on`) to
    // get one.
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: {
      // Debian's old headless shell (package chromium-headless-shell), what Playwright itself runs
      // for headless tests: the full browser in headless mode also runs its window's UI (156
      // keeps the address bar's popup, a WebUI page, preloaded in a renderer of its own), which on
      // two cores loads the same page about 40 % slower.
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        // The voice recorder journeys: grant the microphone and feed it Chromium's test tone.
        "--use-fake-ui-for-media-stream",
        "--use-fake-device-for-media-stream",
      ],
    },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { E2E_PORT: String(port) },
  },
});
