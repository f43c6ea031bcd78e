import { type EntranceResult, ResultListQuerySchema } from "@app/shared/exams";
import { formatCount, formatDateTime } from "@app/shared/format";
import { Trans, useLingui } from "@lingui/react/macro";
import { Stack, Text, Title } from "@mantine/core";
import { type Column, DataTable } from "@/components/data-table";
import { EmailText } from "@/components/email-text";
import { type ListField, ListToolbar } from "@/components/list-toolbar";
import { useLanguage } from "@/lib/i18n";
import { type ListFilterName, useListParams } from "@/lib/use-list-params";
import { useEntranceResults } from "../api/get-entrance-results";

function useColumns(): Column<EntranceResult>[] {
  const { t } = useLingui();
  const { locale } = useLanguage();
  return [
    { header: t`Candidate`, cell: (result) => result.name, sort: "name" },
    { header: t`Email`, cell: (result) => <EmailText email={result.email} /> },
    {
      header: t`Score`,
      sort: "marks",
      cell: (result) => (
        <>
          <Text span inherit fw={500}>
            {result.score === null
              ? t`In progress`
              : `${formatCount(result.score, locale)} / ${formatCount(result.maxScore, locale)}`}
          </Text>
          {result.expired && (
            <Text size="xs">
              <Trans>time ran out, closed unanswered</Trans>
            </Text>
          )}
        </>
      ),
    },
    {
      header: t`Submitted at`,
      cell: (result) =>
        result.submittedAt === null ? t`Not yet` : formatDateTime(result.submittedAt, locale),
    },
  ];
}

/** The candidates' entrance test attempts, newest first, a page at a time (staff and admin). */
export function EntranceResultsTable() {
  const { t } = useLingui();
  const fields: ListField<ListFilterName<typeof ResultListQuerySchema>>[] = [
    {
      kind: "text",
      name: "q",
      label: t`Search entrance test results`,
      placeholder: t`Name or email`,
    },
  ];
  // Beside the quiz results on one page: its own part of the address.
  const list = useListParams(ResultListQuerySchema, { prefix: "entrance." });
  return (
    <Stack component="section" gap="sm" aria-labelledby="entrance-results-heading">
      <Title order={2} id="entrance-results-heading">
        <Trans>Entrance test</Trans>
      </Title>
      <DataTable
        query={useEntranceResults(list.query)}
        list={list}
        toolbar={<ListToolbar label={t`entrance test results`} list={list} fields={fields} />}
        columns={useColumns()}
        rowKey={(result) => result._id}
        label={t`Entrance test results`}
        minWidth={600}
        loadingLabel={t`Loading entrance test results`}
        errorTitle={t`Could not load the entrance test results`}
        empty={t`Nobody has taken the entrance test yet`}
        emptyHint={t`A candidate's score shows here once they submit the test or its time runs out.`}
        noMatch={t`No entrance test results match`}
        highlightOnHover={false}
      />
    </Stack>
  );
}
