// Staff's tests of the series, from the question bank's questions (/staff/questions): build a
// test (test-form.tsx: sections of fixed questions and random draws, the window and publication
// times, the audience), and follow its attempts (with focus losses, a page at a time) and
// per-question statistics.
import { formatCount, formatDateTime } from "@app/shared/format";
import { textIn } from "@app/shared/localized-text";
import {
  StaffAttemptListQuerySchema,
  type StaffAttemptRow,
  type Test,
} from "@app/shared/test-series";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, Paper, Stack, Table, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { type Column, DataTable } from "@/components/data-table";
import { DeleteButton } from "@/components/delete-button";
import { EmailText } from "@/components/email-text";
import { type ListField, ListToolbar, SEARCH_DELAY_MS } from "@/components/list-toolbar";
import { LoadMore } from "@/components/load-more";
import { EmptyState, ErrorState, LoadingState } from "@/components/query-states";
import { useLanguage } from "@/lib/i18n";
import { notifyError, notifySuccess } from "@/lib/notify";
import { loadedItems, totalOf } from "@/lib/page-list";
import { type ListFilterName, useListParams } from "@/lib/use-list-params";
import {
  useDeleteTest,
  useStaffTests,
  useTestAttempts,
  useTestStatistics,
} from "../api/test-series";
import { localText } from "./local-text";
import { ScrollRegion } from "./scroll-region";
import { TestForm } from "./test-form";

export function StaffTests() {
  const { t } = useLingui();
  const { language } = useLanguage();
  const [search, setSearch] = useState("");
  const [q] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const tests = useStaffTests(q);
  const items = loadedItems(tests.data, (test) => test._id);
  const remove = useDeleteTest();
  const [editing, setEditing] = useState<Test | "new" | null>(null);
  const [following, setFollowing] = useState<string | null>(null);
  const [, setParams] = useSearchParams();
  // Another test's attempts start on their first page, unsearched.
  const follow = (id: string | null) => {
    setFollowing(id);
    setParams(
      (params) => {
        const next = new URLSearchParams(params);
        for (const key of [...next.keys()]) if (key.startsWith("attempts.")) next.delete(key);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  return (
    <Stack gap="lg">
      {editing ? (
        <TestForm test={editing === "new" ? null : editing} onDone={() => setEditing(null)} />
      ) : (
        <Button onClick={() => setEditing("new")} style={{ alignSelf: "flex-start" }}>
          <Trans>New test</Trans>
        </Button>
      )}
      <TextInput
        label={t`Search tests`}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={360}
      />
      {tests.isError ? (
        <ErrorState error={tests.error} onRetry={() => void tests.refetch()} />
      ) : !tests.data ? (
        <LoadingState />
      ) : items.length === 0 ? (
        q ? (
          <EmptyState message={t`No test matches your search`} />
        ) : (
          <EmptyState
            message={t`No tests yet`}
            hint={t`Write or import questions in the question bank, then build a test from them.`}
          />
        )
      ) : (
        <Stack gap="sm">
          {items.map((test) => (
            <Paper key={test._id} withBorder p="md">
              <Stack gap="xs">
                <Group justify="space-between" wrap="wrap">
                  <Text fw={600}>{textIn(test.title, language)}</Text>
                  <Text size="sm">
                    {test.published ? t`Published` : t`Draft`} · {test.questionCount} {t`questions`}{" "}
                    · {test.attempts} {t`attempts`}
                  </Text>
                </Group>
                <Group gap="xs" wrap="wrap">
                  <Button size="xs" variant="default" onClick={() => setEditing(test)}>
                    <Trans>Edit</Trans>
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => follow(following === test._id ? null : test._id)}
                    aria-expanded={following === test._id}
                  >
                    <Trans>Attempts and statistics</Trans>
                  </Button>
                  <DeleteButton
                    label={t`Delete ${textIn(test.title, language)}`}
                    title={t`Delete this test?`}
                    consequence={t`A test students have attempted cannot be deleted.`}
                    pending={remove.isPending}
                    onConfirm={() =>
                      remove.mutate(test._id, {
                        onSuccess: () => notifySuccess(t`Test deleted`),
                        onError: (error) => notifyError(error.message),
                      })
                    }
                  />
                </Group>
                {following === test._id && <TestFollowUp testId={test._id} />}
              </Stack>
            </Paper>
          ))}
          <LoadMore
            shown={items.length}
            total={totalOf(tests.data)}
            hasMore={tests.hasNextPage}
            loading={tests.isFetchingNextPage}
            onMore={() => void tests.fetchNextPage()}
            label={t`Show more tests`}
          />
        </Stack>
      )}
    </Stack>
  );
}

/** A test's attempts, a page at a time and searchable (the address keeps `attempts.page`). */
function TestFollowUp({ testId }: { testId: string }) {
  const { t } = useLingui();
  const { language, locale } = useLanguage();
  const list = useListParams(StaffAttemptListQuerySchema, { prefix: "attempts." });
  const attempts = useTestAttempts(testId, list.query);
  const stats = useTestStatistics(testId);
  const fields: ListField<ListFilterName<typeof StaffAttemptListQuerySchema>>[] = [
    { kind: "text", name: "q", label: t`Search attempts`, placeholder: t`Name or email` },
  ];
  const columns: Column<StaffAttemptRow>[] = [
    { header: t`Student`, cell: (row) => row.name, wrap: true },
    { header: t`Email`, cell: (row) => <EmailText email={row.email} />, wrap: true },
    { header: t`Attempt`, cell: (row) => formatCount(row.number, locale) },
    { header: t`Status`, cell: (row) => (row.status === "running" ? t`Running` : t`Submitted`) },
    { header: t`Started`, cell: (row) => formatDateTime(row.startedAt, locale) },
    {
      header: t`Score`,
      cell: (row) => (row.score === null ? "–" : formatCount(row.score, locale)),
      align: "right",
    },
    {
      header: t`Times the page lost focus`,
      cell: (row) => formatCount(row.focusLosses, locale),
      align: "right",
    },
  ];
  return (
    <Stack gap="sm">
      <DataTable
        query={attempts}
        list={list}
        toolbar={<ListToolbar label={t`attempts`} list={list} fields={fields} />}
        columns={columns}
        rowKey={(row) => row.attemptId}
        label={t`Attempts`}
        minWidth={720}
        loadingLabel={t`Loading the attempts`}
        errorTitle={t`Could not load the attempts`}
        empty={t`Nobody has attempted this test yet.`}
        noMatch={t`No attempts match`}
        highlightOnHover={false}
      />
      {stats.data && stats.data.length > 0 && (
        <ScrollRegion label={t`Per question`}>
          <Table>
            <Table.Caption>{t`Per question`}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t`Question`}</Table.Th>
                <Table.Th>{t`Right / shown`}</Table.Th>
                <Table.Th>{t`Chosen per option`}</Table.Th>
                <Table.Th>{t`Average seconds`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {stats.data.map((row) => (
                <Table.Tr key={row.versionId}>
                  <Table.Td>
                    {localText(row.text, language)} (v{formatCount(row.version, locale)})
                  </Table.Td>
                  <Table.Td>
                    {formatCount(row.correct, locale)} / {formatCount(row.shown, locale)}
                  </Table.Td>
                  <Table.Td>
                    {row.options
                      .map(
                        (option) =>
                          `${option.correct ? "✓" : ""}${formatCount(option.chosen, locale)}`,
                      )
                      .join(" · ")}
                  </Table.Td>
                  <Table.Td>{formatCount(row.averageSeconds, locale)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
    </Stack>
  );
}
