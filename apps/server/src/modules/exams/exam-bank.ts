// What the quiz and the entrance test share: questions with their key (server only), the public
// view without it, and scoring. The key never leaves this module except inside a review.
import {
  type AnswersSchema,
  type ExamQuestion,
  OPTION_IDS,
  type OptionId,
  OptionIdSchema,
  QUESTION_KEYS,
  type QuestionKey,
  type ReviewItem,
} from "@app/shared/exams";
import type { z } from "zod";

export type KeyedQuestion = {
  id: QuestionKey;
  text: string;
  /** Option texts for a, b, c, d in that order. */
  options: readonly [string, string, string, string];
  correct: OptionId;
};

export type Marking = { correct: number; wrong: number; unanswered: number };

/** Only the answered questions, as stored. */
export type ChosenAnswers = Partial<Record<QuestionKey, OptionId>>;

/** The questions as the browser may see them before submitting: ids and texts only. */
export function publicQuestions(bank: readonly KeyedQuestion[]): ExamQuestion[] {
  return bank.map((question) => ({
    id: question.id,
    text: question.text,
    options: question.options.map((text, index) => ({ id: OPTION_IDS[index] ?? "a", text })),
  }));
}

/** Drops unanswered questions (missing or null) so storage holds only real choices. */
export function chosenAnswers(answers: z.output<typeof AnswersSchema>): ChosenAnswers {
  const chosen: ChosenAnswers = {};
  for (const key of QUESTION_KEYS) {
    const option = answers[key];
    if (option) chosen[key] = option;
  }
  return chosen;
}

/** Reads stored answers back; anything unreadable counts as unanswered rather than failing. */
export function parseStoredAnswers(json: string | null): ChosenAnswers {
  if (!json) return {};
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return {};
  }
  const chosen: ChosenAnswers = {};
  if (typeof value !== "object" || value === null) return chosen;
  for (const key of QUESTION_KEYS) {
    const option = OptionIdSchema.safeParse((value as Record<string, unknown>)[key]);
    if (option.success) chosen[key] = option.data;
  }
  return chosen;
}

/** Scores answers against the key: the total and, per question, what was chosen and earned. */
export function score(
  bank: readonly KeyedQuestion[],
  answers: ChosenAnswers,
  marking: Marking,
): { total: number; review: ReviewItem[] } {
  const questions = publicQuestions(bank);
  let total = 0;
  const review = bank.map((question, index): ReviewItem => {
    const chosen = answers[question.id] ?? null;
    const marks =
      chosen === null
        ? marking.unanswered
        : chosen === question.correct
          ? marking.correct
          : marking.wrong;
    total += marks;
    const shown = questions[index] ?? { id: question.id, text: question.text, options: [] };
    return { ...shown, chosen, correct: question.correct, marks };
  });
  return { total, review };
}

export const maxScore = (bank: readonly KeyedQuestion[], marking: Marking): number =>
  bank.length * marking.correct;
