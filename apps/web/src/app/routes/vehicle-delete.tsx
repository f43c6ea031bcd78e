import { PageHeader } from "@/components/page-header";
import { AddVehicle } from "@/features/vehicles/components/add-vehicle";
import { VehicleTable } from "@/features/vehicles/components/vehicle-table";

export function VehicleDeleteRoute() {
  return (
    <>
      <PageHeader title="Manage vehicles" subtitle="Add, edit and delete vehicles." />
      <AddVehicle />
      <VehicleTable editable />
    </>
  );
}
