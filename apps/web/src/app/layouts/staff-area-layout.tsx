// For staff screens that are also admin panel entries: the panel for admins only. The admin
// layout is loaded only for admins, so other visitors never download it.
import { lazy, Suspense } from "react";
import { PageLoader } from "@/components/page-loader";
import { useUser } from "@/lib/auth";
import { MainLayout } from "./main-layout";

const AdminLayout = lazy(async () => ({ default: (await import("./admin-layout")).AdminLayout }));

export function StaffAreaLayout() {
  const user = useUser();
  if (user?.role !== "admin") return <MainLayout />;
  return (
    <Suspense fallback={<PageLoader />}>
      <AdminLayout />
    </Suspense>
  );
}
