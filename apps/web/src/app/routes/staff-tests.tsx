import { useLingui } from "@lingui/react/macro";
import { PageHeader } from "@/components/page-header";
import { StaffTests } from "@/features/test-series/components/staff-tests";

export function StaffTestsRoute() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader
        title={t`Test series`}
        subtitle={t`Build tests from the question bank, follow attempts and results.`}
      />
      <StaffTests />
    </>
  );
}
