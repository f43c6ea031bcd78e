import { useLingui } from "@lingui/react/macro";
import { PageHeader } from "@/components/page-header";
import { DeskReports } from "@/features/tickets/components/desk-reports";

/** /staff/desk-reports (staff and admins): the help desk's figures per week or month. */
export function StaffDeskReportsRoute() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Desk reports`} />
      <DeskReports />
    </>
  );
}
