import { PageHeader } from "@/components/page-header";
import { MechanicForm } from "@/features/mechanics/components/mechanic-form";
import { MechanicsTable } from "@/features/mechanics/components/mechanics-table";

export function MechanicRoute() {
  return (
    <>
      <PageHeader title="Manage Mechanics" />
      <MechanicForm />
      <MechanicsTable />
    </>
  );
}
