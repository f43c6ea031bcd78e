import { useLingui } from "@lingui/react/macro";
import { PageHeader } from "@/components/page-header";
import { MapUsersTable } from "@/features/locations/components/map-users-table";

export function MapUsersRoute() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Manage Map Users`} subtitle={t`Users who share their location.`} />
      <MapUsersTable />
    </>
  );
}
