// Shared by the quiz and the entrance test: one radio group per question of an answers form.

import { type ExamQuestion, OptionIdSchema } from "@app/shared/exams";
import { formatCount } from "@app/shared/format";
import { Paper, Radio, Stack } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useLanguage } from "@/lib/i18n";
import type { AnswersValues } from "@/lib/use-draft-answers";

/** One radio group per question; a choice can be changed but not cleared (native radios). */
export function QuestionList({
  questions,
  form,
  disabled = false,
}: {
  questions: ExamQuestion[];
  form: UseFormReturnType<AnswersValues>;
  disabled?: boolean;
}) {
  const { locale } = useLanguage();
  return (
    <Stack gap="md">
      {questions.map((question, index) => (
        <Paper key={question.id} withBorder p="md">
          <Radio.Group
            label={`${formatCount(index + 1, locale)}. ${question.text}`}
            value={form.values.answers[question.id] ?? null}
            onChange={(value) => {
              const option = OptionIdSchema.safeParse(value);
              if (option.success) form.setFieldValue(`answers.${question.id}`, option.data);
            }}
            error={form.errors[`answers.${question.id}`]}
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
