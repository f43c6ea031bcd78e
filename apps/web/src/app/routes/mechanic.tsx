import { useLingui } from "@lingui/react/macro";
import { PageHeader } from "@/components/page-header";
import { MechanicForm } from "@/features/mechanics/components/mechanic-form";
import { MechanicsTable } from "@/features/mechanics/components/mechanics-table";

export function MechanicRoute() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Manage Mechanics`} />
      <MechanicForm />
      <MechanicsTable />
    </>
  );
}
