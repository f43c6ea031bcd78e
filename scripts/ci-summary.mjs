// Adds up the test reports of a CI run and prints the closing "N passed, M failed" line.
// A step that failed without a failing test in any report (lint, types, a crash) counts as one failure.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const [dir = "ci-reports", stepsFailedArg = "0"] = process.argv.slice(2);
const stepsFailed = Number(stepsFailedArg);
let passed = 0;
let failed = 0;
let skipped = 0;
/** Names of the failed tests, printed last so that CI's tail of the output shows them. */
const failures = [];
/** Playwright's report nests suites (files, describe blocks) holding specs holding tests. */
function playwrightFailures(suite, path) {
  for (const spec of suite.specs ?? []) {
    for (const t of spec.tests ?? []) {
      if (t.status === "unexpected")
        failures.push(`${spec.file ?? path}: ${spec.title} (${t.projectName})`);
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures(child, suite.file ?? path);
}
for (const file of existsSync(dir) ? readdirSync(dir) : []) {
  if (!file.endsWith(".json")) continue;
  const report = JSON.parse(readFileSync(join(dir, file), "utf8"));
  if (report.stats && "expected" in report.stats) {
    // Playwright's JSON reporter
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
    for (const suite of report.suites ?? []) playwrightFailures(suite, suite.file);
  } else if ("numPassedTests" in report) {
    // Vitest's (Jest-compatible) JSON reporter
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    if (report.numFailedTestSuites > 0 && report.numFailedTests === 0)
      failed += report.numFailedTestSuites;
    for (const fileResult of report.testResults ?? []) {
      for (const a of fileResult.assertionResults ?? [])
        if (a.status === "failed") failures.push(`${file}: ${a.fullName}`);
      if (fileResult.status === "failed" && !(fileResult.assertionResults ?? []).length)
        failures.push(`${file}: ${fileResult.name}: ${fileResult.message?.split("\n")[0] ?? ""}`);
    }
  }
  console.log(`${file}: running total ${passed} passed, ${failed} failed`);
}
for (const failure of failures) console.log(`failed: ${failure}`);
if (failed === 0 && stepsFailed > 0) failed = stepsFailed;
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed > 0 || stepsFailed > 0 ? 1 : 0);
