import { type EntranceResult, ResultListQuerySchema } from "@app/shared/exams";
import { formatDateTime } from "@app/shared/format";
import { Stack, Text, Title } from "@mantine/core";
import { type Column, DataTable } from "@/components/data-table";
import { EmailText } from "@/components/email-text";
import { type ListField, ListToolbar } from "@/components/list-toolbar";
import { type ListFilterName, useListParams } from "@/lib/use-list-params";
import { useEntranceResults } from "../api/get-entrance-results";

const COLUMNS: Column<EntranceResult>[] = [
  { header: "Candidate", cell: (result) => result.name, sort: "name" },
  { header: "Email", cell: (result) => <EmailText email={result.email} /> },
  {
    header: "Score",
    sort: "marks",
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
    cell: (result) =>
      result.submittedAt === null ? "Not yet" : formatDateTime(result.submittedAt),
  },
];

/** The candidates' entrance test attempts, newest first, a page at a time (staff and admin). */
const FIELDS: ListField<ListFilterName<typeof ResultListQuerySchema>>[] = [
  {
    kind: "text",
    name: "q",
    label: "Search entrance test results",
    placeholder: "Name or email",
  },
];

export function EntranceResultsTable() {
  // Beside the quiz results on one page: its own part of the address.
  const list = useListParams(ResultListQuerySchema, { prefix: "entrance." });
  return (
    <Stack component="section" gap="sm" aria-labelledby="entrance-results-heading">
      <Title order={2} id="entrance-results-heading">
        Entrance test
      </Title>
      <DataTable
        query={useEntranceResults(list.query)}
        list={list}
        toolbar={<ListToolbar label="entrance test results" list={list} fields={FIELDS} />}
        columns={COLUMNS}
        rowKey={(result) => result._id}
        label="Entrance test results"
        minWidth={600}
        loadingLabel="Loading entrance test results"
        errorTitle="Could not load the entrance test results"
        empty="Nobody has taken the entrance test yet"
        emptyHint="A candidate's score shows here once they submit the test or its time runs out."
        noMatch="No entrance test results match"
        highlightOnHover={false}
      />
    </Stack>
  );
}
