import { type QuizResult, ResultListQuerySchema } from "@app/shared/exams";
import { formatDateTime } from "@app/shared/format";
import { Trans, useLingui } from "@lingui/react/macro";
import { Stack, Text, Title } from "@mantine/core";
import { type Column, DataTable } from "@/components/data-table";
import { EmailText } from "@/components/email-text";
import { type ListField, ListToolbar } from "@/components/list-toolbar";
import { type ListFilterName, useListParams } from "@/lib/use-list-params";
import { useQuizResults } from "../api/get-quiz-results";

const COLUMNS: Column<QuizResult>[] = [
  { header: "Name", cell: (result) => result.name, sort: "name" },
  { header: "Email", cell: (result) => <EmailText email={result.email} /> },
  {
    header: "Marks",
    sort: "marks",
    cell: (result) => (
      <>
        <Text span fw={500}>
          {result.marks}
        </Text>{" "}
        / {result.outOf}
      </>
    ),
  },
  { header: "Submitted at", cell: (result) => formatDateTime(result.createdAt), sort: "createdAt" },
];

/** The users' quiz marks, newest first, a page at a time (staff and admin). */
const FIELDS: ListField<ListFilterName<typeof ResultListQuerySchema>>[] = [
  { kind: "text", name: "q", label: "Search quiz results", placeholder: "Name or email" },
];

export function QuizResultsTable() {
  const { t } = useLingui();
  // Beside the entrance test results on one page: its own part of the address.
  const list = useListParams(ResultListQuerySchema, { prefix: "quiz." });
  return (
    <Stack component="section" gap="sm" aria-labelledby="quiz-results-heading">
      <Title order={2} id="quiz-results-heading">
        <Trans>Quiz results</Trans>
      </Title>
      <DataTable
        query={useQuizResults(list.query)}
        list={list}
        toolbar={<ListToolbar label={t`quiz results`} list={list} fields={FIELDS} />}
        columns={COLUMNS}
        defaultSort="-createdAt"
        rowKey={(result) => result._id}
        label={t`Quiz results`}
        minWidth={560}
        loadingLabel={t`Loading quiz results`}
        errorTitle={t`Could not load the quiz results`}
        empty={t`Nobody has submitted the quiz yet`}
        noMatch="No quiz results match"
        highlightOnHover={false}
      />
    </Stack>
  );
}
