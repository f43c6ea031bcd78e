import type { QuizResult } from "@app/shared/exams";
import { Stack, Text, Title } from "@mantine/core";
import { type Column, DataTable } from "@/components/data-table";
import { formatDate } from "@/lib/format";
import { useQuizResults } from "../api/get-quiz-results";

const COLUMNS: Column<QuizResult>[] = [
  { header: "Name", cell: (result) => result.name },
  { header: "Email", cell: (result) => result.email, wrap: true },
  {
    header: "Marks",
    cell: (result) => (
      <>
        <Text span fw={500}>
          {result.marks}
        </Text>{" "}
        / {result.outOf}
      </>
    ),
  },
  { header: "Submitted at", cell: (result) => formatDate(result.createdAt) },
];

/** Every user's quiz marks, newest first (staff and admin). */
export function QuizResultsTable() {
  return (
    <Stack component="section" gap="sm" aria-labelledby="quiz-results-heading">
      <Title order={2} id="quiz-results-heading">
        Quiz results
      </Title>
      <DataTable
        query={useQuizResults()}
        columns={COLUMNS}
        rowKey={(result) => result._id}
        label="Quiz results"
        minWidth={560}
        loadingLabel="Loading quiz results"
        errorTitle="Could not load the quiz results"
        empty="Nobody has submitted the quiz yet"
        highlightOnHover={false}
      />
    </Stack>
  );
}
