import type { EntranceResult } from "@app/shared/exams";
import { Stack, Text, Title } from "@mantine/core";
import { type Column, DataTable } from "@/components/data-table";
import { formatDate } from "@/lib/format";
import { useEntranceResults } from "../api/get-entrance-results";

const COLUMNS: Column<EntranceResult>[] = [
  { header: "Candidate", cell: (result) => result.name },
  { header: "Email", cell: (result) => result.email, wrap: true },
  {
    header: "Score",
    cell: (result) => (
      <>
        <Text span inherit fw={500}>
          {result.score === null ? "In progress" : `${result.score} / ${result.maxScore}`}
        </Text>
        {result.expired && <Text size="xs">time ran out, closed unanswered</Text>}
      </>
    ),
  },
  {
    header: "Submitted at",
    cell: (result) => (result.submittedAt === null ? "Not yet" : formatDate(result.submittedAt)),
  },
];

/** Every candidate's entrance test attempt, newest first (staff and admin). */
export function EntranceResultsTable() {
  return (
    <Stack component="section" gap="sm" aria-labelledby="entrance-results-heading">
      <Title order={2} id="entrance-results-heading">
        Entrance test
      </Title>
      <DataTable
        query={useEntranceResults()}
        columns={COLUMNS}
        rowKey={(result) => result._id}
        label="Entrance test results"
        minWidth={600}
        loadingLabel="Loading entrance test results"
        errorTitle="Could not load the entrance test results"
        empty="Nobody has taken the entrance test yet"
        highlightOnHover={false}
      />
    </Stack>
  );
}
