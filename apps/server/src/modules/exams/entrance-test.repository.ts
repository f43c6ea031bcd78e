// Kysely queries for entrance-test attempts; no rules here.

import type { ResultListQuery } from "@app/shared/exams";
import type { Kysely, Selectable } from "kysely";
import type { Database, EntranceAttemptsTable } from "../../db/schema";
import { containsText, orderBySort, type Paged, readPage } from "../../lib/paging";

export type AttemptRow = Selectable<EntranceAttemptsTable>;

export function findAttemptOfUser(
  db: Kysely<Database>,
  userId: string,
): Promise<AttemptRow | undefined> {
  return db
    .selectFrom("entrance_attempts")
    .selectAll()
    .where("user_id", "=", userId)
    .executeTakeFirst();
}

export async function insertAttempt(db: Kysely<Database>, row: AttemptRow): Promise<AttemptRow> {
  await db.insertInto("entrance_attempts").values(row).execute();
  return row;
}

/** Records a submission unless the attempt is already closed; true when this call closed it. */
export async function submitAttempt(
  db: Kysely<Database>,
  id: string,
  values: { submittedAt: string; answers: string; score: number },
): Promise<boolean> {
  const result = await db
    .updateTable("entrance_attempts")
    .set({ submitted_at: values.submittedAt, answers: values.answers, score: values.score })
    .where("id", "=", id)
    .where("submitted_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Closes open attempts whose deadline is before `cutoff` as unanswered (score 0, expired), dated
 * at their deadline. With `id`, only that attempt.
 */
export async function expireOverdueAttempts(
  db: Kysely<Database>,
  cutoff: string,
  id?: string,
): Promise<void> {
  let query = db
    .updateTable("entrance_attempts")
    .set((eb) => ({ submitted_at: eb.ref("deadline"), answers: null, score: 0, expired: 1 }))
    .where("submitted_at", "is", null)
    .where("deadline", "is not", null)
    .where("deadline", "<", cutoff);
  if (id) query = query.where("id", "=", id);
  await query.execute();
}

/** One page of the attempts, newest first unless `sort` says otherwise. */
export function listAttempts(
  db: Kysely<Database>,
  { page, limit, q, sort }: ResultListQuery,
): Promise<Paged<AttemptRow>> {
  let query = db.selectFrom("entrance_attempts").selectAll();
  if (q) query = query.where(containsText(["name", "email"], q));
  const columns = { createdAt: "id", name: "name", marks: "score" };
  return readPage(orderBySort(query, sort, columns, "id"), { page, limit });
}
