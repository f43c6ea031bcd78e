// A test of the series for a student: its instructions first (sections, marking, time), then the
// running attempt (attempt-screen.tsx), then the result as far as the test has published it.
import { formatCount, formatDateTime } from "@app/shared/format";
import { textIn } from "@app/shared/localized-text";
import type { AttemptResult, TestSummary } from "@app/shared/test-series";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { useEffect, useState } from "react";
import { ErrorState, LoadingState } from "@/components/query-states";
import { formatMarks } from "@/features/exams/components/format-marks";
import { useLanguage } from "@/lib/i18n";
import {
  useAttempt,
  useAttemptResult,
  useLeaderboard,
  useMyTest,
  useStartAttempt,
} from "../api/test-series";
import { AttemptScreen } from "./attempt-screen";
import { localText } from "./local-text";
import { QuestionPicture } from "./question-picture";
import { ScrollRegion } from "./scroll-region";
import classes from "./test-page.module.css";
import { clearUnsaved, readUnsaved } from "./unsaved-answers";

export function TestPage({ testId }: { testId: string }) {
  const summary = useMyTest(testId);
  const [attemptId, setAttemptId] = useState<string | null>(null);
  const [finished, setFinished] = useState<string | null>(null);
  if (summary.isError)
    return <ErrorState error={summary.error} onRetry={() => void summary.refetch()} />;
  if (!summary.data) return <LoadingState />;
  const running = attemptId ?? summary.data.runningAttemptId;
  if (finished) return <ResultView attemptId={finished} />;
  if (running)
    return (
      <RunningAttempt
        attemptId={running}
        onFinished={() => {
          setFinished(running);
          setAttemptId(null);
          void summary.refetch();
        }}
      />
    );
  return <Instructions test={summary.data} onStarted={setAttemptId} onShowResult={setFinished} />;
}

function RunningAttempt({ attemptId, onFinished }: { attemptId: string; onFinished: () => void }) {
  const attempt = useAttempt(attemptId);
  if (attempt.isError)
    return <ErrorState error={attempt.error} onRetry={() => void attempt.refetch()} />;
  if (!attempt.data) return <LoadingState />;
  if (attempt.data.status === "submitted") return <ResultView attemptId={attemptId} />;
  return <AttemptScreen attempt={attempt.data} onFinished={onFinished} />;
}

function Instructions({
  test,
  onStarted,
  onShowResult,
}: {
  test: TestSummary;
  onStarted: (id: string) => void;
  onShowResult: (id: string) => void;
}) {
  const { t } = useLingui();
  const { language, locale } = useLanguage();
  const start = useStartAttempt();
  const [agreed, setAgreed] = useState(false);
  const minutes = formatCount(test.durationMinutes, locale);
  const instructions = textIn(test.instructions, language);
  return (
    <Stack maw={760} gap="md">
      <Title order={2}>{textIn(test.title, language)}</Title>
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Title order={3} size="h4">
            <Trans>Instructions</Trans>
          </Title>
          <Text>
            <Trans>
              Time allowed: {minutes} minutes. The clock keeps running if you leave the page; a
              reload brings you back to the same questions with the same time left. At the end of
              the time your answers are submitted automatically.
            </Trans>
          </Text>
          <Text>
            <Trans>
              Every answer is saved as you choose it. Use the palette to move between questions; a
              question marked for review that has an answer still counts.
            </Trans>
          </Text>
          {instructions && <Text style={{ whiteSpace: "pre-wrap" }}>{instructions}</Text>}
          <ScrollRegion label={t`Sections and marking`}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t`Section`}</Table.Th>
                  <Table.Th>{t`Questions`}</Table.Th>
                  <Table.Th>{t`Correct`}</Table.Th>
                  <Table.Th>{t`Wrong`}</Table.Th>
                  <Table.Th>{t`Unanswered`}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {test.sections.map((section, _index) => (
                  <Table.Tr key={`${section.title.en}/${section.title.bn}`}>
                    <Table.Td>{textIn(section.title, language)}</Table.Td>
                    <Table.Td>{formatCount(section.questions, locale)}</Table.Td>
                    <Table.Td>{formatMarks(section.marking.correct, locale)}</Table.Td>
                    <Table.Td>{formatMarks(section.marking.wrong, locale)}</Table.Td>
                    <Table.Td>{formatMarks(section.marking.unanswered, locale)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
        </Stack>
      </Paper>
      {start.isError && (
        <Alert color="red" role="alert" title={t`Could not start the test`}>
          {start.error.message}
        </Alert>
      )}
      {test.state === "open" ? (
        <Group>
          <Checkbox
            label={t`I have read the instructions`}
            checked={agreed}
            onChange={(event) => setAgreed(event.currentTarget.checked)}
          />
          <Button
            disabled={!agreed}
            loading={start.isPending}
            onClick={() =>
              start.mutate(test._id, { onSuccess: (attempt) => onStarted(attempt.id) })
            }
          >
            <Trans>Start the test</Trans>
          </Button>
        </Group>
      ) : (
        <Alert color="gray" role="status">
          {test.state === "upcoming" && <Trans>This test has not opened yet.</Trans>}
          {test.state === "closed" && <Trans>This test has closed.</Trans>}
          {test.state === "done" && <Trans>You have used every attempt this test allows.</Trans>}
        </Alert>
      )}
      {test.lastAttemptId && test.state !== "open" && (
        <Button variant="light" onClick={() => onShowResult(test.lastAttemptId ?? "")}>
          <Trans>See your result</Trans>
        </Button>
      )}
      {test.lastAttemptId && test.state === "open" && (
        <Button variant="subtle" onClick={() => onShowResult(test.lastAttemptId ?? "")}>
          <Trans>See your last result</Trans>
        </Button>
      )}
    </Stack>
  );
}

/**
 * Answers this device kept (decision 064) that never reached the server before the attempt ended:
 * said once, plainly, and then forgotten, since the server will not take them any more.
 */
function NotReceived({ attemptId }: { attemptId: string }) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const [count] = useState(() => Object.keys(readUnsaved(attemptId)).length);
  useEffect(() => {
    if (count > 0) clearUnsaved(attemptId);
  }, [attemptId, count]);
  if (count === 0) return null;
  const shown = formatCount(count, locale);
  return (
    <Alert color="orange" role="alert" title={t`Answers not received in time: ${shown}`}>
      <Trans>
        These answers were given on this device but had not reached the server when the test ended,
        so they are not counted. The result shows the answers the server received.
      </Trans>
    </Alert>
  );
}

export function ResultView({ attemptId }: { attemptId: string }) {
  const result = useAttemptResult(attemptId);
  if (result.isError)
    return <ErrorState error={result.error} onRetry={() => void result.refetch()} />;
  if (!result.data) return <LoadingState />;
  return <Result result={result.data} />;
}

function Result({ result }: { result: AttemptResult }) {
  const { t } = useLingui();
  const { language, locale } = useLanguage();
  const board = useLeaderboard(result.testId, result.rank !== null);
  const resultsAt = result.resultsAt ? formatDateTime(result.resultsAt, locale) : null;
  return (
    <Stack maw={960} gap="md">
      <Title order={2}>{textIn(result.title, language)}</Title>
      {result.status === "submitted" && <NotReceived attemptId={result.id} />}
      {result.status === "running" ? (
        <Alert color="gray" role="status" title={t`This attempt is still running`}>
          <Trans>Its result is here once it is submitted.</Trans>
        </Alert>
      ) : result.score === null ? (
        <Alert color="blue" role="status" title={t`Results are not out yet`}>
          {resultsAt ? (
            <Trans>Your answers are submitted. Results will be published on {resultsAt}.</Trans>
          ) : (
            <Trans>Your answers are submitted. Results will be published later.</Trans>
          )}
        </Alert>
      ) : (
        <Paper withBorder p="md">
          <Stack gap="xs">
            <Text fw={700} size="xl" data-testid="score">
              <Trans>
                Score: {formatCount(result.score, locale)} of {result.maxScore ?? 0}
              </Trans>
            </Text>
            <ScrollRegion label={t`Marks by section`}>
              <Table data-testid="section-marks">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t`Section`}</Table.Th>
                    <Table.Th>{t`Marks`}</Table.Th>
                    <Table.Th>{t`Out of`}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {result.sections.map((section, _index) => (
                    <Table.Tr key={`${section.title.en}/${section.title.bn}`}>
                      <Table.Td>{textIn(section.title, language)}</Table.Td>
                      <Table.Td>
                        {section.score === null ? "–" : formatCount(section.score, locale)}
                      </Table.Td>
                      <Table.Td>{formatCount(section.maxScore, locale)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollRegion>
            {result.rank !== null ? (
              <Group gap="sm">
                <Badge size="lg" color="blue.9" data-testid="rank">
                  <Trans>
                    Rank {formatCount(result.rank, locale)} of{" "}
                    {formatCount(result.candidates ?? 0, locale)}
                  </Trans>
                </Badge>
                <Badge size="lg" color="teal.9">
                  <Trans>Percentile {result.percentile}</Trans>
                </Badge>
              </Group>
            ) : (
              <Text size="sm" c="gray.7">
                <Trans>Ranks are not published yet.</Trans>
              </Text>
            )}
          </Stack>
        </Paper>
      )}
      {board.data && board.data.items.length > 0 && (
        <Paper withBorder p="md">
          <Title order={3} size="h4" mb="xs">
            <Trans>Leaderboard</Trans>
          </Title>
          <ScrollRegion label={t`Leaderboard`}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t`Rank`}</Table.Th>
                  <Table.Th>{t`Name`}</Table.Th>
                  <Table.Th>{t`Score`}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {board.data.items.map((row, _index) => (
                  <Table.Tr key={`${row.rank}-${row.name}-${row.submittedAt}`}>
                    <Table.Td>{formatCount(row.rank, locale)}</Table.Td>
                    <Table.Td>{row.name}</Table.Td>
                    <Table.Td>{formatCount(row.score, locale)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
        </Paper>
      )}
      {result.review === null ? (
        result.score !== null && (
          <Text size="sm" c="gray.7">
            <Trans>Solutions are shown here once they are published and the test has closed.</Trans>
          </Text>
        )
      ) : (
        <Stack gap="md" data-testid="solutions">
          <Title order={3} size="h4">
            <Trans>Solutions</Trans>
          </Title>
          {result.review.map((section, _sectionIndex) => (
            <Stack key={section.questions[0]?._id ?? section.title.en} gap="sm">
              <Text fw={600}>{textIn(section.title, language)}</Text>
              {section.questions.map((question, index) => (
                <ReviewCard key={question._id} question={question} number={index + 1} />
              ))}
            </Stack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

type ReviewQuestion = NonNullable<AttemptResult["review"]>[number]["questions"][number];

/** One question of the review: the student's answer and the correct one side by side, then the solution. */
function ReviewCard({ question, number }: { question: ReviewQuestion; number: number }) {
  const { t } = useLingui();
  const { language, locale } = useLanguage();
  const chosen = question.response?.options ?? [];
  type Line = { key: string; text: string; picture?: string | null };
  const optionLine = (id: number): Line => {
    const option = question.options.find((item) => item.id === id);
    return {
      key: String(id),
      text: option ? localText(option.text, language) : "",
      picture: option?.picture,
    };
  };
  const mine: Line[] | null =
    question.type === "numeric"
      ? question.response?.value !== undefined
        ? [{ key: "value", text: String(question.response.value) }]
        : null
      : chosen.length > 0
        ? chosen.map(optionLine)
        : null;
  const right: Line[] =
    question.type === "numeric"
      ? question.numeric
        ? [
            {
              key: "value",
              text: question.numeric.tolerance
                ? `${question.numeric.value} (±${question.numeric.tolerance})`
                : String(question.numeric.value),
            },
          ]
        : []
      : (question.correctOptions ?? []).map(optionLine);
  const lines = (value: Line[] | null) =>
    value === null ? (
      <Text size="sm" c="gray.7">
        <Trans>Not answered</Trans>
      </Text>
    ) : (
      value.map((line) => (
        <Stack key={line.key} gap={4}>
          <Text size="sm" className={classes.answer}>
            {line.text}
          </Text>
          {line.picture && (
            <QuestionPicture
              name={line.picture}
              alt={t`Picture of the option ${line.text}`}
              small
            />
          )}
        </Stack>
      ))
    );
  return (
    <Paper withBorder p="md" component="article" aria-label={t`Question ${number}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={500} className={classes.answer}>
            {formatCount(number, locale)}. {localText(question.text, language)}
          </Text>
          {/* The palette's own right and wrong colours, dark enough for 4.5:1 on white. */}
          <Text
            fw={700}
            style={{
              color: question.marks > 0 ? "#23703a" : question.marks < 0 ? "#b02a2a" : "#343a40",
              whiteSpace: "nowrap",
            }}
          >
            {formatMarks(question.marks, locale)}
          </Text>
        </Group>
        {question.picture && (
          <QuestionPicture name={question.picture} alt={t`The question's picture`} />
        )}
        <Text size="xs" c="gray.7">
          <Trans>Question version {question.version}</Trans>
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <div className={classes.side} data-testid="your-answer">
            <Text size="xs" fw={700} tt="uppercase" c="gray.8">
              <Trans>Your answer</Trans>
            </Text>
            {lines(mine)}
          </div>
          <div className={classes.side} data-testid="correct-answer">
            <Text size="xs" fw={700} tt="uppercase" c="gray.8">
              <Trans>Correct answer</Trans>
            </Text>
            {lines(right)}
          </div>
        </SimpleGrid>
        {(question.solution || question.solutionPicture) && (
          <div className={classes.solution}>
            <Text size="xs" fw={700} tt="uppercase" c="gray.8">
              <Trans>Solution</Trans>
            </Text>
            {question.solution && (
              <Text size="sm" className={classes.answer}>
                {localText(question.solution, language)}
              </Text>
            )}
            {question.solutionPicture && (
              <QuestionPicture name={question.solutionPicture} alt={t`The solution's picture`} />
            )}
          </div>
        )}
      </Stack>
    </Paper>
  );
}
