import type { EntranceTest } from "@app/shared/exams";
import { formatClock } from "@app/shared/format";
import { Alert, Button, List, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { errorMessage } from "@/lib/api-client";
import { useStartEntranceTest } from "../api/start-entrance-test";
import { formatMarks } from "./format-marks";

/** The rules, as the server words them, then Start. The questions arrive only on start. */
export function TestRules({ test }: { test: EntranceTest }) {
  const start = useStartEntranceTest();
  const marking = [
    { label: "Right answer", marks: test.marking.correct },
    { label: "Wrong answer", marks: test.marking.wrong },
    { label: "Unanswered", marks: test.marking.unanswered },
  ];
  return (
    <Stack maw={720}>
      <Stack component="section" gap="sm" aria-labelledby="rules-heading">
        <Title order={2} id="rules-heading">
          Rules
        </Title>
        <List spacing="xs" data-testid="entrance-rules">
          {test.rules.map((rule) => (
            <List.Item key={rule}>{rule}</List.Item>
          ))}
        </List>
      </Stack>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" aria-label="Marking" role="list">
        {marking.map(({ label, marks }) => (
          <Paper key={label} withBorder p="sm" role="listitem">
            <Text size="sm">{label}</Text>
            <Text fw={700} size="xl">
              {formatMarks(marks)}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Text>
        {test.questionCount} questions, highest score {test.maxScore}.{" "}
        {test.timeLimitSeconds === null
          ? "No time limit."
          : `Time limit ${formatClock(test.timeLimitSeconds)} (minutes:seconds) from the moment you press Start.`}
      </Text>
      {start.isError && (
        <Alert color="red" title="Could not start the test" role="alert">
          {errorMessage(start.error)}
        </Alert>
      )}
      <Button size="md" w="fit-content" loading={start.isPending} onClick={() => start.mutate()}>
        Start the test
      </Button>
    </Stack>
  );
}
