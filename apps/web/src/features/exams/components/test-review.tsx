import type { AttemptSubmitted, ReviewItem } from "@app/shared/exams";
import { formatCount, formatDateTime } from "@app/shared/format";
import { Trans, useLingui } from "@lingui/react/macro";
import { Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useEffect, useRef } from "react";
import { useLanguage } from "@/lib/i18n";
import { formatMarks } from "./format-marks";

function optionText(item: ReviewItem, id: string | null, notAnswered: string): string {
  if (id === null) return notAnswered;
  const option = item.options.find((candidate) => candidate.id === id);
  return option ? option.text : id;
}

/** Border and text colours; Mantine's darkest green is below 4.5:1 on white, so a darker one. */
function marksColors(marks: number): { color: string; c: string } {
  if (marks > 0) return { color: "green.9", c: "#1b5e20" };
  if (marks < 0) return { color: "red.9", c: "red.9" };
  return { color: "gray.8", c: "gray.8" };
}

/** The score, then each question with the answer given, the right answer and the marks. */
export function TestReview({
  attempt,
  takeFocus = false,
}: {
  attempt: AttemptSubmitted;
  /** Move the focus to the score (the test the focus was in has just gone). */
  takeFocus?: boolean;
}) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const notAnswered = t`Not answered`;
  const score = formatCount(attempt.score, locale);
  const maxScore = formatCount(attempt.maxScore, locale);
  const submitted = formatDateTime(attempt.submittedAt, locale);
  const scoreHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) scoreHeading.current?.focus();
  }, [takeFocus]);
  return (
    <Stack maw={720}>
      <Paper withBorder p="md" aria-labelledby="score-heading" component="section">
        <Title order={2} id="score-heading" size="h3" ref={scoreHeading} tabIndex={-1}>
          <Trans>Your score</Trans>
        </Title>
        <Text size="xl" fw={700} data-testid="entrance-score">
          <Trans>
            {score} out of {maxScore}
          </Trans>
        </Text>
        <Text size="sm">
          <Trans>Submitted {submitted}</Trans>
        </Text>
        {attempt.expired && (
          <Text size="sm" mt="xs">
            <Trans>
              The time ran out before your answers arrived, so the test was closed as unanswered.
            </Trans>
          </Text>
        )}
      </Paper>
      <Stack component="section" gap="sm" aria-labelledby="review-heading">
        <Title order={2} id="review-heading" size="h3">
          <Trans>Your answers</Trans>
        </Title>
        {attempt.review.map((item, index) => (
          <Paper
            key={item.id}
            withBorder
            p="md"
            component="article"
            aria-labelledby={`review-${item.id}`}
            data-testid="review-item"
          >
            <Stack gap={4}>
              <Text fw={600} id={`review-${item.id}`}>
                {formatCount(index + 1, locale)}. {item.text}
              </Text>
              <Text>
                <Trans>
                  Your answer:{" "}
                  <Text span inherit fw={500} data-testid="review-chosen">
                    {optionText(item, item.chosen, notAnswered)}
                  </Text>
                </Trans>
              </Text>
              <Text>
                <Trans>
                  Right answer:{" "}
                  <Text span inherit fw={500} data-testid="review-correct">
                    {optionText(item, item.correct, notAnswered)}
                  </Text>
                </Trans>
              </Text>
              <Group gap="xs">
                <Text>
                  <Trans>Marks:</Trans>
                </Text>
                <Badge
                  variant="outline"
                  {...marksColors(item.marks)}
                  size="lg"
                  data-testid="review-marks"
                >
                  {formatMarks(item.marks, locale)}
                </Badge>
              </Group>
            </Stack>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
