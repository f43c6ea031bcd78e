// Kysely queries for teacher photos; no rules here.

import type { TeacherPhotoListQuery } from "@app/shared/teachers";
import type { Kysely, Selectable } from "kysely";
import type { Database, TeacherPhotosTable } from "../../db/schema";
import { containsText, orderBySort, type Paged, readPage } from "../../lib/paging";

export type TeacherPhotoRow = Selectable<TeacherPhotosTable>;

export async function insertTeacherPhoto(
  db: Kysely<Database>,
  row: TeacherPhotoRow,
): Promise<TeacherPhotoRow> {
  await db.insertInto("teacher_photos").values(row).execute();
  return row;
}

export function findTeacherPhoto(
  db: Kysely<Database>,
  id: string,
): Promise<TeacherPhotoRow | undefined> {
  return db.selectFrom("teacher_photos").selectAll().where("id", "=", id).executeTakeFirst();
}

/** One page of the teacher photos, newest first unless `sort` says otherwise. */
export function listTeacherPhotos(
  db: Kysely<Database>,
  { page, limit, q, sort }: TeacherPhotoListQuery,
): Promise<Paged<TeacherPhotoRow>> {
  let query = db.selectFrom("teacher_photos").selectAll();
  if (q) query = query.where(containsText(["name"], q));
  const columns = { name: "name", birthdate: "birthdate", createdAt: "id" };
  return readPage(orderBySort(query, sort, columns, "id"), { page, limit });
}

export async function deleteTeacherPhoto(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom("teacher_photos").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
