import { AnswersSchema, type OptionId, QUESTION_KEYS, type QuestionKey } from "@app/shared/exams";
import { useCallback, useEffect, useState } from "react";

export type ChosenAnswers = Partial<Record<QuestionKey, OptionId>>;

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

/**
 * The options chosen so far, kept in sessionStorage so that a visitor who goes to sign in, or
 * anyone who reloads, finds their choices again. An answer can be changed but never cleared.
 */
export function useDraftAnswers(
  key: string,
): [ChosenAnswers, (question: QuestionKey, option: OptionId) => void] {
  const [answers, setAnswers] = useState(() => read(key));
  useEffect(() => {
    try {
      sessionStorage.setItem(key, JSON.stringify(answers));
    } catch {
      // Storage switched off: the choices live as long as the page.
    }
  }, [key, answers]);
  const choose = useCallback((question: QuestionKey, option: OptionId) => {
    setAnswers((current) => ({ ...current, [question]: option }));
  }, []);
  return [answers, choose];
}
