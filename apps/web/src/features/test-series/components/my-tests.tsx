// A student's tests of the series: those open to them, and their attempts so far; each list read
// a page at a time and grown with "Show more".
import { formatCount } from "@app/shared/format";
import { textIn } from "@app/shared/localized-text";
import { Trans, useLingui } from "@lingui/react/macro";
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { LoadMore } from "@/components/load-more";
import { EmptyState, ErrorState, LoadingState } from "@/components/query-states";
import { useLanguage } from "@/lib/i18n";
import { loadedItems, totalOf } from "@/lib/page-list";
import { useHistory, useMyTests } from "../api/test-series";

export function MyTests() {
  const { t } = useLingui();
  const { language, locale } = useLanguage();
  const tests = useMyTests();
  const history = useHistory();
  const testItems = loadedItems(tests.data, (test) => test._id);
  const historyItems = loadedItems(history.data, (row) => row.attemptId);
  const stateName = {
    open: t`Open`,
    upcoming: t`Opens later`,
    closed: t`Closed`,
    done: t`Taken`,
  } as const;
  return (
    <Stack maw={860} gap="lg">
      {tests.isError ? (
        <ErrorState error={tests.error} onRetry={() => void tests.refetch()} />
      ) : !tests.data ? (
        <LoadingState />
      ) : testItems.length === 0 ? (
        <EmptyState message={t`No tests are open for you yet`} />
      ) : (
        <Stack gap="sm">
          {testItems.map((test) => (
            <Paper key={test._id} withBorder p="md">
              <Group justify="space-between" wrap="wrap">
                <Stack gap={2}>
                  <Anchor component={Link} to={`/tests/${test._id}`} fw={600}>
                    {textIn(test.title, language)}
                  </Anchor>
                  <Text size="sm" c="gray.7">
                    <Trans>
                      {formatCount(test.durationMinutes, locale)} minutes ·{" "}
                      {formatCount(
                        test.sections.reduce((n, s) => n + s.questions, 0),
                        locale,
                      )}{" "}
                      questions
                    </Trans>
                  </Text>
                </Stack>
                <Badge color="blue.9" variant="light">
                  {stateName[test.state]}
                </Badge>
              </Group>
            </Paper>
          ))}
          <LoadMore
            shown={testItems.length}
            total={totalOf(tests.data)}
            hasMore={tests.hasNextPage}
            loading={tests.isFetchingNextPage}
            onMore={() => void tests.fetchNextPage()}
            label={t`Show more tests`}
          />
        </Stack>
      )}
      <Stack gap="sm">
        <Title order={2} size="h3">
          <Trans>Your attempts</Trans>
        </Title>
        {history.isError ? (
          <ErrorState error={history.error} onRetry={() => void history.refetch()} />
        ) : !history.data ? (
          <LoadingState />
        ) : historyItems.length === 0 ? (
          <EmptyState message={t`You have not taken a test yet`} />
        ) : (
          historyItems.map((row) => (
            <Paper key={row.attemptId} withBorder p="sm">
              <Group justify="space-between" wrap="wrap">
                <Stack gap={0}>
                  <Text fw={500}>{textIn(row.title, language)}</Text>
                  <Text size="sm">
                    {row.status === "running"
                      ? t`In progress`
                      : row.score === null
                        ? t`Result not published`
                        : `${row.score} / ${row.maxScore ?? 0}`}
                    {row.rank !== null && ` · ${t`Rank`} ${formatCount(row.rank, locale)}`}
                  </Text>
                </Stack>
                {row.status === "running" ? (
                  <Anchor component={Link} to={`/tests/${row.testId}`}>
                    <Trans>Go back to the test</Trans>
                  </Anchor>
                ) : (
                  <Anchor
                    component={Link}
                    to={`/tests/attempts/${row.attemptId}`}
                    aria-label={t`See the result of ${textIn(row.title, language)}`}
                  >
                    <Trans>See the result</Trans>
                  </Anchor>
                )}
              </Group>
            </Paper>
          ))
        )}
        <LoadMore
          shown={historyItems.length}
          total={totalOf(history.data)}
          hasMore={history.hasNextPage}
          loading={history.isFetchingNextPage}
          onMore={() => void history.fetchNextPage()}
          label={t`Show more attempts`}
        />
      </Stack>
    </Stack>
  );
}
