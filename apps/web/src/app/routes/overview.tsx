import { PageHeader } from "@/components/page-header";
import { OverviewDashboard } from "@/features/overview/components/overview-dashboard";

/** /staff (staff and admins): the back office's home, what needs attention now and the trends. */
export function OverviewRoute() {
  return (
    <>
      <PageHeader
        title="Overview"
        subtitle="What needs attention now, and how the last weeks went"
      />
      <OverviewDashboard />
    </>
  );
}
