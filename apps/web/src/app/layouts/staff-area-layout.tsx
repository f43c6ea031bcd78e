// The layout of the back office's addresses: the back office for staff and admins, the public
// layout for anyone else (who then reads "not allowed", or is sent to sign in). The back office's
// code is loaded only for staff and admins, so other visitors never download it.
import { isStaffRole } from "@app/shared/users";
import { lazy, Suspense } from "react";
import { PageLoader } from "@/components/page-loader";
import { useUser } from "@/lib/auth";
import { MainLayout } from "./main-layout";

const BackOfficeLayout = lazy(async () => ({
  default: (await import("./back-office-layout")).BackOfficeLayout,
}));

export function StaffAreaLayout() {
  const user = useUser();
  if (!user || !isStaffRole(user.role)) return <MainLayout />;
  return (
    <Suspense fallback={<PageLoader />}>
      <BackOfficeLayout />
    </Suspense>
  );
}
