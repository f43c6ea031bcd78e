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
import type { Language } from "@app/shared/i18n";
import type { MessageDescriptor } from "@lingui/core";
import type { z } from "zod";
import { translate } from "../../lib/i18n";

export type KeyedQuestion = {
  id: QuestionKey;
  text: MessageDescriptor;
  /** Option texts for a, b, c, d in that order. */
  options: readonly [MessageDescriptor, MessageDescriptor, MessageDescriptor, MessageDescriptor];
  correct: OptionId;
};

export type Marking = { correct: number; wrong: number; unanswered: number };

/** Only the answered questions, as stored. */
export type ChosenAnswers = Partial<Record<QuestionKey, OptionId>>;

/** Who reads the questions: their language, and whether their account chose Latin digits. */
export type Reader = { language: Language; latinDigits?: boolean };

const ENGLISH: Reader = { language: "en" };

/** Bengali digits as Latin ones, for a reader who chose those (the catalogue has Bengali ones). */
const latin = (text: string): string =>
  text.replace(/[\u09e6-\u09ef]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6));

/**
 * The questions as the browser may see them before submitting: ids and texts only, the texts in
 * the reader's language (English by default) and digits.
 */
export function publicQuestions(
  bank: readonly KeyedQuestion[],
  reader: Reader = ENGLISH,
): ExamQuestion[] {
  const say = (message: MessageDescriptor): string => {
    const text = translate(reader.language, message);
    return reader.latinDigits ? latin(text) : text;
  };
  return bank.map((question) => ({
    id: question.id,
    text: say(question.text),
    options: question.options.map((text, index) => ({
      id: OPTION_IDS[index] ?? "a",
      text: say(text),
    })),
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

/**
 * Scores answers against the key: the total and, per question, what was chosen and earned, the
 * questions in the reader's language (the key and the marks are the same in every language).
 */
export function score(
  bank: readonly KeyedQuestion[],
  answers: ChosenAnswers,
  marking: Marking,
  reader: Reader = ENGLISH,
): { total: number; review: ReviewItem[] } {
  const questions = publicQuestions(bank, reader);
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
    const shown = questions[index] ?? { id: question.id, text: "", options: [] };
    return { ...shown, chosen, correct: question.correct, marks };
  });
  return { total, review };
}

export const maxScore = (bank: readonly KeyedQuestion[], marking: Marking): number =>
  bank.length * marking.correct;
