import { PageHeader } from "@/components/page-header";
import { MapUsersTable } from "@/features/locations/components/map-users-table";

export function MapUsersRoute() {
  return (
    <>
      <PageHeader title="Manage Map Users" subtitle="Users who share their location." />
      <MapUsersTable />
    </>
  );
}
