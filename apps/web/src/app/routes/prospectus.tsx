import { PageHeader } from "@/components/page-header";
import { DownloadSection } from "@/features/courses/components/download-section";

export function ProspectusRoute() {
  return (
    <>
      <PageHeader
        title="Notices"
        subtitle="The prospectus of the institute: courses, fees, admission rules and trips."
      />
      <DownloadSection />
    </>
  );
}
