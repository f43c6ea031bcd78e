// The routes: one table for React Router's data router, which main.tsx runs in the browser
// (createBrowserRouter) and entry-server.tsx on the server for the public pages
// (createStaticHandler). Every page loads with React Router's `lazy`, in a chunk of its own; a
// page that shows data from the API exports a `loader` beside its component, which puts that data
// into TanStack Query's cache with the query options the page's hooks use (query-loader.ts), so
// the server's HTML has it and a navigation shows the page once it is there.
import { splitLanguage } from "@app/shared/i18n";
import { isPublicPage, PUBLIC_PAGES } from "@app/shared/public-pages";
import { type ComponentType, Suspense } from "react";
import { Outlet, type RouteObject, useLocation } from "react-router";
import { PageLoader } from "@/components/page-loader";
import { getUser, useFinishLogout } from "@/lib/auth";
import {
  activateLanguage,
  addSignedInMessages,
  cookieLanguage,
  pageLanguage,
  useAccountLanguage,
  useDocumentLanguage,
} from "@/lib/i18n";
import { instituteQueryOptions } from "@/lib/use-institute";
import { usePageArrival } from "@/lib/use-page-arrival";
import { MainLayout } from "./layouts/main-layout";
import { OVERVIEW_PATH } from "./layouts/nav-links";
import { NavigationStatus } from "./layouts/navigation-status";
import { StaffAreaLayout } from "./layouts/staff-area-layout";
import { PUBLIC_PAGE_MODULES } from "./public-page-modules";
import { i18nContext, queryLoader } from "./query-loader";
import { RequireAuth, RequireRole } from "./routes/guards";
import { RouteErrorElement } from "./routes/route-error";

/** Every page's module by file (routes/*.tsx), each loaded on first use in a chunk of its own. */
const PAGE_MODULES = import.meta.glob<Record<string, unknown>>([
  "./routes/*.tsx",
  "!./routes/guards.tsx",
  "!./routes/route-error.tsx",
]);

/** What a page route carries for the server: its source module, to link its stylesheets. */
export type PageHandle = { module: string };

/**
 * The route of the page component `name` of routes/`file`.tsx, with the module's `loader` if it
 * has one.
 */
function page(path: string | { index: true }, file: string, name: string): RouteObject {
  const load = PAGE_MODULES[`./routes/${file}.tsx`];
  if (!load) throw new Error(`There is no page module routes/${file}.tsx`);
  const handle: PageHandle = { module: `src/app/routes/${file}.tsx` };
  return {
    ...(typeof path === "string" ? { path } : { index: true as const }),
    handle,
    lazy: async () => {
      const module = await load();
      return {
        Component: module[name] as ComponentType,
        loader: module.loader as RouteObject["loader"],
      };
    },
  };
}

/**
 * The app's root: completes a sign-out once the page has changed (lib/auth's useLogout), and keeps
 * a signed-in reader's screens in their account's language, `<html lang>` on the page's.
 */
function Root() {
  useFinishLogout();
  useAccountLanguage(isPublicPage, useLocation().pathname);
  useDocumentLanguage();
  return <Outlet />;
}

/**
 * What a page drawn in the browser shows until its code and data are here: index.html's app shell
 * (the navigation bar's frame, styled by index.html itself), so the first render changes nothing.
 */
function AppShell() {
  return (
    <div className="app-shell-header">
      <span className="app-shell-brand">Plassey Institute</span>
    </div>
  );
}

/**
 * A layout's page. An error there (its code did not load, it threw while drawing) shows the
 * route's error element in its place, leaving the layout and its navigation working.
 */
function Section() {
  const { key } = useLocation();
  return (
    <Suspense fallback={<PageLoader />}>
      <NavigationStatus />
      {/* Mounts with each new page. */}
      <PageArrival key={key} />
      <Outlet />
    </Suspense>
  );
}

function PageArrival() {
  usePageArrival();
  return null;
}

const section = (children: RouteObject[]): RouteObject => ({
  Component: Section,
  errorElement: <RouteErrorElement />,
  children,
});

/** The browser's cookies; none on the server, where the request's Cookie header is read. */
const readerCookie = (): string => (typeof document === "undefined" ? "" : document.cookie);

/** The language `request`'s page is drawn in (lib/i18n's pageLanguage). */
const requestLanguage = (request: Request) =>
  pageLanguage(
    new URL(request.url).pathname,
    isPublicPage,
    cookieLanguage(request.headers.get("cookie") ?? readerCookie()),
  );

/**
 * The screens of a signed-in account: the sign-in check, then a layout route of their own, loaded
 * with React Router's `lazy` (signed-in-area.tsx: the modals manager of their dialogs), whose
 * loader adds the signed-in part of the catalogue (lingui.config.ts, decision 068) in the page's
 * language, beside the root's loader, which loads the public part.
 *
 * Loaders run before the sign-in check draws: with nobody signed in (the stored user, read before
 * the router starts), RequireAuth sends the visitor to /login, so the signed-in part is not loaded
 * for them. Once they sign in, the way back to the screen matches this route anew and its loader
 * loads it then. The server renders only public pages, for a visitor (decision 022), so this route
 * never loads there.
 */
const signedIn = (children: RouteObject[]): RouteObject => ({
  element: <RequireAuth />,
  children: [
    {
      lazy: async () => ({ Component: (await import("./signed-in-area")).SignedInArea }),
      loader: async ({ request, context }) => {
        if (!getUser()) return null;
        await addSignedInMessages(context.get(i18nContext), requestLanguage(request));
        return null;
      },
      children,
    },
  ],
});

/**
 * The public pages (the shared list the server renders too), which exist in each language: at
 * their English addresses (`/fees`) and under `/bn/` (`/bn/fees`), the same page in Bengali.
 */
const publicPages = (prefix = ""): RouteObject[] =>
  PUBLIC_PAGES.map((path) => {
    const [file, name] = PUBLIC_PAGE_MODULES[path];
    return page(path === "/" ? { index: true } : `${prefix}${path}`, file, name);
  });

const instituteLoader = queryLoader((client) => client.ensureQueryData(instituteQueryOptions()));

export const routes: RouteObject[] = [
  {
    id: "root",
    Component: Root,
    HydrateFallback: AppShell,
    // The page's language, its catalogue loaded before it draws; the footer and the back office's
    // header show the institute's details, in its brand colour.
    loader: async (args) => {
      const { request, context } = args;
      // In the browser, numbers in the digits the signed-in account chose (the server renders
      // with no account: useAccountLanguage brings them after the page hydrates).
      await activateLanguage(
        context.get(i18nContext),
        requestLanguage(request),
        getUser()?.latinDigits ?? false,
      );
      return instituteLoader(args);
    },
    // A move between a page's languages (`/fees` → `/bn/fees`) loads the other catalogue.
    shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
      defaultShouldRevalidate ||
      splitLanguage(currentUrl.pathname).language !== splitLanguage(nextUrl.pathname).language ||
      isPublicPage(splitLanguage(currentUrl.pathname).rest) !==
        isPublicPage(splitLanguage(nextUrl.pathname).rest),
    children: [
      {
        Component: MainLayout,
        children: [
          section([
            ...publicPages(),
            { path: "/bn", children: publicPages("/bn") },
            signedIn([
              page("/dash", "dashboard", "DashboardRoute"),
              page("/entrance-test", "entrance-test", "EntranceTestRoute"),
              page("/tests", "tests", "TestsRoute"),
              page("/tests/:testId", "test-attempt", "TestAttemptRoute"),
              page("/tests/attempts/:attemptId", "test-result", "TestResultRoute"),
              page("/share-location", "share-location", "ShareLocationRoute"),
              page("/profile", "profile", "ProfileRoute"),
              page("/choose-password", "choose-password", "ChoosePasswordRoute"),
              page("/tickets", "tickets", "TicketsRoute"),
              page("/admission", "admission", "AdmissionRoute"),
              page("/order", "order", "OrderRoute"),
              page("/new-ticket", "new-ticket", "NewTicketRoute"),
              page("/trip/reserve", "trip-reserve", "TripReserveRoute"),
              page("/pay", "pay", "PayRoute"),
            ]),
            page("*", "not-found", "NotFoundRoute"),
          ]),
        ],
      },
      // The back office: staff and admins see these screens in its layout, anyone else in the
      // public one (signed-in customers read "not allowed"; a ticket is also its customer's page).
      {
        Component: StaffAreaLayout,
        children: [
          section([
            signedIn([
              page("/ticket/:ticketId", "ticket", "TicketRoute"),
              {
                element: <RequireRole roles={["staff", "admin"]} area="staff" />,
                children: [
                  page(OVERVIEW_PATH, "overview", "OverviewRoute"),
                  page("/staff/tickets", "staff-tickets", "StaffTicketsRoute"),
                  page("/staff/desk-reports", "staff-desk-reports", "StaffDeskReportsRoute"),
                  page("/staff/saved-replies", "saved-replies", "SavedRepliesRoute"),
                  page("/staff/trips", "staff-trips", "StaffTripsRoute"),
                  page("/staff/trips/:tripId", "staff-trip", "StaffTripRoute"),
                  page("/staff/departures/:departureId", "staff-departure", "StaffDepartureRoute"),
                  page("/staff/courses", "staff-courses", "StaffCoursesRoute"),
                  page("/staff/teachers", "staff-teachers", "StaffTeachersRoute"),
                  page("/staff/teachers/:teacherId", "staff-teacher", "StaffTeacherRoute"),
                  page("/staff/results", "staff-results", "StaffResultsRoute"),
                  page(
                    "/staff/courses/:code/batches",
                    "staff-course-batches",
                    "StaffCourseBatchesRoute",
                  ),
                  page(
                    "/entrance-test/results",
                    "entrance-test-results",
                    "EntranceTestResultsRoute",
                  ),
                  page("/staff/tests", "staff-tests", "StaffTestsRoute"),
                  page("/staff/questions", "staff-questions", "StaffQuestionsRoute"),
                  page("/staff/questions/:questionId", "staff-question", "StaffQuestionRoute"),
                  page("/seeorder", "see-order", "SeeOrderRoute"),
                  page("/staff/payments", "staff-payments", "StaffPaymentsRoute"),
                  page("/staff/money", "staff-money", "StaffMoneyRoute"),
                  page("/staff/money/dues", "staff-money-dues", "StaffMoneyDuesRoute"),
                  page("/staff/money/payments", "staff-money-payments", "StaffMoneyPaymentsRoute"),
                  page(
                    "/staff/money/reminders",
                    "staff-money-reminders",
                    "StaffMoneyRemindersRoute",
                  ),
                  page("/newstudentlist", "new-student-list", "NewStudentListRoute"),
                ],
              },
              {
                element: <RequireRole roles={["admin"]} area="admin" />,
                children: [
                  page("/admin", "admin-products", "AdminProductsRoute"),
                  page("/admin/products/:productId", "product-edit", "ProductEditRoute"),
                  page("/alluser", "all-users", "AllUsersRoute"),
                  page("/studentlist", "student-list", "StudentListRoute"),
                  page("/teacherup", "teacher-upload", "TeacherUploadRoute"),
                  page("/billing", "billing", "BillingRoute"),
                  page("/voterinsert", "voter-insert", "VoterInsertRoute"),
                  page("/billing/invoices/:invoiceId", "invoice", "InvoiceRoute"),
                  page("/mechanic", "mechanic", "MechanicRoute"),
                  page("/vdetails", "vehicle-details", "VehicleDetailsRoute"),
                  page("/vdelete", "vehicle-delete", "VehicleDeleteRoute"),
                  page("/email", "email", "EmailRoute"),
                  page("/getmapdata", "map-users", "MapUsersRoute"),
                  page("/usertracking", "user-tracking", "UserTrackingRoute"),
                  page("/settings", "institute-settings", "InstituteSettingsRoute"),
                ],
              },
            ]),
          ]),
        ],
      },
    ],
  },
];
