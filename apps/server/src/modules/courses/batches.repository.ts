// Kysely queries for batches and their seats; no rules here.
import type { BatchListQuery, OpenBatchQuery, RosterQuery } from "@app/shared/courses";
import { type Insertable, type Kysely, type Selectable, sql, type Updateable } from "kysely";
import type { BatchesTable, Database } from "../../db/schema";
import { containsText, orderBySort, type Paged, readPage } from "../../lib/paging";

export type BatchRow = Selectable<BatchesTable>;

export function findBatch(db: Kysely<Database>, id: string): Promise<BatchRow | undefined> {
  return db.selectFrom("batches").selectAll().where("id", "=", id).executeTakeFirst();
}

/** One page of a course's batches, soonest first unless `sort` says otherwise. */
export function listBatchesOfCourse(
  db: Kysely<Database>,
  course: string,
  { page, limit, q, sort }: BatchListQuery,
): Promise<Paged<BatchRow>> {
  let query = db.selectFrom("batches").selectAll().where("course", "=", course);
  if (q) query = query.where(containsText(["name", "teacher", "room"], q));
  const ordered = orderBySort(
    query,
    sort ?? "startDate",
    { startDate: "start_date", name: "name" },
    "id",
    "asc",
  );
  return readPage(ordered, { page, limit });
}

/**
 * One page of the batches a reader may join: starting on or after `fromDay`, with seats left, of a
 * course open for admission; soonest first.
 */
export function listOpenBatches(
  db: Kysely<Database>,
  fromDay: string,
  { page, limit, course }: OpenBatchQuery,
): Promise<Paged<BatchRow>> {
  let query = db
    .selectFrom("batches")
    .innerJoin("courses", "courses.code", "batches.course")
    .selectAll("batches")
    .where("courses.admission_open", "=", 1)
    .where("batches.start_date", ">=", fromDay)
    .where(sql<boolean>`batches.seats_taken < batches.seats`);
  if (course) query = query.where("batches.course", "=", course);
  const ordered = query.orderBy("batches.start_date", "asc").orderBy("batches.id", "asc");
  return readPage(ordered, { page, limit });
}

export async function insertBatch(db: Kysely<Database>, row: Insertable<BatchesTable>) {
  await db.insertInto("batches").values(row).execute();
}

/** Changes a batch; `seats` only where it stays at or above the seats taken. */
export async function updateBatch(
  db: Kysely<Database>,
  id: string,
  changes: Updateable<BatchesTable> & { seats: number },
): Promise<boolean> {
  const result = await db
    .updateTable("batches")
    .set(changes)
    .where("id", "=", id)
    .where("seats_taken", "<=", changes.seats)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteBatch(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom("batches").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** How many admissions name the batch. */
export async function admissionsOfBatch(db: Kysely<Database>, id: string): Promise<number> {
  const row = await db
    .selectFrom("admissions")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("batch_id", "=", id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Takes one seat of the batch if one is left, in one statement (atomic on both engines: SQLite
 * writes one at a time, PostgreSQL re-checks the condition on the row it locked). Answers whether
 * it did.
 */
export async function takeSeat(db: Kysely<Database>, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable("batches")
    .set((eb) => ({ seats_taken: eb("seats_taken", "+", 1), updated_at: now }))
    .where("id", "=", id)
    .where(sql<boolean>`seats_taken < seats`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Gives one seat of the batch back. */
export async function releaseSeat(db: Kysely<Database>, id: string, now: string): Promise<void> {
  await db
    .updateTable("batches")
    .set((eb) => ({ seats_taken: eb("seats_taken", "-", 1), updated_at: now }))
    .where("id", "=", id)
    .where("seats_taken", ">", 0)
    .execute();
}

/** One page of a batch's students: the accepted admissions naming it. */
export function listRoster(
  db: Kysely<Database>,
  id: string,
  { page, limit, q, sort }: RosterQuery,
) {
  let query = db
    .selectFrom("admissions")
    .select(["id", "name", "email", "mobile", "guardian_name", "guardian_phone", "updated_at"])
    .where("batch_id", "=", id)
    .where("status", "=", "accepted");
  if (q) query = query.where(containsText(["name", "email", "mobile"], q));
  const ordered = orderBySort(
    query,
    sort ?? "name",
    { name: "name", acceptedAt: "updated_at" },
    "id",
    "asc",
  );
  return readPage(ordered, { page, limit });
}
