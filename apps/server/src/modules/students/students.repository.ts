// Kysely queries for the old student records; no rules here.

import type { OldStudentListQuery } from "@app/shared/students";
import type { Kysely, Selectable } from "kysely";
import type { Database, OldStudentsTable } from "../../db/schema";
import { containsText, orderBySort, type Paged, readPage } from "../../lib/paging";

export type OldStudentRow = Selectable<OldStudentsTable>;

/** One page of the old students, in the order they were recorded unless `sort` says otherwise. */
export function listOldStudents(
  db: Kysely<Database>,
  { page, limit, q, sort }: OldStudentListQuery,
): Promise<Paged<OldStudentRow>> {
  let query = db.selectFrom("old_students").selectAll();
  if (q) query = query.where(containsText(["student_name", "class", "address", "phone"], q));
  const columns = { name: "student_name", class: "class" };
  const ordered = sort
    ? orderBySort(query, sort, columns, "id")
    : query.orderBy("position", "asc").orderBy("id", "asc");
  return readPage(ordered, { page, limit });
}

export async function insertOldStudents(
  db: Kysely<Database>,
  rows: OldStudentRow[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.insertInto("old_students").values(rows).execute();
}
