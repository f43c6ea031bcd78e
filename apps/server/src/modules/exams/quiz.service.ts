// Quiz rules: 1 mark per right answer, scored here from the chosen options; a user's first
// submission is final.
import type { AnswersSchema, ExamQuestion, QuizResult, ResultListQuery } from "@app/shared/exams";
import type { Kysely } from "kysely";
import type { z } from "zod";
import { isUniqueViolation } from "../../db/database";
import type { Database } from "../../db/schema";
import { newId, nowIso } from "../../lib/ids";
import { mapPage, type Paged } from "../../lib/paging";
import type { CurrentUser } from "../../plugins/auth";
import {
  chosenAnswers,
  type Marking,
  maxScore,
  parseStoredAnswers,
  publicQuestions,
  type Reader,
  score,
} from "./exam-bank";
import { QUIZ_QUESTIONS } from "./questions";
import {
  findQuizResultOfUser,
  insertQuizResult,
  listQuizResults,
  type QuizResultRow,
} from "./quiz.repository";

const QUIZ_MARKING: Marking = { correct: 1, wrong: 0, unanswered: 0 };

/** A stored result, its review's questions in the reader's language. */
function toQuizResult(row: QuizResultRow, reader?: Reader): QuizResult {
  const { review } = score(QUIZ_QUESTIONS, parseStoredAnswers(row.answers), QUIZ_MARKING, reader);
  return {
    _id: row.id,
    user: row.user_id,
    name: row.name,
    email: row.email,
    // The stored marks stand even if the questions were edited after the submission.
    marks: row.marks,
    outOf: maxScore(QUIZ_QUESTIONS, QUIZ_MARKING),
    review,
    createdAt: row.created_at,
  };
}

export function createQuizService(db: Kysely<Database>) {
  return {
    /** The questions in the reader's language (English by default). */
    questions(reader?: Reader): ExamQuestion[] {
      return publicQuestions(QUIZ_QUESTIONS, reader);
    },

    /** Scores and stores the first submission; later ones get the stored result unchanged. */
    async submit(
      user: CurrentUser,
      answers: z.output<typeof AnswersSchema>,
      reader?: Reader,
    ): Promise<{ result: QuizResult; created: boolean }> {
      const existing = await findQuizResultOfUser(db, user.id);
      if (existing) return { result: toQuizResult(existing, reader), created: false };
      const chosen = chosenAnswers(answers);
      const { total } = score(QUIZ_QUESTIONS, chosen, QUIZ_MARKING);
      try {
        const row = await insertQuizResult(db, {
          id: newId(),
          user_id: user.id,
          name: user.name,
          email: user.email,
          answers: JSON.stringify(chosen),
          marks: total,
          created_at: nowIso(),
        });
        return { result: toQuizResult(row, reader), created: true };
      } catch (error) {
        // Two submissions racing: the first stored one is final.
        if (!isUniqueViolation(error)) throw error;
        const stored = await findQuizResultOfUser(db, user.id);
        if (!stored) throw error;
        return { result: toQuizResult(stored, reader), created: false };
      }
    },

    async mine(user: CurrentUser, reader?: Reader): Promise<QuizResult | null> {
      const row = await findQuizResultOfUser(db, user.id);
      return row ? toQuizResult(row, reader) : null;
    },

    /** Every result for staff, the reviews' questions in the staff member's language. */
    async list(query: ResultListQuery, reader?: Reader): Promise<Paged<QuizResult>> {
      return mapPage(await listQuizResults(db, query), (row) => toQuizResult(row, reader));
    },
  };
}
