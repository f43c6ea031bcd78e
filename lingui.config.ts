// The message catalogues: the web app's in two parts, and one for the server (its refusals, mails
// and PDFs), each one per language, English the source. `npm run messages` extracts the messages
// from the code into the catalogues (PO files a translator edits) and compiles them into the
// modules the apps import; `npm run messages:check` (part of `npm test`) fails when a catalogue
// misses a message the code uses, keeps one it no longer uses, lacks a Bengali translation, or was
// not compiled.
//
// The web app's two parts (decision 068): the public part, loaded with the page's language at
// start-up, holds the messages of everything a visitor's page can draw (the public pages, the
// layouts, the navigation, the chat box); the signed-in part holds those of the files only the
// signed-in screens draw (the routes below router.tsx's `signedIn`, and what only they import),
// and loads with those screens (app/signed-in-area.tsx). A file not listed in SIGNED_IN is in
// the public part, so a new file's words are on every page until it is listed here;
// e2e/start-up-script.spec.ts fails when a file a public page loads is listed.
import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";

const notTests = ["**/*.test.ts", "**/*.test.tsx", "**/test/**", "**/node_modules/**"];

const WEB = "<rootDir>/apps/web/src";

/** The files only signed-in screens draw: the web catalogue's signed-in part. */
const SIGNED_IN = [
  // The signed-in screens' pages.
  `${WEB}/app/routes/{staff-*,admin-products,admission,all-users,billing,choose-password}.tsx`,
  `${WEB}/app/routes/{dashboard,email,entrance-test,entrance-test-results,institute-settings}.tsx`,
  `${WEB}/app/routes/{invoice,map-users,mechanic,new-student-list,new-ticket,order,overview}.tsx`,
  `${WEB}/app/routes/{pay,product-edit,profile,saved-replies,see-order,share-location}.tsx`,
  `${WEB}/app/routes/{student-list,teacher-upload,test-attempt,test-result,tests,ticket}.tsx`,
  `${WEB}/app/routes/{tickets,trip-reserve,user-tracking,vehicle-delete,vehicle-details}.tsx`,
  `${WEB}/app/routes/voter-insert.tsx`,
  // Features only they have.
  `${WEB}/features/{admissions,institute,invoices,locations,mail,mechanics,money,orders}/**`,
  `${WEB}/features/{overview,payments,question-bank,saved-replies,students,teachers}/**`,
  `${WEB}/features/{test-series,tickets,vehicles,voters}/**`,
  // Their parts of the features the public pages have too.
  `${WEB}/features/courses/components/{batch-form,batches-table,course-form}.tsx`,
  `${WEB}/features/courses/components/{courses-table,fee-plan-editor,roster-dialog}.tsx`,
  `${WEB}/features/exams/components/{countdown,entrance-results-table,entrance-test}.tsx`,
  `${WEB}/features/exams/components/{quiz-results-table,test-in-progress,test-review,test-rules}.tsx`,
  `${WEB}/features/people/components/{bilingual-field,course-picker,shown-badge}.tsx`,
  `${WEB}/features/people/components/{staff-gallery,staff-results,staff-teachers-table}.tsx`,
  `${WEB}/features/people/components/{staff-testimonials,teacher-editor}.tsx`,
  `${WEB}/features/people/components/teacher-profile-picker.tsx`,
  `${WEB}/features/products/components/product-edit-form.tsx`,
  `${WEB}/features/trips/components/{booking-form,booking-status-badge,departures-table}.tsx`,
  `${WEB}/features/trips/components/{my-bookings,my-trip-rules,passenger-list}.tsx`,
  `${WEB}/features/trips/components/{staff-trips-table,trip-editor,trip-photo}.tsx`,
  `${WEB}/features/users/components/{avatar-picker,change-password-form,create-user-form}.tsx`,
  `${WEB}/features/users/components/{delete-user-button,email-confirmation-alert}.tsx`,
  `${WEB}/features/users/components/{language-settings,profile-details,signed-in-devices}.tsx`,
  `${WEB}/features/users/components/{users-table,welcome}.tsx`,
  `${WEB}/features/users/utils/**`,
  `${WEB}/components/{data-table,export-button,list-toolbar,photo-section,status-picker}.tsx`,
  `${WEB}/components/{contact-lines,ordered-photos,search-select}.tsx`,
  // The shared schemas only they check forms with.
  "<rootDir>/packages/shared/src/{collections,desk-reports,locations,mail,mechanics,orders}.ts",
  "<rootDir>/packages/shared/src/{question-bank,saved-replies,teachers,test-series}.ts",
  "<rootDir>/packages/shared/src/{tickets,vehicles,voters}.ts",
];

export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "bn"],
  // A message with no Bengali yet shows in English rather than as its id.
  fallbackLocales: { default: "en" },
  catalogs: [
    {
      path: `${WEB}/locales/{locale}`,
      include: [WEB, "<rootDir>/packages/shared/src"],
      exclude: [...notTests, ...SIGNED_IN],
    },
    {
      path: `${WEB}/locales/signed-in/{locale}`,
      include: SIGNED_IN,
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
