import { join } from "node:path";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

// CI collects a JSON report per run (TEST_REPORT_DIR); a local run only prints.
const reportDir = process.env.TEST_REPORT_DIR;
const reportName = process.env.TEST_REPORT_NAME ?? "server";

// Files that never open a database, neither directly nor through the app or a server process:
// settings, tokens, ids, CSV and weather parsing, PDF text, the report writer, the IMAP and
// deployment fixtures, and statement-cache (SQLite's own driver, in memory). They behave the same on either
// engine, so they run in the SQLite pass (`npm test`) only, not again in CI's PostgreSQL pass
// (DATABASE_URL set). Every other file builds the app or starts the server on the engine, so it
// runs in both; multi-process and rolling-restart run in the PostgreSQL pass only (they skip
// without DATABASE_URL).
const ENGINE_INDEPENDENT = [
  "src/config.test.ts",
  "src/deploy-files.test.ts",
  "src/db/statement-cache.test.ts",
  "src/lib/bengali-shaping.test.ts",
  "src/lib/ids.test.ts",
  "src/lib/pdf-writer.test.ts",
  "src/lib/script-runs.test.ts",
  "src/modules/courses/prospectus-pdf.test.ts",
  "src/modules/invoices/invoice-pdf.test.ts",
  "src/lib/session-tokens.test.ts",
  "src/lib/uploaded-image.test.ts",
  "src/modules/voters/voter-csv.test.ts",
  "src/modules/weather/weather.service.test.ts",
  "src/test/global-setup.test.ts",
  "src/test/imap-server.test.ts",
];

// The PostgreSQL-only files (they skip on SQLite). Vitest starts the files that took longest last
// time first, but CI's PostgreSQL pass follows the SQLite pass, where these took no time: they
// started last and ran alone at the end (about 15 s of rolling-restart). They start first instead.
const POSTGRES_ONLY = ["src/multi-process.test.ts", "src/rolling-restart.test.ts"];

class PostgresOnlyFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const only = (file: TestSpecification) =>
      POSTGRES_ONLY.some((path) => file.moduleId.endsWith(`/${path}`));
    return [...sorted.filter(only), ...sorted.filter((file) => !only(file))];
  }
}

// Files that replace a module with vi.mock: a mock applies to the module as a file imports it,
// so these run in workers of their own (Vitest's default isolation). Every other file shares its
// worker's loaded modules with the files before it (`isolate: false`): loading the server's
// modules again for each of about a hundred files was a third of the suite's time (docs/testing.md).
const MOCKING = [
  "src/lib/uploaded-image.test.ts",
  "src/modules/payments/debt-changes.test.ts",
  "src/modules/tickets/attachments.test.ts",
  "src/modules/users/account-races.test.ts",
];

const exclude = ["**/node_modules/**", ...(process.env.DATABASE_URL ? ENGINE_INDEPENDENT : [])];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "shared",
          include: ["src/**/*.test.ts"],
          exclude: [...exclude, ...MOCKING],
          isolate: false,
        },
      },
      { test: { name: "isolated", include: MOCKING, exclude } },
    ],
    // One-pass password hashes (lib/password.ts): hashing was most of the suite's CPU time.
    env: { NODE_ENV: "test", PORTAL_TEST_ONE_PASS_HASHES: "1" },
    globalSetup: ["src/test/global-setup.ts"],
    environment: "node",
    // Two files at a time: many tests wait on child processes and sockets, so two workers finish
    // the suite in about 60 % of the time even on a 2-core machine (Vitest's default there is
    // one). Each file has a database (a PostgreSQL schema) of its own.
    maxWorkers: 2,
    ...(process.env.DATABASE_URL ? { sequence: { sequencer: PostgresOnlyFirst } } : {}),
    testTimeout: 30_000,
    hookTimeout: 30_000,
    reporters: reportDir ? ["default", "json"] : ["default"],
    ...(reportDir ? { outputFile: { json: join(reportDir, `server-${reportName}.json`) } } : {}),
  },
});
