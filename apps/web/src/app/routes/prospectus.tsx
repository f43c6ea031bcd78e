import { useLingui } from "@lingui/react/macro";
import { PageHeader } from "@/components/page-header";
import { DownloadSection } from "@/features/courses/components/download-section";

export function ProspectusRoute() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader
        title={t`Notices`}
        subtitle={t`The prospectus of the institute: courses, fees, admission rules and trips.`}
      />
      <DownloadSection />
    </>
  );
}
