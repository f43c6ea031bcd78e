import { useLingui } from "@lingui/react/macro";
import { PageHeader } from "@/components/page-header";
import { EntranceTestPage } from "@/features/exams/components/entrance-test";

export function EntranceTestRoute() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Entrance test`} />
      <EntranceTestPage />
    </>
  );
}
