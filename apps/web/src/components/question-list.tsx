// Shared by the quiz and the entrance test: one radio group per question.
import {
  type ExamQuestion,
  type OptionId,
  OptionIdSchema,
  type QuestionKey,
} from "@app/shared/exams";
import { Paper, Radio, Stack } from "@mantine/core";
import type { ChosenAnswers } from "@/lib/use-draft-answers";

/** One radio group per question; a choice can be changed but not cleared (native radios). */
export function QuestionList({
  questions,
  answers,
  onChoose,
  disabled = false,
}: {
  questions: ExamQuestion[];
  answers: ChosenAnswers;
  onChoose: (question: QuestionKey, option: OptionId) => void;
  disabled?: boolean;
}) {
  return (
    <Stack gap="md">
      {questions.map((question, index) => (
        <Paper key={question.id} withBorder p="md">
          <Radio.Group
            label={`${index + 1}. ${question.text}`}
            value={answers[question.id] ?? null}
            onChange={(value) => {
              const option = OptionIdSchema.safeParse(value);
              if (option.success) onChoose(question.id, option.data);
            }}
            disabled={disabled}
            styles={{ label: { marginBottom: "var(--mantine-spacing-xs)" } }}
          >
            <Stack gap="xs">
              {question.options.map((option) => (
                <Radio key={option.id} value={option.id} label={option.text} />
              ))}
            </Stack>
          </Radio.Group>
        </Paper>
      ))}
    </Stack>
  );
}
