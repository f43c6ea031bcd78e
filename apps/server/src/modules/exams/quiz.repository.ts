// Kysely queries for quiz results; no rules here.
import type { Kysely, Selectable } from "kysely";
import type { Database, QuizResultsTable } from "../../db/schema";

export type QuizResultRow = Selectable<QuizResultsTable>;

export function findQuizResultOfUser(
  db: Kysely<Database>,
  userId: string,
): Promise<QuizResultRow | undefined> {
  return db.selectFrom("quiz_results").selectAll().where("user_id", "=", userId).executeTakeFirst();
}

export async function insertQuizResult(
  db: Kysely<Database>,
  row: QuizResultRow,
): Promise<QuizResultRow> {
  await db.insertInto("quiz_results").values(row).execute();
  return row;
}

/** Every result, newest first. */
export function listQuizResults(db: Kysely<Database>): Promise<QuizResultRow[]> {
  return db.selectFrom("quiz_results").selectAll().orderBy("id", "desc").execute();
}
