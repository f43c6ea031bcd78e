// The routes. Every page is lazy-loaded, and so is the back office's layout; guards and the main layout are
// the only eager pieces. Plain route objects (useRoutes) rather than a data router: the app loads
// its data with TanStack Query, not route loaders, and the data router's code was 17 KB of gzip on
// every first visit. Each layout's page sits in a Section: its own error boundary and a spinner
// while the page's code arrives (on later navigations the old page stays until the new one is
// ready, since the router moves in transitions). preloadRoute starts the code of the address the
// browser opened before React first renders, as the data router's lazy routes used to.
import type { ProductKind } from "@app/shared/products";
import { isStaffRole } from "@app/shared/users";
import { type ReactNode, Suspense } from "react";
import { matchRoutes, Outlet, type RouteObject, useLocation, useRoutes } from "react-router";
import { PageLoader } from "@/components/page-loader";
import { startVisitorCount } from "@/features/home/api/start-visitor-count";
import { startGallery } from "@/features/products/api/start-gallery";
import { startTickets } from "@/features/tickets/api/start-tickets";
import { getUser, useFinishLogout } from "@/lib/auth";
import { lazyWithPreload, type Preloadable } from "@/lib/lazy-with-preload";
import { startList } from "@/lib/start-list";
import { usePageArrival } from "@/lib/use-page-arrival";
import { OVERVIEW_PATH } from "./layouts/back-office-links";
import { MainLayout } from "./layouts/main-layout";
import { loadBackOfficeLayout, StaffAreaLayout } from "./layouts/staff-area-layout";
import { queryClient } from "./query-client";
import { RequireAuth, RequireRole } from "./routes/guards";
import { RouteErrorBoundary } from "./routes/route-error";

type Loader = () => Promise<unknown>;
type LazyPage = Preloadable<Record<string, never>>;

/** A page component loaded on first use, or earlier through preloadRoute. */
const page = <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) =>
  lazyWithPreload<Record<string, never>, M>(load, name);

const HomeRoute = page(() => import("./routes/home"), "HomeRoute");
const LoginRoute = page(() => import("./routes/login"), "LoginRoute");
const RegisterRoute = page(() => import("./routes/register"), "RegisterRoute");
const TripRoute = page(() => import("./routes/trip"), "TripRoute");
const VideoRoute = page(() => import("./routes/video"), "VideoRoute");
const ContactRoute = page(() => import("./routes/contact"), "ContactRoute");
const FeesRoute = page(() => import("./routes/fees"), "FeesRoute");
const ProspectusRoute = page(() => import("./routes/prospectus"), "ProspectusRoute");
const WebserviceRoute = page(() => import("./routes/webservice"), "WebserviceRoute");
const WeatherRoute = page(() => import("./routes/weather"), "WeatherRoute");
const CalculatorRoute = page(() => import("./routes/calculator"), "CalculatorRoute");
const VoiceRoute = page(() => import("./routes/voice"), "VoiceRoute");
const QuizRoute = page(() => import("./routes/quiz"), "QuizRoute");
const ShopRoute = page(() => import("./routes/shop"), "ShopRoute");
const StudyMaterialsRoute = page(() => import("./routes/study-materials"), "StudyMaterialsRoute");
const SignInRoute = page(() => import("./routes/sign-in"), "SignInRoute");
const ForgotPasswordRoute = page(() => import("./routes/forgot-password"), "ForgotPasswordRoute");
const ResetPasswordRoute = page(() => import("./routes/reset-password"), "ResetPasswordRoute");
const VerifyEmailRoute = page(() => import("./routes/verify-email"), "VerifyEmailRoute");
const SingleRoute = page(() => import("./routes/single"), "SingleRoute");
const ComingSoonRoute = page(() => import("./routes/coming-soon"), "ComingSoonRoute");
const NotFoundRoute = page(() => import("./routes/not-found"), "NotFoundRoute");
const DashboardRoute = page(() => import("./routes/dashboard"), "DashboardRoute");
const EntranceTestRoute = page(() => import("./routes/entrance-test"), "EntranceTestRoute");
const ShareLocationRoute = page(() => import("./routes/share-location"), "ShareLocationRoute");
const ProfileRoute = page(() => import("./routes/profile"), "ProfileRoute");
const ChoosePasswordRoute = page(() => import("./routes/choose-password"), "ChoosePasswordRoute");
const TicketsRoute = page(() => import("./routes/tickets"), "TicketsRoute");
const TicketRoute = page(() => import("./routes/ticket"), "TicketRoute");
const AdmissionRoute = page(() => import("./routes/admission"), "AdmissionRoute");
const OrderRoute = page(() => import("./routes/order"), "OrderRoute");
const NewTicketRoute = page(() => import("./routes/new-ticket"), "NewTicketRoute");
const EntranceTestResultsRoute = page(
  () => import("./routes/entrance-test-results"),
  "EntranceTestResultsRoute",
);
const StaffTicketsRoute = page(() => import("./routes/staff-tickets"), "StaffTicketsRoute");
const SavedRepliesRoute = page(() => import("./routes/saved-replies"), "SavedRepliesRoute");
const SeeOrderRoute = page(() => import("./routes/see-order"), "SeeOrderRoute");
const NewStudentListRoute = page(() => import("./routes/new-student-list"), "NewStudentListRoute");
const AdminProductsRoute = page(() => import("./routes/admin-products"), "AdminProductsRoute");
const AllUsersRoute = page(() => import("./routes/all-users"), "AllUsersRoute");
const StudentListRoute = page(() => import("./routes/student-list"), "StudentListRoute");
const TeacherUploadRoute = page(() => import("./routes/teacher-upload"), "TeacherUploadRoute");
const BillingRoute = page(() => import("./routes/billing"), "BillingRoute");
const VoterInsertRoute = page(() => import("./routes/voter-insert"), "VoterInsertRoute");
const InvoiceRoute = page(() => import("./routes/invoice"), "InvoiceRoute");
const MechanicRoute = page(() => import("./routes/mechanic"), "MechanicRoute");
const VehicleDetailsRoute = page(() => import("./routes/vehicle-details"), "VehicleDetailsRoute");
const VehicleDeleteRoute = page(() => import("./routes/vehicle-delete"), "VehicleDeleteRoute");
const EmailRoute = page(() => import("./routes/email"), "EmailRoute");
const MapUsersRoute = page(() => import("./routes/map-users"), "MapUsersRoute");
const UserTrackingRoute = page(() => import("./routes/user-tracking"), "UserTrackingRoute");
const OverviewRoute = page(() => import("./routes/overview"), "OverviewRoute");
const InstituteSettingsRoute = page(
  () => import("./routes/institute-settings"),
  "InstituteSettingsRoute",
);

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

/** `prefetch` starts the data the page shows first, for when it is the page the browser opened. */
type Handle = { preload: Loader; prefetch?: () => unknown };

/** A route showing a lazy page, which preloadRoute can start early (with its data). */
function route(
  path: string | { index: true },
  Page: LazyPage,
  prefetch?: () => unknown,
): RouteObject {
  const handle: Handle = { preload: Page.preload, prefetch };
  const at = typeof path === "string" ? { path } : { index: true as const };
  return { ...at, element: <Page />, handle };
}

/** A pathless route wrapping `children` in `element` (a layout, a section or a guard). */
const wrap = (element: ReactNode, children: RouteObject[]): RouteObject => ({ element, children });

const startGalleryOf = (kind: ProductKind) => () => startGallery(queryClient, kind);

const routes: RouteObject[] = [
  wrap(
    <Layout>
      <MainLayout />
    </Layout>,
    [
      wrap(<Section />, [
        route({ index: true }, HomeRoute, startVisitorCount),
        route("/login", LoginRoute),
        route("/register", RegisterRoute),
        route("/trip", TripRoute),
        route("/video", VideoRoute),
        route("/contact", ContactRoute),
        route("/fees", FeesRoute),
        route("/prospectus", ProspectusRoute),
        route("/webservice", WebserviceRoute),
        route("/weather", WeatherRoute),
        route("/calculator", CalculatorRoute),
        route("/voice", VoiceRoute),
        route("/test", QuizRoute),
        route("/shop", ShopRoute, startGalleryOf("shop")),
        route("/plasseyshop", ShopRoute, startGalleryOf("shop")),
        route("/studymaterials", StudyMaterialsRoute, startGalleryOf("study")),
        route("/sign-in", SignInRoute),
        route("/forgot-password", ForgotPasswordRoute),
        route("/reset-password", ResetPasswordRoute),
        route("/verify-email", VerifyEmailRoute),
        route("/single", SingleRoute),
        ...COMING_SOON.map((path) => route(path, ComingSoonRoute)),
        wrap(<RequireAuth />, [
          route("/dash", DashboardRoute),
          route("/entrance-test", EntranceTestRoute),
          route("/share-location", ShareLocationRoute),
          route("/profile", ProfileRoute),
          route("/choose-password", ChoosePasswordRoute),
          route("/tickets", TicketsRoute, startTickets),
          route("/admission", AdmissionRoute),
          route("/order", OrderRoute),
          route("/new-ticket", NewTicketRoute),
        ]),
        route("*", NotFoundRoute),
      ]),
    ],
  ),
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
            route(
              "/staff/tickets",
              StaffTicketsRoute,
              startList("/api/staff/tickets", [
                "page",
                "sort",
                "q",
                "status",
                "product",
                "customer",
              ]),
            ),
            route("/staff/saved-replies", SavedRepliesRoute),
            route("/entrance-test/results", EntranceTestResultsRoute),
            route(
              "/seeorder",
              SeeOrderRoute,
              startList("/api/users/order", [
                "page",
                "sort",
                "q",
                "status",
                "product",
                "from",
                "to",
              ]),
            ),
            route("/newstudentlist", NewStudentListRoute),
          ]),
          wrap(<RequireRole roles={["admin"]} area="admin" />, [
            route("/admin", AdminProductsRoute),
            route(
              "/alluser",
              AllUsersRoute,
              startList("/api/users/alluser", ["page", "sort", "q", "role"]),
            ),
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
export async function preloadRoute(pathname: string): Promise<void> {
  const handles = (matchRoutes(routes, pathname) ?? []).map(
    (match) => match.route.handle as Handle | undefined,
  );
  // A failed prefetch shows as the page's own error state, once the page asks again.
  for (const handle of handles) Promise.resolve(handle?.prefetch?.()).catch(() => {});
  await Promise.allSettled(handles.map((handle) => handle?.preload()));
}

export function AppRoutes() {
  useFinishLogout();
  return useRoutes(routes);
}
