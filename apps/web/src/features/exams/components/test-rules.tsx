import type { EntranceTest } from "@app/shared/exams";
import { formatClock, formatCount } from "@app/shared/format";
import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Button, List, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { errorMessage } from "@/lib/api-client";
import { useLanguage } from "@/lib/i18n";
import { useStartEntranceTest } from "../api/start-entrance-test";
import { formatMarks } from "./format-marks";

/** The rules, as the server words them, then Start. The questions arrive only on start. */
export function TestRules({ test }: { test: EntranceTest }) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const start = useStartEntranceTest();
  const marking = [
    { label: t`Right answer`, marks: test.marking.correct },
    { label: t`Wrong answer`, marks: test.marking.wrong },
    { label: t`Unanswered`, marks: test.marking.unanswered },
  ];
  const questions = formatCount(test.questionCount, locale);
  const highest = formatCount(test.maxScore, locale);
  return (
    <Stack maw={720}>
      <Stack component="section" gap="sm" aria-labelledby="rules-heading">
        <Title order={2} id="rules-heading">
          <Trans>Rules</Trans>
        </Title>
        <List spacing="xs" data-testid="entrance-rules">
          {test.rules.map((rule) => (
            <List.Item key={rule}>{rule}</List.Item>
          ))}
        </List>
      </Stack>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" aria-label={t`Marking`} role="list">
        {marking.map(({ label, marks }) => (
          <Paper key={label} withBorder p="sm" role="listitem">
            <Text size="sm">{label}</Text>
            <Text fw={700} size="xl">
              {formatMarks(marks, locale)}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Text>
        {t`${questions} questions, highest score ${highest}.`}{" "}
        {test.timeLimitSeconds === null
          ? t`No time limit.`
          : t`Time limit ${formatClock(test.timeLimitSeconds, locale)} (minutes:seconds) from the moment you press Start.`}
      </Text>
      {start.isError && (
        <Alert color="red" title={t`Could not start the test`} role="alert">
          {errorMessage(start.error)}
        </Alert>
      )}
      <Button size="md" w="fit-content" loading={start.isPending} onClick={() => start.mutate()}>
        <Trans>Start the test</Trans>
      </Button>
    </Stack>
  );
}
