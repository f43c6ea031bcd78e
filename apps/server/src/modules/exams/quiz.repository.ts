// Kysely queries for quiz results; no rules here.

import type { ResultListQuery } from "@app/shared/exams";
import type { Kysely, Selectable } from "kysely";
import type { Database, QuizResultsTable } from "../../db/schema";
import { containsText, orderBySort, type Paged, readPage } from "../../lib/paging";

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

/** One page of the quiz results, newest first unless `sort` says otherwise. */
export function listQuizResults(
  db: Kysely<Database>,
  { page, limit, q, sort }: ResultListQuery,
): Promise<Paged<QuizResultRow>> {
  let query = db.selectFrom("quiz_results").selectAll();
  if (q) query = query.where(containsText(["name", "email"], q));
  const columns = { createdAt: "id", name: "name", marks: "marks" };
  return readPage(orderBySort(query, sort, columns, "id"), { page, limit });
}
