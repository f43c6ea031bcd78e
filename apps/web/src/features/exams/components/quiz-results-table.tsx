import { type QuizResult, ResultListQuerySchema } from "@app/shared/exams";
import { formatCount, formatDateTime } from "@app/shared/format";
import { Trans, useLingui } from "@lingui/react/macro";
import { Stack, Text, Title } from "@mantine/core";
import { type Column, DataTable } from "@/components/data-table";
import { EmailText } from "@/components/email-text";
import { type ListField, ListToolbar } from "@/components/list-toolbar";
import { useLanguage } from "@/lib/i18n";
import { type ListFilterName, useListParams } from "@/lib/use-list-params";
import { useQuizResults } from "../api/get-quiz-results";

function useColumns(): Column<QuizResult>[] {
  const { t } = useLingui();
  const { locale } = useLanguage();
  return [
    { header: t`Name`, cell: (result) => result.name, sort: "name" },
    { header: t`Email`, cell: (result) => <EmailText email={result.email} /> },
    {
      header: t`Marks`,
      sort: "marks",
      cell: (result) => (
        <>
          <Text span fw={500}>
            {formatCount(result.marks, locale)}
          </Text>{" "}
          / {formatCount(result.outOf, locale)}
        </>
      ),
    },
    {
      header: t`Submitted at`,
      cell: (result) => formatDateTime(result.createdAt, locale),
      sort: "createdAt",
    },
  ];
}

/** The users' quiz marks, newest first, a page at a time (staff and admin). */
export function QuizResultsTable() {
  const { t } = useLingui();
  const fields: ListField<ListFilterName<typeof ResultListQuerySchema>>[] = [
    { kind: "text", name: "q", label: t`Search quiz results`, placeholder: t`Name or email` },
  ];
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
        toolbar={<ListToolbar label={t`quiz results`} list={list} fields={fields} />}
        columns={useColumns()}
        defaultSort="-createdAt"
        rowKey={(result) => result._id}
        label={t`Quiz results`}
        minWidth={560}
        loadingLabel={t`Loading quiz results`}
        errorTitle={t`Could not load the quiz results`}
        empty={t`Nobody has submitted the quiz yet`}
        noMatch={t`No quiz results match`}
        highlightOnHover={false}
      />
    </Stack>
  );
}
