// Adds up the test reports of a CI run and prints the closing "N passed, M failed" line.
// A step that failed without a failing test in any report (lint, types, a crash) counts as one failure.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const [dir = "ci-reports", stepsFailedArg = "0"] = process.argv.slice(2);
const stepsFailed = Number(stepsFailedArg);
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of existsSync(dir) ? readdirSync(dir) : []) {
  if (!file.endsWith(".json")) continue;
  const report = JSON.parse(readFileSync(join(dir, file), "utf8"));
  if (report.stats && "expected" in report.stats) {
    // Playwright's JSON reporter
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
  } else if ("numPassedTests" in report) {
    // Vitest's (Jest-compatible) JSON reporter
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    if (report.numFailedTestSuites > 0 && report.numFailedTests === 0)
      failed += report.numFailedTestSuites;
  }
  console.log(`${file}: running total ${passed} passed, ${failed} failed`);
}
if (failed === 0 && stepsFailed > 0) failed = stepsFailed;
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed > 0 || stepsFailed > 0 ? 1 : 0);
