import { join } from "node:path";
import { defineConfig } from "vitest/config";

// CI collects a JSON report per run (TEST_REPORT_DIR); a local run only prints.
const reportDir = process.env.TEST_REPORT_DIR;
const reportName = process.env.TEST_REPORT_NAME ?? "server";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    globalSetup: ["src/test/global-setup.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 30_000,
    reporters: reportDir ? ["default", "json"] : ["default"],
    ...(reportDir ? { outputFile: { json: join(reportDir, `server-${reportName}.json`) } } : {}),
  },
});
