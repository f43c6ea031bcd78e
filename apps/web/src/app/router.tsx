// The routes. Every page is lazy-loaded, and so is the admin layout; guards and the main layout are
// the only eager pieces. Declarative routes (<Routes>) rather than a data router: the app loads its
// data with TanStack Query, not route loaders, and the data router's code was 17 KB of gzip on
// every first visit. Each layout's page sits in a Section: its own error boundary and a spinner
// while the page's code arrives (on later navigations the old page stays until the new one is
// ready, since the router moves in transitions).
import { type ComponentType, lazy, Suspense } from "react";
import { Outlet, Route, Routes, useLocation } from "react-router";
import { PageLoader } from "@/components/page-loader";
import { useFinishLogout } from "@/lib/auth";
import { MainLayout } from "./layouts/main-layout";
import { StaffAreaLayout } from "./layouts/staff-area-layout";
import { RequireAuth, RequireRole } from "./routes/guards";
import { RouteErrorBoundary } from "./routes/route-error";

/** A page component loaded on first use from `./routes/<file>`. */
function page<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
): ComponentType {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

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
const SingleRoute = page(() => import("./routes/single"), "SingleRoute");
const ComingSoonRoute = page(() => import("./routes/coming-soon"), "ComingSoonRoute");
const NotFoundRoute = page(() => import("./routes/not-found"), "NotFoundRoute");
const DashboardRoute = page(() => import("./routes/dashboard"), "DashboardRoute");
const EntranceTestRoute = page(() => import("./routes/entrance-test"), "EntranceTestRoute");
const ShareLocationRoute = page(() => import("./routes/share-location"), "ShareLocationRoute");
const ProfileRoute = page(() => import("./routes/profile"), "ProfileRoute");
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
const AdminLayout = page(() => import("./layouts/admin-layout"), "AdminLayout");

// Paths of the specification that later issues build; until then they say so instead of 404.
const COMING_SOON: string[] = [];

/** A layout's page: an error there leaves the layout (and its navigation) working. */
function Section() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}

/** A whole layout, for errors the layout itself throws. */
function Layout({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageLoader />}>{children}</Suspense>
    </RouteErrorBoundary>
  );
}

export function AppRoutes() {
  useFinishLogout();
  return (
    <Routes>
      <Route
        element={
          <Layout>
            <MainLayout />
          </Layout>
        }
      >
        <Route element={<Section />}>
          <Route index element={<HomeRoute />} />
          <Route path="/login" element={<LoginRoute />} />
          <Route path="/register" element={<RegisterRoute />} />
          <Route path="/trip" element={<TripRoute />} />
          <Route path="/video" element={<VideoRoute />} />
          <Route path="/contact" element={<ContactRoute />} />
          <Route path="/fees" element={<FeesRoute />} />
          <Route path="/prospectus" element={<ProspectusRoute />} />
          <Route path="/webservice" element={<WebserviceRoute />} />
          <Route path="/weather" element={<WeatherRoute />} />
          <Route path="/calculator" element={<CalculatorRoute />} />
          <Route path="/voice" element={<VoiceRoute />} />
          <Route path="/test" element={<QuizRoute />} />
          <Route path="/shop" element={<ShopRoute />} />
          <Route path="/plasseyshop" element={<ShopRoute />} />
          <Route path="/studymaterials" element={<StudyMaterialsRoute />} />
          <Route path="/sign-in" element={<SignInRoute />} />
          <Route path="/forgot-password" element={<ForgotPasswordRoute />} />
          <Route path="/single" element={<SingleRoute />} />
          {COMING_SOON.map((path) => (
            <Route key={path} path={path} element={<ComingSoonRoute />} />
          ))}
          <Route element={<RequireAuth />}>
            <Route path="/dash" element={<DashboardRoute />} />
            <Route path="/entrance-test" element={<EntranceTestRoute />} />
            <Route path="/share-location" element={<ShareLocationRoute />} />
            <Route path="/profile" element={<ProfileRoute />} />
            <Route path="/tickets" element={<TicketsRoute />} />
            <Route path="/ticket/:ticketId" element={<TicketRoute />} />
            <Route path="/admission" element={<AdmissionRoute />} />
            <Route path="/order" element={<OrderRoute />} />
            <Route path="/new-ticket" element={<NewTicketRoute />} />
            <Route element={<RequireRole roles={["staff", "admin"]} area="staff" />}>
              <Route path="/entrance-test/results" element={<EntranceTestResultsRoute />} />
              <Route path="/staff/tickets" element={<StaffTicketsRoute />} />
            </Route>
          </Route>
          <Route path="*" element={<NotFoundRoute />} />
        </Route>
      </Route>

      {/* Staff screens an admin also reaches from the side panel: admins see them inside the
          admin layout, staff inside the main one. */}
      <Route
        element={
          <Layout>
            <StaffAreaLayout />
          </Layout>
        }
      >
        <Route element={<Section />}>
          <Route element={<RequireAuth />}>
            <Route element={<RequireRole roles={["staff", "admin"]} area="staff" />}>
              <Route path="/seeorder" element={<SeeOrderRoute />} />
              <Route path="/newstudentlist" element={<NewStudentListRoute />} />
            </Route>
          </Route>
        </Route>
      </Route>

      {/* The admin panel (PRODUCT §2): every admin-only screen inside the side-panel layout. */}
      <Route
        element={
          <Layout>
            <AdminLayout />
          </Layout>
        }
      >
        <Route element={<Section />}>
          <Route element={<RequireAuth />}>
            <Route element={<RequireRole roles={["admin"]} area="admin" />}>
              <Route path="/admin" element={<AdminProductsRoute />} />
              <Route path="/alluser" element={<AllUsersRoute />} />
              <Route path="/studentlist" element={<StudentListRoute />} />
              <Route path="/teacherup" element={<TeacherUploadRoute />} />
              <Route path="/billing" element={<BillingRoute />} />
              <Route path="/voterinsert" element={<VoterInsertRoute />} />
              <Route path="/billing/invoices/:invoiceId" element={<InvoiceRoute />} />
              <Route path="/mechanic" element={<MechanicRoute />} />
              <Route path="/vdetails" element={<VehicleDetailsRoute />} />
              <Route path="/vdelete" element={<VehicleDeleteRoute />} />
              <Route path="/email" element={<EmailRoute />} />
              <Route path="/getmapdata" element={<MapUsersRoute />} />
              <Route path="/usertracking" element={<UserTrackingRoute />} />
            </Route>
          </Route>
        </Route>
      </Route>
    </Routes>
  );
}
