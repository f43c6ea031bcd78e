// The answer form of the quiz and the entrance test: one option per question, kept in
// sessionStorage so that a visitor who goes to sign in, or anyone who reloads, finds their choices
// again. An answer can be changed but never cleared.

import { AnswersSchema, type OptionId, QUESTION_KEYS, type QuestionKey } from "@app/shared/exams";
import { useForm } from "@mantine/form";
import { useState } from "react";
import { type FormSchema, useSchemaResolver } from "@/lib/schema-resolver";

export type ChosenAnswers = Partial<Record<QuestionKey, OptionId>>;
export type AnswersValues = { answers: ChosenAnswers };

function read(key: string): ChosenAnswers {
  const chosen: ChosenAnswers = {};
  try {
    const parsed = AnswersSchema.safeParse(JSON.parse(sessionStorage.getItem(key) ?? "{}"));
    if (!parsed.success) return chosen;
    for (const question of QUESTION_KEYS) {
      const option = parsed.data[question];
      if (option) chosen[question] = option;
    }
  } catch {
    // Unreadable or switched-off storage: start with nothing chosen.
  }
  return chosen;
}

function write(key: string, answers: ChosenAnswers): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(answers));
  } catch {
    // Storage switched off: the choices live as long as the page.
  }
}

/** The form of the answers stored under `key`, checked with the exam's submission `schema`. */
export function useDraftAnswers(key: string, schema: FormSchema) {
  // Read once: the form keeps the values from then on.
  const [initialValues] = useState<AnswersValues>(() => ({ answers: read(key) }));
  return useForm<AnswersValues>({
    mode: "controlled",
    initialValues,
    validate: useSchemaResolver(schema),
    onValuesChange: (values) => write(key, values.answers),
  });
}
