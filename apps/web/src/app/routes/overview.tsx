import { useLingui } from "@lingui/react/macro";
import { PageHeader } from "@/components/page-header";
import { OverviewDashboard } from "@/features/overview/components/overview-dashboard";

/** /staff (staff and admins): the back office's home, what needs attention now and the trends. */
export function OverviewRoute() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader
        title={t`Overview`}
        subtitle={t`What needs attention now, and how the last weeks went`}
      />
      <OverviewDashboard />
    </>
  );
}
