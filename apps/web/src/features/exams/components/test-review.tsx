import type { AttemptSubmitted, ReviewItem } from "@app/shared/exams";
import { formatDateTime } from "@app/shared/format";
import { Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useEffect, useRef } from "react";
import { formatMarks } from "./format-marks";

function optionText(item: ReviewItem, id: string | null): string {
  if (id === null) return "Not answered";
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
  const scoreHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) scoreHeading.current?.focus();
  }, [takeFocus]);
  return (
    <Stack maw={720}>
      <Paper withBorder p="md" aria-labelledby="score-heading" component="section">
        <Title order={2} id="score-heading" size="h3" ref={scoreHeading} tabIndex={-1}>
          Your score
        </Title>
        <Text size="xl" fw={700} data-testid="entrance-score">
          {attempt.score} out of {attempt.maxScore}
        </Text>
        <Text size="sm">Submitted {formatDateTime(attempt.submittedAt)}</Text>
        {attempt.expired && (
          <Text size="sm" mt="xs">
            The time ran out before your answers arrived, so the test was closed as unanswered.
          </Text>
        )}
      </Paper>
      <Stack component="section" gap="sm" aria-labelledby="review-heading">
        <Title order={2} id="review-heading" size="h3">
          Your answers
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
                {index + 1}. {item.text}
              </Text>
              <Text>
                Your answer:{" "}
                <Text span inherit fw={500} data-testid="review-chosen">
                  {optionText(item, item.chosen)}
                </Text>
              </Text>
              <Text>
                Right answer:{" "}
                <Text span inherit fw={500} data-testid="review-correct">
                  {optionText(item, item.correct)}
                </Text>
              </Text>
              <Group gap="xs">
                <Text>Marks:</Text>
                <Badge
                  variant="outline"
                  {...marksColors(item.marks)}
                  size="lg"
                  data-testid="review-marks"
                >
                  {formatMarks(item.marks)}
                </Badge>
              </Group>
            </Stack>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
