import { useLingui } from "@lingui/react/macro";
import { PageHeader } from "@/components/page-header";
import { MyTests } from "@/features/test-series/components/my-tests";

export function TestsRoute() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Test series`} />
      <MyTests />
    </>
  );
}
