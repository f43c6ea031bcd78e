// Kysely queries for the old student records; no rules here.
import type { Kysely, Selectable } from "kysely";
import type { Database, OldStudentsTable } from "../../db/schema";

export type OldStudentRow = Selectable<OldStudentsTable>;

/** Every record in the order of the CSV they came from. */
export function listOldStudents(db: Kysely<Database>): Promise<OldStudentRow[]> {
  return db.selectFrom("old_students").selectAll().orderBy("position", "asc").execute();
}

export async function insertOldStudents(
  db: Kysely<Database>,
  rows: OldStudentRow[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.insertInto("old_students").values(rows).execute();
}
