// The web app's unit tests: code whose output is checked without a browser. The screens are tested
// in Chromium by the browser journeys (e2e/); the formatting the web shares with the server is
// tested in packages/shared (npm run test:shared).
import { join } from "node:path";
import { lingui } from "@lingui/vite-plugin";
import { defineConfig } from "vitest/config";

const reportDir = process.env.TEST_REPORT_DIR;
const reportName = process.env.TEST_REPORT_NAME ?? "local";

const INCLUDE = ["src/**/*.test.{ts,tsx}", "build/**/*.test.ts"];

// Files that replace a module with vi.mock: a mock applies to the module as a file imports it, so
// these run in workers of their own (Vitest's default isolation), as the server's do.
const MOCKING = [
  "src/components/search-select.test.tsx",
  "src/features/locations/components/user-tracking.test.tsx",
];

export default defineConfig({
  // Lingui's macros, as the app's build compiles them (vite.config.ts).
  plugins: [lingui({ macroTransform: true })],
  resolve: { alias: { "@/": new URL("./src/", import.meta.url).pathname } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "shared",
          include: INCLUDE,
          exclude: ["**/node_modules/**", ...MOCKING],
          // The files share their worker's loaded modules (Mantine, React, the catalogues) instead
          // of importing them again each: importing was 86 % of the run (75 s against 8 s here),
          // and every file renders into its own container with its own QueryClient, so none
          // leans on another's module state (the suite also passes with --sequence.shuffle).
          isolate: false,
        },
      },
      { extends: true, test: { name: "isolated", include: MOCKING } },
    ],
    environment: "node",
    passWithNoTests: true,
    reporters: reportDir ? ["default", "json"] : ["default"],
    ...(reportDir ? { outputFile: { json: join(reportDir, `web-${reportName}.json`) } } : {}),
  },
});
