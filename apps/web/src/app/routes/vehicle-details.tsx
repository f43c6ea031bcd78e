import { useLingui } from "@lingui/react/macro";
import { PageHeader } from "@/components/page-header";
import { VehicleTable } from "@/features/vehicles/components/vehicle-table";

export function VehicleDetailsRoute() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Vehicle details`} subtitle={t`Every vehicle on record (read-only).`} />
      <VehicleTable editable={false} />
    </>
  );
}
