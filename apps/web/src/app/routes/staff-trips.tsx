import { useLingui } from "@lingui/react/macro";
import { PageHeader } from "@/components/page-header";
import { StaffTripsTable } from "@/features/trips/components/staff-trips-table";

export function StaffTripsRoute() {
  const { t } = useLingui();
  return (
    <StaffTripsTable
      header={(newTrip) => (
        <PageHeader
          title={t`Trips`}
          subtitle={t`The trips the site offers, in English and Bengali, with their departures.`}
          actions={newTrip}
        />
      )}
    />
  );
}
