// What the quiz and the entrance test share (decision 054): their questions are question-bank
// questions held by a seeded test of the test series (`exam_tests.system_key` 'quiz' or
// 'entrance'); this reads them through that test's definition and shows them in the shapes the
// specification's endpoints have always answered (keys `one`..`five`, options `a`..`d`). Scoring is
// the engine's own (`judge` and the section's marking). The key never leaves this module except
// inside a review.
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
import type { LocalText, QuestionContent } from "@app/shared/question-bank";
import type { Marking, Section } from "@app/shared/test-series";
import type { Kysely } from "kysely";
import type { z } from "zod";
import type { Database } from "../../db/schema";
import { liveQuestions, versionsById } from "./test-series.repository";
import { judge } from "./test-series.service";

export type { Marking };

/** The specification's two tests, by their `exam_tests.system_key`. */
export type SystemKey = "quiz" | "entrance";

type StoredContent = Omit<QuestionContent, "categoryId">;

/** A bank question as one of the two tests shows it: its key and the version shown. */
export type KeyedQuestion = {
  id: QuestionKey;
  questionId: string;
  versionId: string;
  content: StoredContent;
};

/** A system test's definition now: its marking and its questions' current versions. */
export type SystemTest = { id: string; marking: Marking; questions: KeyedQuestion[] };

/** Only the answered questions, as stored. */
export type ChosenAnswers = Partial<Record<QuestionKey, OptionId>>;

/** Who reads the questions: their language, and whether their account chose Latin digits. */
export type Reader = { language: Language; latinDigits?: boolean };

const ENGLISH: Reader = { language: "en" };

const parseContent = (json: string | undefined): StoredContent | null => {
  if (json === undefined) return null;
  try {
    return JSON.parse(json) as StoredContent;
  } catch {
    return null;
  }
};

/** The seeded test's row and its first section (the only one a system test keeps). */
export async function systemTestRow(db: Kysely<Database>, key: SystemKey) {
  const row = await db
    .selectFrom("exam_tests")
    .select(["id", "sections"])
    .where("system_key", "=", key)
    .executeTakeFirst();
  // Migration 0045 seeds both and decision 054 refuses deleting them.
  if (!row) throw new Error(`The ${key} test is missing: migration 0045 seeds it`);
  const [section] = JSON.parse(row.sections) as Section[];
  if (!section) throw new Error(`The ${key} test has no section`);
  return { id: row.id, section };
}

/** The versions, in the order given, keyed `one`..`five` by their position. */
async function keyed(
  db: Kysely<Database>,
  shown: readonly { questionId: string; versionId: string }[],
): Promise<KeyedQuestion[]> {
  const versions = await versionsById(
    db,
    shown.map((item) => item.versionId),
  );
  const questions: KeyedQuestion[] = [];
  for (const [index, item] of shown.slice(0, QUESTION_KEYS.length).entries()) {
    const content = parseContent(versions.get(item.versionId)?.content);
    const id = QUESTION_KEYS[index];
    if (content && id) questions.push({ id, ...item, content });
  }
  return questions;
}

/** The test as it stands: its live questions in the section's order, at their current versions. */
export async function loadSystemTest(db: Kysely<Database>, key: SystemKey): Promise<SystemTest> {
  const { id, section } = await systemTestRow(db, key);
  const live = new Map(
    (await liveQuestions(db, section.questionIds)).map((row) => [row.id, row.version_id]),
  );
  const shown = section.questionIds.flatMap((questionId) => {
    const versionId = live.get(questionId);
    return versionId ? [{ questionId, versionId }] : [];
  });
  return { id, marking: section.marking, questions: await keyed(db, shown) };
}

/** The version ids a submission stores, in question order. */
export const versionIdsOf = (questions: readonly KeyedQuestion[]): string =>
  JSON.stringify(questions.map((question) => question.versionId));

/**
 * The questions a stored submission showed (its `version_ids`), or the test's current ones for a
 * row without them.
 */
export async function shownQuestions(
  db: Kysely<Database>,
  versionIdsJson: string | null,
  current: () => Promise<SystemTest>,
): Promise<KeyedQuestion[]> {
  let ids: unknown = null;
  try {
    ids = versionIdsJson ? JSON.parse(versionIdsJson) : null;
  } catch {
    ids = null;
  }
  if (!Array.isArray(ids) || !ids.every((id) => typeof id === "string"))
    return (await current()).questions;
  const rows = await db
    .selectFrom("question_versions")
    .select(["id", "question_id"])
    .where("id", "in", ids.length > 0 ? ids : [""])
    .execute();
  const questionOf = new Map(rows.map((row) => [row.id, row.question_id]));
  return keyed(
    db,
    ids.flatMap((versionId: string) => {
      const questionId = questionOf.get(versionId);
      return questionId ? [{ questionId, versionId }] : [];
    }),
  );
}

/** Bengali digits as Latin ones, for a reader who chose those (the bank has Bengali ones). */
const latin = (text: string): string =>
  text.replace(/[\u09e6-\u09ef]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6));

/** A bank text in the reader's language, else the other one the question has. */
function say(text: LocalText | undefined, reader: Reader): string {
  const chosen = (reader.language === "bn" ? (text?.bn ?? text?.en) : (text?.en ?? text?.bn)) ?? "";
  return reader.latinDigits ? latin(chosen) : chosen;
}

/** The option id of each of the version's first four options. */
const optionIds = (content: StoredContent) =>
  content.options.slice(0, OPTION_IDS.length).map((option, index) => ({
    id: OPTION_IDS[index] ?? "a",
    option,
  }));

/**
 * The questions as the browser may see them before submitting: ids and texts only, the texts in
 * the reader's language (English by default) and digits.
 */
export function publicQuestions(
  questions: readonly KeyedQuestion[],
  reader: Reader = ENGLISH,
): ExamQuestion[] {
  return questions.map((question) => ({
    id: question.id,
    text: say(question.content.text, reader),
    options: optionIds(question.content).map(({ id, option }) => ({
      id,
      text: say(option.text, reader),
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
 * Scores answers against the versions shown, as the test series scores an attempt: the engine's
 * `judge` and the section's marking. Answers the total and, per question, what was chosen and
 * earned, the questions in the reader's language (the key and marks are the same in every one).
 */
export function score(
  questions: readonly KeyedQuestion[],
  answers: ChosenAnswers,
  marking: Marking,
  reader: Reader = ENGLISH,
): { total: number; review: ReviewItem[] } {
  const shown = publicQuestions(questions, reader);
  let total = 0;
  const review = questions.map((question, index): ReviewItem => {
    const chosen = answers[question.id] ?? null;
    const option = chosen === null ? -1 : OPTION_IDS.indexOf(chosen);
    const verdict = judge(
      question.content,
      option < 0 || option >= question.content.options.length ? null : { options: [option] },
    );
    const marks = marking[verdict];
    total += marks;
    const correct =
      optionIds(question.content).find(({ option: candidate }) => candidate.correct)?.id ?? "a";
    const item = shown[index] ?? { id: question.id, text: "", options: [] };
    return { ...item, chosen, correct, marks };
  });
  return { total, review };
}

export const maxScore = (questions: readonly KeyedQuestion[], marking: Marking): number =>
  questions.length * marking.correct;
