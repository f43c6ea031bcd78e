// The web app's unit tests: code whose output is checked without a browser. The screens are tested
// in Chromium by the browser journeys (e2e/); the formatting the web shares with the server is
// tested in packages/shared (npm run test:shared).
import { join } from "node:path";
import { lingui } from "@lingui/vite-plugin";
import { defineConfig } from "vitest/config";

const reportDir = process.env.TEST_REPORT_DIR;
const reportName = process.env.TEST_REPORT_NAME ?? "local";

export default defineConfig({
  // Lingui's macros, as the app's build compiles them (vite.config.ts).
  plugins: [lingui({ macroTransform: true })],
  resolve: { alias: { "@/": new URL("./src/", import.meta.url).pathname } },
  test: {
    include: ["src/**/*.test.{ts,tsx}", "build/**/*.test.ts"],
    environment: "node",
    passWithNoTests: true,
    reporters: reportDir ? ["default", "json"] : ["default"],
    ...(reportDir ? { outputFile: { json: join(reportDir, `web-${reportName}.json`) } } : {}),
  },
});
