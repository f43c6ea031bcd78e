import { useLingui } from "@lingui/react/macro";
import { Stack } from "@mantine/core";
import { PageHeader } from "@/components/page-header";
import { EntranceResultsTable } from "@/features/exams/components/entrance-results-table";
import { QuizResultsTable } from "@/features/exams/components/quiz-results-table";

export function EntranceTestResultsRoute() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader
        title={t`Test results`}
        subtitle={t`Every candidate's entrance test and quiz scores`}
      />
      <Stack gap="xl">
        <EntranceResultsTable />
        <QuizResultsTable />
      </Stack>
    </>
  );
}
