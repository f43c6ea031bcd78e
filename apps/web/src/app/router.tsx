// The routes: one table for React Router's data router, which main.tsx runs in the browser
// (createBrowserRouter) and entry-server.tsx on the server for the public pages
// (createStaticHandler). Every page loads with React Router's `lazy`, in a chunk of its own; a
// page that shows data from the API exports a `loader` beside its component, which puts that data
// into TanStack Query's cache with the query options the page's hooks use (query-loader.ts), so
// the server's HTML has it and a navigation shows the page once it is there.
import { type ComponentType, Suspense } from "react";
import { Outlet, type RouteObject, useLocation } from "react-router";
import { PageLoader } from "@/components/page-loader";
import { useFinishLogout } from "@/lib/auth";
import { instituteQueryOptions } from "@/lib/use-institute";
import { usePageArrival } from "@/lib/use-page-arrival";
import { MainLayout } from "./layouts/main-layout";
import { OVERVIEW_PATH } from "./layouts/nav-links";
import { NavigationStatus } from "./layouts/navigation-status";
import { StaffAreaLayout } from "./layouts/staff-area-layout";
import { queryLoader } from "./query-loader";
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

/** The app's root: completes a sign-out once the page has changed (lib/auth's useLogout). */
function Root() {
  useFinishLogout();
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

export const routes: RouteObject[] = [
  {
    id: "root",
    Component: Root,
    HydrateFallback: AppShell,
    // The footer and the back office's header show the institute's details, in its brand colour.
    loader: queryLoader((client) => client.ensureQueryData(instituteQueryOptions())),
    children: [
      {
        Component: MainLayout,
        children: [
          section([
            page({ index: true }, "home", "HomeRoute"),
            page("/login", "login", "LoginRoute"),
            page("/register", "register", "RegisterRoute"),
            page("/trip", "trip", "TripRoute"),
            page("/video", "video", "VideoRoute"),
            page("/contact", "contact", "ContactRoute"),
            page("/fees", "fees", "FeesRoute"),
            page("/prospectus", "prospectus", "ProspectusRoute"),
            page("/webservice", "webservice", "WebserviceRoute"),
            page("/weather", "weather", "WeatherRoute"),
            page("/calculator", "calculator", "CalculatorRoute"),
            page("/voice", "voice", "VoiceRoute"),
            page("/test", "quiz", "QuizRoute"),
            page("/shop", "shop", "ShopRoute"),
            page("/plasseyshop", "shop", "ShopRoute"),
            page("/studymaterials", "study-materials", "StudyMaterialsRoute"),
            page("/sign-in", "sign-in", "SignInRoute"),
            page("/forgot-password", "forgot-password", "ForgotPasswordRoute"),
            page("/reset-password", "reset-password", "ResetPasswordRoute"),
            page("/verify-email", "verify-email", "VerifyEmailRoute"),
            page("/single", "single", "SingleRoute"),
            {
              element: <RequireAuth />,
              children: [
                page("/dash", "dashboard", "DashboardRoute"),
                page("/entrance-test", "entrance-test", "EntranceTestRoute"),
                page("/share-location", "share-location", "ShareLocationRoute"),
                page("/profile", "profile", "ProfileRoute"),
                page("/choose-password", "choose-password", "ChoosePasswordRoute"),
                page("/tickets", "tickets", "TicketsRoute"),
                page("/admission", "admission", "AdmissionRoute"),
                page("/order", "order", "OrderRoute"),
                page("/new-ticket", "new-ticket", "NewTicketRoute"),
              ],
            },
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
            {
              element: <RequireAuth />,
              children: [
                page("/ticket/:ticketId", "ticket", "TicketRoute"),
                {
                  element: <RequireRole roles={["staff", "admin"]} area="staff" />,
                  children: [
                    page(OVERVIEW_PATH, "overview", "OverviewRoute"),
                    page("/staff/tickets", "staff-tickets", "StaffTicketsRoute"),
                    page("/staff/saved-replies", "saved-replies", "SavedRepliesRoute"),
                    page(
                      "/entrance-test/results",
                      "entrance-test-results",
                      "EntranceTestResultsRoute",
                    ),
                    page("/seeorder", "see-order", "SeeOrderRoute"),
                    page("/newstudentlist", "new-student-list", "NewStudentListRoute"),
                  ],
                },
                {
                  element: <RequireRole roles={["admin"]} area="admin" />,
                  children: [
                    page("/admin", "admin-products", "AdminProductsRoute"),
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
              ],
            },
          ]),
        ],
      },
    ],
  },
];
