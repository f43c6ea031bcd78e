import { Stack } from "@mantine/core";
import { PageHeader } from "@/components/page-header";
import { EntranceResultsTable } from "@/features/exams/components/entrance-results-table";
import { QuizResultsTable } from "@/features/exams/components/quiz-results-table";

export function EntranceTestResultsRoute() {
  return (
    <>
      <PageHeader title="Test results" subtitle="Every candidate's entrance test and quiz scores" />
      <Stack gap="xl">
        <EntranceResultsTable />
        <QuizResultsTable />
      </Stack>
    </>
  );
}
