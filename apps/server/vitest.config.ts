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
    // Two files at a time: many tests wait on child processes and sockets, so two workers finish
    // the suite in about 60 % of the time even on a 2-core machine (Vitest's default there is
    // one). Each file has a database (a PostgreSQL schema) of its own.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 30_000,
    reporters: reportDir ? ["default", "json"] : ["default"],
    ...(reportDir ? { outputFile: { json: join(reportDir, `server-${reportName}.json`) } } : {}),
  },
});
