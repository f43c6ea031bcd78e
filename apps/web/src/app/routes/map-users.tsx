import { PageHeader } from "@/components/page-header";
import { MapUsersTable } from "@/features/map-users/components/map-users-table";

export function MapUsersRoute() {
  return (
    <>
      <PageHeader title="Manage Map Users" subtitle="Users who share their location." />
      <MapUsersTable />
    </>
  );
}
