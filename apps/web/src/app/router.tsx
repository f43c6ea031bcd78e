// Every route is lazy-loaded, and so is the admin layout; guards and the main layout are the only
// eager pieces.
import { createBrowserRouter, type RouteObject } from "react-router";
import { PageLoader } from "@/components/page-loader";
import { MainLayout } from "./layouts/main-layout";
import { StaffAreaLayout } from "./layouts/staff-area-layout";
import { RequireAuth, RequireRole } from "./routes/guards";
import { RouteError } from "./routes/route-error";

// Paths of the specification that later issues build; until then they say so instead of 404.
const COMING_SOON: string[] = [];

const shopRoute = async () => ({ Component: (await import("./routes/shop")).ShopRoute });

const comingSoon: RouteObject[] = COMING_SOON.map((path) => ({
  path,
  lazy: async () => ({ Component: (await import("./routes/coming-soon")).ComingSoonRoute }),
}));

export const router = createBrowserRouter([
  {
    element: <MainLayout />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        // Below the layout: while the first page's code loads, the navigation bar and footer are
        // already drawn (taking over from the shell in index.html) around the spinner.
        hydrateFallbackElement: <PageLoader />,
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import("./routes/home")).HomeRoute }),
          },
          {
            path: "/login",
            lazy: async () => ({ Component: (await import("./routes/login")).LoginRoute }),
          },
          {
            path: "/register",
            lazy: async () => ({ Component: (await import("./routes/register")).RegisterRoute }),
          },
          {
            path: "/trip",
            lazy: async () => ({ Component: (await import("./routes/trip")).TripRoute }),
          },
          {
            path: "/video",
            lazy: async () => ({ Component: (await import("./routes/video")).VideoRoute }),
          },
          {
            path: "/contact",
            lazy: async () => ({ Component: (await import("./routes/contact")).ContactRoute }),
          },
          {
            path: "/fees",
            lazy: async () => ({ Component: (await import("./routes/fees")).FeesRoute }),
          },
          {
            path: "/prospectus",
            lazy: async () => ({
              Component: (await import("./routes/prospectus")).ProspectusRoute,
            }),
          },
          {
            path: "/webservice",
            lazy: async () => ({
              Component: (await import("./routes/webservice")).WebserviceRoute,
            }),
          },
          {
            path: "/weather",
            lazy: async () => ({ Component: (await import("./routes/weather")).WeatherRoute }),
          },
          {
            path: "/calculator",
            lazy: async () => ({
              Component: (await import("./routes/calculator")).CalculatorRoute,
            }),
          },
          {
            path: "/voice",
            lazy: async () => ({ Component: (await import("./routes/voice")).VoiceRoute }),
          },
          {
            path: "/test",
            lazy: async () => ({ Component: (await import("./routes/quiz")).QuizRoute }),
          },
          { path: "/shop", lazy: shopRoute },
          { path: "/plasseyshop", lazy: shopRoute },
          {
            path: "/studymaterials",
            lazy: async () => ({
              Component: (await import("./routes/study-materials")).StudyMaterialsRoute,
            }),
          },
          {
            path: "/sign-in",
            lazy: async () => ({ Component: (await import("./routes/sign-in")).SignInRoute }),
          },
          {
            path: "/forgot-password",
            lazy: async () => ({
              Component: (await import("./routes/forgot-password")).ForgotPasswordRoute,
            }),
          },
          {
            path: "/single",
            lazy: async () => ({ Component: (await import("./routes/single")).SingleRoute }),
          },
          ...comingSoon,
          {
            element: <RequireAuth />,
            children: [
              {
                path: "/dash",
                lazy: async () => ({
                  Component: (await import("./routes/dashboard")).DashboardRoute,
                }),
              },
              {
                path: "/entrance-test",
                lazy: async () => ({
                  Component: (await import("./routes/entrance-test")).EntranceTestRoute,
                }),
              },
              {
                path: "/share-location",
                lazy: async () => ({
                  Component: (await import("./routes/share-location")).ShareLocationRoute,
                }),
              },
              {
                path: "/profile",
                lazy: async () => ({ Component: (await import("./routes/profile")).ProfileRoute }),
              },
              {
                path: "/tickets",
                lazy: async () => ({ Component: (await import("./routes/tickets")).TicketsRoute }),
              },
              {
                path: "/ticket/:ticketId",
                lazy: async () => ({ Component: (await import("./routes/ticket")).TicketRoute }),
              },
              {
                path: "/admission",
                lazy: async () => ({
                  Component: (await import("./routes/admission")).AdmissionRoute,
                }),
              },
              {
                path: "/order",
                lazy: async () => ({ Component: (await import("./routes/order")).OrderRoute }),
              },
              {
                path: "/new-ticket",
                lazy: async () => ({
                  Component: (await import("./routes/new-ticket")).NewTicketRoute,
                }),
              },
              {
                element: <RequireRole roles={["staff", "admin"]} area="staff" />,
                children: [
                  {
                    path: "/entrance-test/results",
                    lazy: async () => ({
                      Component: (await import("./routes/entrance-test-results"))
                        .EntranceTestResultsRoute,
                    }),
                  },
                  {
                    path: "/staff/tickets",
                    lazy: async () => ({
                      Component: (await import("./routes/staff-tickets")).StaffTicketsRoute,
                    }),
                  },
                ],
              },
            ],
          },
          {
            path: "*",
            lazy: async () => ({ Component: (await import("./routes/not-found")).NotFoundRoute }),
          },
        ],
      },
    ],
  },
  {
    // Staff screens an admin also reaches from the side panel: admins see them inside the admin
    // layout, staff inside the main one.
    element: <StaffAreaLayout />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        hydrateFallbackElement: <PageLoader />,
        children: [
          {
            element: <RequireAuth />,
            children: [
              {
                element: <RequireRole roles={["staff", "admin"]} area="staff" />,
                children: [
                  {
                    path: "/seeorder",
                    lazy: async () => ({
                      Component: (await import("./routes/see-order")).SeeOrderRoute,
                    }),
                  },
                  {
                    path: "/newstudentlist",
                    lazy: async () => ({
                      Component: (await import("./routes/new-student-list")).NewStudentListRoute,
                    }),
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
  {
    // The admin panel (PRODUCT §2): every admin-only screen inside the side-panel layout.
    lazy: async () => ({ Component: (await import("./layouts/admin-layout")).AdminLayout }),
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          {
            element: <RequireAuth />,
            children: [
              {
                element: <RequireRole roles={["admin"]} area="admin" />,
                children: [
                  {
                    path: "/admin",
                    lazy: async () => ({
                      Component: (await import("./routes/admin-products")).AdminProductsRoute,
                    }),
                  },
                  {
                    path: "/alluser",
                    lazy: async () => ({
                      Component: (await import("./routes/all-users")).AllUsersRoute,
                    }),
                  },
                  {
                    path: "/studentlist",
                    lazy: async () => ({
                      Component: (await import("./routes/student-list")).StudentListRoute,
                    }),
                  },
                  {
                    path: "/teacherup",
                    lazy: async () => ({
                      Component: (await import("./routes/teacher-upload")).TeacherUploadRoute,
                    }),
                  },
                  {
                    path: "/billing",
                    lazy: async () => ({
                      Component: (await import("./routes/billing")).BillingRoute,
                    }),
                  },
                  {
                    path: "/voterinsert",
                    lazy: async () => ({
                      Component: (await import("./routes/voter-insert")).VoterInsertRoute,
                    }),
                  },
                  {
                    path: "/billing/invoices/:invoiceId",
                    lazy: async () => ({
                      Component: (await import("./routes/invoice")).InvoiceRoute,
                    }),
                  },
                  {
                    path: "/mechanic",
                    lazy: async () => ({
                      Component: (await import("./routes/mechanic")).MechanicRoute,
                    }),
                  },
                  {
                    path: "/vdetails",
                    lazy: async () => ({
                      Component: (await import("./routes/vehicle-details")).VehicleDetailsRoute,
                    }),
                  },
                  {
                    path: "/vdelete",
                    lazy: async () => ({
                      Component: (await import("./routes/vehicle-delete")).VehicleDeleteRoute,
                    }),
                  },
                  {
                    path: "/email",
                    lazy: async () => ({
                      Component: (await import("./routes/email")).EmailRoute,
                    }),
                  },
                  {
                    path: "/getmapdata",
                    lazy: async () => ({
                      Component: (await import("./routes/map-users")).MapUsersRoute,
                    }),
                  },
                  {
                    path: "/usertracking",
                    lazy: async () => ({
                      Component: (await import("./routes/user-tracking")).UserTrackingRoute,
                    }),
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
]);
