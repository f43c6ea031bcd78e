// Quiz rules: 1 mark per right answer (the seeded quiz test's marking, decision 054), scored here
// from the chosen options against the question versions shown; a user's first submission is final.
import type { AnswersSchema, ExamQuestion, QuizResult, ResultListQuery } from "@app/shared/exams";
import type { Kysely } from "kysely";
import type { z } from "zod";
import { isUniqueViolation } from "../../db/database";
import type { Database } from "../../db/schema";
import { newId, nowIso } from "../../lib/ids";
import type { Paged } from "../../lib/paging";
import type { CurrentUser } from "../../plugins/auth";
import {
  chosenAnswers,
  type KeyedQuestion,
  loadSystemTest,
  maxScore,
  parseStoredAnswers,
  publicQuestions,
  type Reader,
  type SystemTest,
  score,
  shownQuestions,
  versionIdsOf,
} from "./exam-bank";
import {
  findQuizResultOfUser,
  insertQuizResult,
  listQuizResults,
  type QuizResultRow,
} from "./quiz.repository";

export function createQuizService(db: Kysely<Database>) {
  const quiz = (): Promise<SystemTest> => loadSystemTest(db, "quiz");

  /**
   * A stored result, its review the question versions it showed, in the reader's language. The
   * stored marks stand even if the questions or the marking were edited after the submission.
   * A list passes the test and a cache of the versions read, so a page reads each set once.
   */
  async function toQuizResult(
    row: QuizResultRow,
    reader?: Reader,
    test?: SystemTest,
    cache = new Map<string, KeyedQuestion[]>(),
  ): Promise<QuizResult> {
    const current = test ?? (await quiz());
    const cacheKey = row.version_ids ?? "";
    const shown =
      cache.get(cacheKey) ?? (await shownQuestions(db, row.version_ids, async () => current));
    cache.set(cacheKey, shown);
    const { review } = score(shown, parseStoredAnswers(row.answers), current.marking, reader);
    return {
      _id: row.id,
      user: row.user_id,
      name: row.name,
      email: row.email,
      marks: row.marks,
      outOf: maxScore(shown, current.marking),
      review,
      createdAt: row.created_at,
    };
  }

  return {
    /** The questions in the reader's language (English by default). */
    async questions(reader?: Reader): Promise<ExamQuestion[]> {
      return publicQuestions((await quiz()).questions, reader);
    },

    /** Scores and stores the first submission; later ones get the stored result unchanged. */
    async submit(
      user: CurrentUser,
      answers: z.output<typeof AnswersSchema>,
      reader?: Reader,
    ): Promise<{ result: QuizResult; created: boolean }> {
      const existing = await findQuizResultOfUser(db, user.id);
      if (existing) return { result: await toQuizResult(existing, reader), created: false };
      const chosen = chosenAnswers(answers);
      const { questions, marking } = await quiz();
      const { total } = score(questions, chosen, marking);
      try {
        const row = await insertQuizResult(db, {
          id: newId(),
          user_id: user.id,
          name: user.name,
          email: user.email,
          answers: JSON.stringify(chosen),
          marks: total,
          created_at: nowIso(),
          version_ids: versionIdsOf(questions),
        });
        return { result: await toQuizResult(row, reader), created: true };
      } catch (error) {
        // Two submissions racing: the first stored one is final.
        if (!isUniqueViolation(error)) throw error;
        const stored = await findQuizResultOfUser(db, user.id);
        if (!stored) throw error;
        return { result: await toQuizResult(stored, reader), created: false };
      }
    },

    async mine(user: CurrentUser, reader?: Reader): Promise<QuizResult | null> {
      const row = await findQuizResultOfUser(db, user.id);
      return row ? await toQuizResult(row, reader) : null;
    },

    /** Every result for staff, the reviews' questions in the staff member's language. */
    async list(query: ResultListQuery, reader?: Reader): Promise<Paged<QuizResult>> {
      const page = await listQuizResults(db, query);
      const test = await quiz();
      const cache = new Map<string, KeyedQuestion[]>();
      const rows: QuizResult[] = [];
      for (const row of page.rows) rows.push(await toQuizResult(row, reader, test, cache));
      return { ...page, rows };
    },
  };
}
