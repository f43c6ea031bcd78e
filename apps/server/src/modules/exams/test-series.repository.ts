// Kysely queries of tests and attempts (decision 048); no rules here.
import type { TestListQuery } from "@app/shared/test-series";
import { type Kysely, type Selectable, sql } from "kysely";
import type {
  Database,
  ExamAttemptItemsTable,
  ExamAttemptsTable,
  ExamTestsTable,
} from "../../db/schema";
import { containsText, orderBySort, readPage } from "../../lib/paging";

export type TestRow = Selectable<ExamTestsTable>;
export type AttemptRow = Selectable<ExamAttemptsTable>;
export type ItemRow = Selectable<ExamAttemptItemsTable>;

export const findTest = (db: Kysely<Database>, id: string) =>
  db.selectFrom("exam_tests").selectAll().where("id", "=", id).executeTakeFirst();

export function listTests(
  db: Kysely<Database>,
  { page, limit, q, sort }: TestListQuery,
  onlyPublished: boolean,
) {
  let query = db.selectFrom("exam_tests").selectAll();
  if (onlyPublished) query = query.where("published", "=", 1);
  if (q) query = query.where(containsText(["title_en", "title_bn"], q));
  const ordered = orderBySort(
    query,
    sort ?? "-createdAt",
    { createdAt: "created_at", opensAt: "opens_at" },
    "id",
  );
  return readPage(ordered, { page, limit });
}

export async function attemptCounts(
  db: Kysely<Database>,
  testIds: readonly string[],
): Promise<Map<string, number>> {
  if (testIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("exam_attempts")
    .select(["test_id", (eb) => eb.fn.countAll<number | string>().as("n")])
    .where("test_id", "in", testIds)
    .groupBy("test_id")
    .execute();
  return new Map(rows.map((row) => [row.test_id, Number(row.n)]));
}

export const findAttempt = (db: Kysely<Database>, id: string) =>
  db.selectFrom("exam_attempts").selectAll().where("id", "=", id).executeTakeFirst();

export const attemptsOf = (db: Kysely<Database>, testId: string, userId: string) =>
  db
    .selectFrom("exam_attempts")
    .selectAll()
    .where("test_id", "=", testId)
    .where("user_id", "=", userId)
    .orderBy("number")
    .execute();

export const itemsOf = (db: Kysely<Database>, attemptId: string) =>
  db
    .selectFrom("exam_attempt_items")
    .selectAll()
    .where("attempt_id", "=", attemptId)
    .orderBy("position")
    .execute();

export async function versionsById(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<Map<string, { version: number; content: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("question_versions")
    .select(["id", "version", "content"])
    .where("id", "in", [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** Running attempts of a test (or of a student) past their deadline and its grace. */
export function overdueAttempts(
  db: Kysely<Database>,
  by: { testId?: string; userId?: string },
  before: string,
) {
  let query = db
    .selectFrom("exam_attempts")
    .select("id")
    .where("status", "=", "running")
    .where("deadline", "<", before);
  if (by.testId) query = query.where("test_id", "=", by.testId);
  if (by.userId) query = query.where("user_id", "=", by.userId);
  return query.execute();
}

/** Candidates ranked: each one's counted (first finished) attempt. */
export async function rankOf(
  db: Kysely<Database>,
  testId: string,
  score: number,
): Promise<{ above: number; below: number; total: number }> {
  const row = await db
    .selectFrom("exam_attempts")
    .select([
      sql<number>`sum(case when score > ${score} then 1 else 0 end)`.as("above"),
      sql<number>`sum(case when score < ${score} then 1 else 0 end)`.as("below"),
      (eb) => eb.fn.countAll<number | string>().as("total"),
    ])
    .where("test_id", "=", testId)
    .where("counted", "=", 1)
    .executeTakeFirst();
  return {
    above: Number(row?.above ?? 0),
    below: Number(row?.below ?? 0),
    total: Number(row?.total ?? 0),
  };
}

export function leaderboard(
  db: Kysely<Database>,
  testId: string,
  { page, limit }: { page: number; limit: number },
) {
  const query = db
    .selectFrom("exam_attempts as a")
    .innerJoin("users", "users.id", "a.user_id")
    .select([
      "a.id",
      "a.score",
      "a.submitted_at",
      "users.name",
      sql<number>`(select count(*) from exam_attempts b where b.test_id = a.test_id and b.counted = 1 and b.score > a.score) + 1`.as(
        "rank",
      ),
    ])
    .where("a.test_id", "=", testId)
    .where("a.counted", "=", 1)
    .orderBy("a.score", "desc")
    .orderBy("a.submitted_at", "asc")
    .orderBy("a.id", "asc");
  return readPage(query, { page, limit });
}

export function staffAttempts(
  db: Kysely<Database>,
  testId: string,
  { page, limit, q }: { page: number; limit: number; q?: string | undefined },
) {
  let query = db
    .selectFrom("exam_attempts as a")
    .innerJoin("users", "users.id", "a.user_id")
    .select([
      "a.id",
      "a.user_id",
      "a.number",
      "a.status",
      "a.started_at",
      "a.submitted_at",
      "a.score",
      "a.focus_losses",
      "users.name",
      "users.email",
    ])
    .where("a.test_id", "=", testId);
  if (q) query = query.where(containsText(["users.name", "users.email"], q));
  return readPage(query.orderBy("a.started_at", "desc").orderBy("a.id"), { page, limit });
}

export function history(
  db: Kysely<Database>,
  userId: string,
  { page, limit }: { page: number; limit: number },
) {
  const query = db
    .selectFrom("exam_attempts as a")
    .innerJoin("exam_tests as t", "t.id", "a.test_id")
    .select([
      "a.id",
      "a.test_id",
      "a.status",
      "a.started_at",
      "a.submitted_at",
      "a.score",
      "a.max_score",
      "a.counted",
      "t.title_en",
      "t.title_bn",
      "t.results_at",
      "t.ranks_at",
    ])
    .where("a.user_id", "=", userId)
    .orderBy("a.started_at", "desc")
    .orderBy("a.id");
  return readPage(query, { page, limit });
}

/** The batches whose students the user is: accepted admissions naming a batch. */
export async function batchesOf(db: Kysely<Database>, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom("admissions")
    .select("batch_id")
    .where("user_id", "=", userId)
    .where("status", "=", "accepted")
    .where("batch_id", "is not", null)
    .execute();
  return rows.flatMap((row) => (row.batch_id ? [row.batch_id] : []));
}

/** Live question ids in the categories (ids only: a draw picks from them). */
export async function questionIdsIn(
  db: Kysely<Database>,
  categoryIds: readonly string[],
): Promise<{ id: string; version_id: string }[]> {
  if (categoryIds.length === 0) return [];
  return db
    .selectFrom("questions")
    .select(["id", "version_id"])
    .where("category_id", "in", categoryIds)
    .where("deleted_at", "is", null)
    .execute();
}

export async function liveQuestions(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<{ id: string; version_id: string }[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom("questions")
    .select(["id", "version_id"])
    .where("id", "in", [...new Set(ids)])
    .where("deleted_at", "is", null)
    .execute();
}

/** Every item of a test's finished attempts, for the per-question statistics. */
export function finishedItemsOfTest(db: Kysely<Database>, testId: string) {
  return db
    .selectFrom("exam_attempt_items as i")
    .innerJoin("exam_attempts as a", "a.id", "i.attempt_id")
    .select(["i.question_id", "i.version_id", "i.answer", "i.marks", "i.seconds"])
    .where("a.test_id", "=", testId)
    .where("a.status", "=", "submitted")
    .execute();
}
