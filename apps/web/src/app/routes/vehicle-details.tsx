import { PageHeader } from "@/components/page-header";
import { VehicleTable } from "@/features/vehicles/components/vehicle-table";

export function VehicleDetailsRoute() {
  return (
    <>
      <PageHeader title="Vehicle details" subtitle="Every vehicle on record (read-only)." />
      <VehicleTable editable={false} />
    </>
  );
}
