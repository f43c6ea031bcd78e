// The message catalogues: one per language for the web app and one for the server (its refusals,
// mails and PDFs), English the source. `npm run messages` extracts the messages from the code into
// the catalogues (PO files a translator edits) and compiles them into the modules the apps import;
// `npm run messages:check` (part of `npm test`) fails when a catalogue misses a message the code
// uses, keeps one it no longer uses, lacks a Bengali translation, or was not compiled.
import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";

const notTests = ["**/*.test.ts", "**/*.test.tsx", "**/test/**", "**/node_modules/**"];

export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "bn"],
  // A message with no Bengali yet shows in English rather than as its id.
  fallbackLocales: { default: "en" },
  catalogs: [
    {
      path: "<rootDir>/apps/web/src/locales/{locale}",
      include: ["<rootDir>/apps/web/src", "<rootDir>/packages/shared/src"],
      exclude: notTests,
    },
    {
      path: "<rootDir>/apps/server/src/locales/{locale}",
      include: ["<rootDir>/apps/server/src", "<rootDir>/packages/shared/src"],
      exclude: notTests,
    },
  ],
  // Stable files: entries by id, origins without line numbers, so moving code changes nothing.
  orderBy: "messageId",
  format: formatter({ lineNumbers: false }),
  compileNamespace: "ts",
});
