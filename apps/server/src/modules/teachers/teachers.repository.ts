// Kysely queries for teacher photos; no rules here.
import type { Kysely, Selectable } from "kysely";
import type { Database, TeacherPhotosTable } from "../../db/schema";

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

/** Every photo, newest first. */
export function listTeacherPhotos(db: Kysely<Database>): Promise<TeacherPhotoRow[]> {
  return db.selectFrom("teacher_photos").selectAll().orderBy("id", "desc").execute();
}

export async function deleteTeacherPhoto(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom("teacher_photos").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
