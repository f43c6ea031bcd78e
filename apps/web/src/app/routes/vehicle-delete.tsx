import { useLingui } from "@lingui/react/macro";
import { PageHeader } from "@/components/page-header";
import { AddVehicle } from "@/features/vehicles/components/add-vehicle";
import { VehicleTable } from "@/features/vehicles/components/vehicle-table";

export function VehicleDeleteRoute() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Manage vehicles`} subtitle={t`Add, edit and delete vehicles.`} />
      <AddVehicle />
      <VehicleTable editable />
    </>
  );
}
