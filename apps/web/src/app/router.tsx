// The routes. Every page is lazy-loaded, and so is the back office's layout; guards and the main layout are
// the only eager pieces. Plain route objects (useRoutes) rather than a data router: the app loads
// its data with TanStack Query, not route loaders, and the data router's code was 17 KB of gzip on
// every first visit. Each layout's page sits in a Section: its own error boundary and a spinner
// while the page's code arrives (on later navigations the old page stays until the new one is
// ready, since the router moves in transitions). preloadRoute starts the code of the address the
// browser opened before React first renders, as the data router's lazy routes used to.
// The public pages are rendered on the server too (issue 21, entry-server.tsx): a route's `load`
// fills a QueryClient with the data the page draws first, with the same query options the page's
// hooks use, so the server's HTML has the data and the browser hydrates it from the same cache.
import type { ProductKind } from "@app/shared/products";
import { isStaffRole } from "@app/shared/users";
import type { QueryClient } from "@tanstack/react-query";
import { type ReactNode, Suspense } from "react";
import { matchRoutes, Outlet, type RouteObject, useLocation, useRoutes } from "react-router";
import { PageLoader } from "@/components/page-loader";
import { startTickets } from "@/features/tickets/api/start-tickets";
import { getUser, useFinishLogout } from "@/lib/auth";
import { lazyWithPreload, type Preloadable } from "@/lib/lazy-with-preload";
import { startList } from "@/lib/start-list";
import { instituteQueryOptions } from "@/lib/use-institute";
import { usePageArrival } from "@/lib/use-page-arrival";
import { MainLayout } from "./layouts/main-layout";
import { OVERVIEW_PATH } from "./layouts/nav-links";
import { loadBackOfficeLayout, StaffAreaLayout } from "./layouts/staff-area-layout";
import { RequireAuth, RequireRole } from "./routes/guards";
import { RouteErrorBoundary } from "./routes/route-error";

type Loader = () => Promise<unknown>;
type LazyPage = Preloadable<Record<string, never>>;

/** Every page's module by file (routes/*.tsx), each loaded on first use in a chunk of its own. */
const PAGE_MODULES = import.meta.glob<Record<string, unknown>>([
  "./routes/*.tsx",
  "!./routes/guards.tsx",
  "!./routes/route-error.tsx",
]);

/**
 * The page component `name` of routes/`file`.tsx, loaded on first use or earlier through
 * preloadRoute. `module` is its source file as the build's manifest names it, by which the server
 * finds the stylesheets a server-rendered page needs (modules/seo/server-render).
 */
function page(file: string, name: string): LazyPage & { module: string } {
  const load = PAGE_MODULES[`./routes/${file}.tsx`];
  if (!load) throw new Error(`There is no page module routes/${file}.tsx`);
  return Object.assign(
    lazyWithPreload<Record<string, never>, Record<string, unknown>>(load, name),
    {
      module: `src/app/routes/${file}.tsx`,
    },
  );
}

const HomeRoute = page("home", "HomeRoute");
const LoginRoute = page("login", "LoginRoute");
const RegisterRoute = page("register", "RegisterRoute");
const TripRoute = page("trip", "TripRoute");
const VideoRoute = page("video", "VideoRoute");
const ContactRoute = page("contact", "ContactRoute");
const FeesRoute = page("fees", "FeesRoute");
const ProspectusRoute = page("prospectus", "ProspectusRoute");
const WebserviceRoute = page("webservice", "WebserviceRoute");
const WeatherRoute = page("weather", "WeatherRoute");
const CalculatorRoute = page("calculator", "CalculatorRoute");
const VoiceRoute = page("voice", "VoiceRoute");
const QuizRoute = page("quiz", "QuizRoute");
const ShopRoute = page("shop", "ShopRoute");
const StudyMaterialsRoute = page("study-materials", "StudyMaterialsRoute");
const SignInRoute = page("sign-in", "SignInRoute");
const ForgotPasswordRoute = page("forgot-password", "ForgotPasswordRoute");
const ResetPasswordRoute = page("reset-password", "ResetPasswordRoute");
const VerifyEmailRoute = page("verify-email", "VerifyEmailRoute");
const SingleRoute = page("single", "SingleRoute");
const ComingSoonRoute = page("coming-soon", "ComingSoonRoute");
const NotFoundRoute = page("not-found", "NotFoundRoute");
const DashboardRoute = page("dashboard", "DashboardRoute");
const EntranceTestRoute = page("entrance-test", "EntranceTestRoute");
const ShareLocationRoute = page("share-location", "ShareLocationRoute");
const ProfileRoute = page("profile", "ProfileRoute");
const ChoosePasswordRoute = page("choose-password", "ChoosePasswordRoute");
const TicketsRoute = page("tickets", "TicketsRoute");
const TicketRoute = page("ticket", "TicketRoute");
const AdmissionRoute = page("admission", "AdmissionRoute");
const OrderRoute = page("order", "OrderRoute");
const NewTicketRoute = page("new-ticket", "NewTicketRoute");
const EntranceTestResultsRoute = page("entrance-test-results", "EntranceTestResultsRoute");
const StaffTicketsRoute = page("staff-tickets", "StaffTicketsRoute");
const SavedRepliesRoute = page("saved-replies", "SavedRepliesRoute");
const SeeOrderRoute = page("see-order", "SeeOrderRoute");
const NewStudentListRoute = page("new-student-list", "NewStudentListRoute");
const AdminProductsRoute = page("admin-products", "AdminProductsRoute");
const AllUsersRoute = page("all-users", "AllUsersRoute");
const StudentListRoute = page("student-list", "StudentListRoute");
const TeacherUploadRoute = page("teacher-upload", "TeacherUploadRoute");
const BillingRoute = page("billing", "BillingRoute");
const VoterInsertRoute = page("voter-insert", "VoterInsertRoute");
const InvoiceRoute = page("invoice", "InvoiceRoute");
const MechanicRoute = page("mechanic", "MechanicRoute");
const VehicleDetailsRoute = page("vehicle-details", "VehicleDetailsRoute");
const VehicleDeleteRoute = page("vehicle-delete", "VehicleDeleteRoute");
const EmailRoute = page("email", "EmailRoute");
const MapUsersRoute = page("map-users", "MapUsersRoute");
const UserTrackingRoute = page("user-tracking", "UserTrackingRoute");
const OverviewRoute = page("overview", "OverviewRoute");
const InstituteSettingsRoute = page("institute-settings", "InstituteSettingsRoute");

// Paths of the specification that later issues build; until then they say so instead of 404.
const COMING_SOON: string[] = [];

/** A layout's page: an error there leaves the layout (and its navigation) working. */
function Section() {
  const { pathname, key } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageLoader />}>
        {/* Mounts with each new page, once its code has arrived. */}
        <PageArrival key={key} />
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}

function PageArrival() {
  usePageArrival();
  return null;
}

/** A whole layout, for errors the layout itself throws (and the back office layout's loading). */
function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageLoader />}>{children}</Suspense>
    </RouteErrorBoundary>
  );
}

/** Puts the data a page draws first into `client`, for the server's HTML of a public page. */
type Load = (client: QueryClient, url: URL) => Promise<unknown>;

/**
 * `prefetch` starts the data a client-rendered page shows first, for when it is the page the
 * browser opened; `load` is a server-rendered page's (the server awaits it before rendering).
 */
type Handle = { preload?: Loader; prefetch?: () => unknown; load?: Load; module?: string };

/** A route showing a lazy page, which preloadRoute can start early (with its data). */
function route(
  path: string | { index: true },
  Page: LazyPage & { module: string },
  data: { prefetch?: () => unknown; load?: Load } = {},
): RouteObject {
  const handle: Handle = { preload: Page.preload, module: Page.module, ...data };
  const at = typeof path === "string" ? { path } : { index: true as const };
  return { ...at, element: <Page />, handle };
}

/** A pathless route wrapping `children` in `element` (a layout, a section or a guard). */
const wrap = (element: ReactNode, children: RouteObject[]): RouteObject => ({ element, children });

/** A gallery's first page, and with `?q=` (a search sent before the scripts ran) its results. */
const galleryOf =
  (kind: ProductKind): Load =>
  async (client, url) => {
    const search = url.searchParams.get("q")?.trim() ?? "";
    const [{ getProductsQueryOptions }, { searchProductsQueryOptions }] = await Promise.all([
      import("@/features/products/api/get-products"),
      import("@/features/products/api/search-products"),
    ]);
    await Promise.all([
      client.prefetchInfiniteQuery(getProductsQueryOptions(kind)),
      search === ""
        ? undefined
        : client.prefetchInfiniteQuery(searchProductsQueryOptions(search, kind)),
    ]);
  };

const courses: Load = async (client) =>
  client.prefetchQuery(
    (await import("@/features/courses/api/get-courses")).getCoursesQueryOptions(),
  );

const product: Load = async (client, url) => {
  const id = url.searchParams.get("id")?.trim() ?? "";
  if (id === "") return;
  const { getProductQueryOptions } = await import("@/features/products/api/get-product");
  return client.prefetchQuery(getProductQueryOptions(id));
};

const routes: RouteObject[] = [
  {
    element: (
      <Layout>
        <MainLayout />
      </Layout>
    ),
    // The footer shows the institute's details on every public page.
    handle: {
      load: (client) => client.prefetchQuery(instituteQueryOptions()),
    } satisfies Handle,
    children: [
      wrap(<Section />, [
        route({ index: true }, HomeRoute),
        route("/login", LoginRoute),
        route("/register", RegisterRoute),
        route("/trip", TripRoute),
        route("/video", VideoRoute),
        route("/contact", ContactRoute),
        route("/fees", FeesRoute, { load: courses }),
        route("/prospectus", ProspectusRoute),
        route("/webservice", WebserviceRoute, { load: courses }),
        route("/weather", WeatherRoute),
        route("/calculator", CalculatorRoute),
        route("/voice", VoiceRoute),
        route("/test", QuizRoute),
        route("/shop", ShopRoute, { load: galleryOf("shop") }),
        route("/plasseyshop", ShopRoute, { load: galleryOf("shop") }),
        route("/studymaterials", StudyMaterialsRoute, { load: galleryOf("study") }),
        route("/sign-in", SignInRoute),
        route("/forgot-password", ForgotPasswordRoute),
        route("/reset-password", ResetPasswordRoute),
        route("/verify-email", VerifyEmailRoute),
        route("/single", SingleRoute, { load: product }),
        ...COMING_SOON.map((path) => route(path, ComingSoonRoute)),
        wrap(<RequireAuth />, [
          route("/dash", DashboardRoute),
          route("/entrance-test", EntranceTestRoute),
          route("/share-location", ShareLocationRoute),
          route("/profile", ProfileRoute),
          route("/choose-password", ChoosePasswordRoute),
          route("/tickets", TicketsRoute, { prefetch: startTickets }),
          route("/admission", AdmissionRoute),
          route("/order", OrderRoute),
          route("/new-ticket", NewTicketRoute),
        ]),
        route("*", NotFoundRoute),
      ]),
    ],
  },
  // The back office (issue 19): staff and admins see these screens in its layout, anyone else in
  // the public one (signed-in customers read "not allowed"; a ticket is also its customer's page).
  {
    element: (
      <Layout>
        <StaffAreaLayout />
      </Layout>
    ),
    // For staff and admins the back office's code starts with the app's; others never load it.
    handle: {
      preload: async () => {
        const role = getUser()?.role;
        if (role && isStaffRole(role)) await loadBackOfficeLayout();
      },
    } satisfies Handle,
    children: [
      wrap(<Section />, [
        wrap(<RequireAuth />, [
          route("/ticket/:ticketId", TicketRoute),
          wrap(<RequireRole roles={["staff", "admin"]} area="staff" />, [
            route(OVERVIEW_PATH, OverviewRoute),
            route("/staff/tickets", StaffTicketsRoute, {
              prefetch: startList("/api/staff/tickets", [
                "page",
                "sort",
                "q",
                "status",
                "product",
                "customer",
              ]),
            }),
            route("/staff/saved-replies", SavedRepliesRoute),
            route("/entrance-test/results", EntranceTestResultsRoute),
            route("/seeorder", SeeOrderRoute, {
              prefetch: startList("/api/users/order", [
                "page",
                "sort",
                "q",
                "status",
                "product",
                "from",
                "to",
              ]),
            }),
            route("/newstudentlist", NewStudentListRoute),
          ]),
          wrap(<RequireRole roles={["admin"]} area="admin" />, [
            route("/admin", AdminProductsRoute),
            route("/alluser", AllUsersRoute, {
              prefetch: startList("/api/users/alluser", ["page", "sort", "q", "role"]),
            }),
            route("/studentlist", StudentListRoute),
            route("/teacherup", TeacherUploadRoute),
            route("/billing", BillingRoute),
            route("/voterinsert", VoterInsertRoute),
            route("/billing/invoices/:invoiceId", InvoiceRoute),
            route("/mechanic", MechanicRoute),
            route("/vdetails", VehicleDetailsRoute),
            route("/vdelete", VehicleDeleteRoute),
            route("/email", EmailRoute),
            route("/getmapdata", MapUsersRoute),
            route("/usertracking", UserTrackingRoute),
            route("/settings", InstituteSettingsRoute),
          ]),
        ]),
      ]),
    ],
  },
];

/**
 * Loads the code of the page (and lazy layout) at `pathname`, so it arrives alongside the app's
 * own code and the signed-in check instead of after React's first render, and sends for the data
 * the page shows first (lib/api-client's startEarly: the page's own request takes the answer)
 * instead of once the page's code has arrived and drawn. Resolves when the code has arrived, or
 * failed: a failure shows when the page renders (its error boundary), not here.
 */
export async function preloadRoute(
  pathname: string,
  { prefetch = true }: { prefetch?: boolean } = {},
): Promise<void> {
  const handles = handlesOf(pathname);
  // A failed prefetch shows as the page's own error state, once the page asks again.
  if (prefetch) for (const handle of handles) Promise.resolve(handle?.prefetch?.()).catch(() => {});
  await Promise.allSettled(handles.map((handle) => handle?.preload?.()));
}

const handlesOf = (pathname: string) =>
  (matchRoutes(routes, pathname) ?? []).map((match) => match.route.handle as Handle | undefined);

/**
 * For the server's HTML of the page at `url`: loads the page's code and fills `client` with the
 * data it draws first. Resolves to the page's source modules (for its stylesheets). Rejects when that data could not be had (the server then sends the page
 * to be drawn in the browser instead, which shows the page's own error state).
 */
export async function loadRoute(client: QueryClient, url: URL): Promise<{ modules: string[] }> {
  const handles = handlesOf(url.pathname);
  await Promise.all(handles.map((handle) => handle?.preload?.()));
  await Promise.all(handles.map((handle) => handle?.load?.(client, url)));
  return { modules: handles.flatMap((handle) => (handle?.module ? [handle.module] : [])) };
}

export function AppRoutes() {
  useFinishLogout();
  return useRoutes(routes);
}
