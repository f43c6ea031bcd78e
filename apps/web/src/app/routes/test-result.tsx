import { useLingui } from "@lingui/react/macro";
import { Anchor } from "@mantine/core";
import { Link, useParams } from "react-router";
import { PageHeader } from "@/components/page-header";
import { ResultView } from "@/features/test-series/components/test-page";

/** One attempt's result, its student's alone: marks, rank and solutions as the test publishes them. */
export function TestResultRoute() {
  const { t } = useLingui();
  const { attemptId = "" } = useParams();
  return (
    <>
      <PageHeader
        title={t`Your result`}
        actions={
          <Anchor component={Link} to="/tests">
            {t`All your tests`}
          </Anchor>
        }
      />
      <ResultView attemptId={attemptId} />
    </>
  );
}
