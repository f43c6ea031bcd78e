import { join } from "node:path";
import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);

/**
 * Chromium 156 in headless mode preloads the address bar's suggestion popup, a WebUI page, in a
 * renderer of its own beside the page under test: on a two-core machine that renderer takes CPU
 * from the page, and the same page loads about 30 % slower (eight loads: 15-16 s without it,
 * 22-23 s with it). Chromium keeps only the last `--disable-features`, so this list repeats the
 * features Playwright disables itself (playwright-core's chromiumSwitches.ts, Playwright 1.65):
 * check it again when Playwright is upgraded.
 */
const DISABLED_FEATURES = [
  // Playwright's own.
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "msForceBrowserSignIn",
  "msEdgeUpdateLaunchServicesPreferredVersion",
  // The address bar's popups.
  "WebUIOmniboxPopup",
  "WebUIOmniboxFullPopup",
  "WebUIOmniboxAimPopup",
];
const reportDir = process.env.TEST_REPORT_DIR;

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: reportDir
    ? [["list"], ["json", { outputFile: join(reportDir, "playwright.json") }]]
    : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
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
        `--disable-features=${DISABLED_FEATURES.join(",")}`,
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
