// Kysely queries for teachers, results, testimonials and gallery photos; no rules here.
import type { PublicListQuery, StaffPeopleListQuery } from "@app/shared/people";
import type { Insertable, Kysely, Selectable, Updateable } from "kysely";
import type {
  Database,
  GalleryPhotosTable,
  ResultsTable,
  TeachersTable,
  TestimonialsTable,
} from "../../db/schema";
import { containsText, orderBySort, type Paged, readPage } from "../../lib/paging";

type Db = Kysely<Database>;

export type TeacherRow = Selectable<TeachersTable>;
export type ResultRow = Selectable<ResultsTable>;
export type TestimonialRow = Selectable<TestimonialsTable> & {
  course_name_en: string | null;
  course_name_bn: string | null;
};
export type GalleryPhotoRow = Selectable<GalleryPhotosTable>;

// Teachers

/** One page of the published teachers in the site's order. */
export function listPublishedTeachers(
  db: Db,
  { page, limit, sort }: PublicListQuery,
): Promise<Paged<TeacherRow>> {
  const query = db.selectFrom("teachers").selectAll().where("published", "=", 1);
  return readPage(
    orderBySort(query, sort ?? "position", { position: "teachers.position" }, "teachers.id", "asc"),
    { page, limit },
  );
}

export function listTeachers(
  db: Db,
  { page, limit, sort, q }: StaffPeopleListQuery,
): Promise<Paged<TeacherRow>> {
  let query = db.selectFrom("teachers").selectAll();
  if (q) query = query.where(containsText(["name_en", "name_bn", "subjects_en", "subjects_bn"], q));
  const columns = { position: "teachers.position", createdAt: "teachers.id" };
  return readPage(orderBySort(query, sort ?? "position", columns, "teachers.id", "asc"), {
    page,
    limit,
  });
}

export function findTeacher(db: Db, id: string): Promise<TeacherRow | undefined> {
  return db.selectFrom("teachers").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The next place in the list, after the last teacher. */
export async function nextTeacherPosition(db: Db): Promise<number> {
  const row = await db
    .selectFrom("teachers")
    .select((eb) => eb.fn.max("position").as("last"))
    .executeTakeFirst();
  return Number(row?.last ?? 0) + 1;
}

export async function insertTeacher(db: Db, row: Insertable<TeachersTable>): Promise<void> {
  await db.insertInto("teachers").values(row).execute();
}

export async function updateTeacher(
  db: Db,
  id: string,
  change: Updateable<TeachersTable>,
): Promise<boolean> {
  const result = await db
    .updateTable("teachers")
    .set(change)
    .where("id", "=", id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Puts `file` in the teacher's photo only if the photo is still `expected` (what the caller read):
 * of two changes at once, the second finds another photo and reads again, so each replaced file
 * is known to exactly one of them.
 */
export async function swapTeacherPhoto(
  db: Db,
  id: string,
  expected: string | null,
  file: string | null,
  updatedAt: string,
): Promise<boolean> {
  const result = await db
    .updateTable("teachers")
    .set({ photo: file, updated_at: updatedAt })
    .where("id", "=", id)
    .where((eb) => (expected === null ? eb("photo", "is", null) : eb("photo", "=", expected)))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteTeacher(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom("teachers").where("id", "=", id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

// Results

/**
 * One page of the results the public may see: published and with the student's consent
 * recorded (decision 043), newest year first.
 */
export function listPublicResults(
  db: Db,
  { page, limit }: PublicListQuery,
): Promise<Paged<ResultRow>> {
  const query = db
    .selectFrom("results")
    .selectAll()
    .where("published", "=", 1)
    .where("consent", "=", 1)
    .where("consent_date", "is not", null)
    .orderBy("year", "desc")
    .orderBy("id", "desc");
  return readPage(query, { page, limit });
}

export function listResults(
  db: Db,
  { page, limit, sort, q }: StaffPeopleListQuery,
): Promise<Paged<ResultRow>> {
  let query = db.selectFrom("results").selectAll();
  if (q) {
    query = query.where(
      containsText(["student_name_en", "student_name_bn", "exam_en", "exam_bn"], q),
    );
  }
  const columns = { position: "results.year", createdAt: "results.id" };
  return readPage(orderBySort(query, sort, columns, "results.id"), { page, limit });
}

export function findResult(db: Db, id: string): Promise<ResultRow | undefined> {
  return db.selectFrom("results").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function insertResult(db: Db, row: Insertable<ResultsTable>): Promise<void> {
  await db.insertInto("results").values(row).execute();
}

export async function updateResult(
  db: Db,
  id: string,
  change: Updateable<ResultsTable>,
): Promise<boolean> {
  const result = await db
    .updateTable("results")
    .set(change)
    .where("id", "=", id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteResult(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom("results").where("id", "=", id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

// Testimonials

const testimonials = (db: Db) =>
  db
    .selectFrom("testimonials")
    .leftJoin("courses", "courses.code", "testimonials.course")
    .selectAll("testimonials")
    .select(["courses.name_en as course_name_en", "courses.name_bn as course_name_bn"]);

/** One page of the published testimonials, newest first. */
export function listPublishedTestimonials(
  db: Db,
  { page, limit }: PublicListQuery,
): Promise<Paged<TestimonialRow>> {
  const query = testimonials(db)
    .where("testimonials.published", "=", 1)
    .orderBy("testimonials.id", "desc");
  return readPage(query, { page, limit });
}

export function listTestimonials(
  db: Db,
  { page, limit, sort, q }: StaffPeopleListQuery,
): Promise<Paged<TestimonialRow>> {
  let query = testimonials(db);
  if (q) {
    query = query.where(
      containsText(["testimonials.author_en", "testimonials.author_bn", "testimonials.text_en"], q),
    );
  }
  const columns = { position: "testimonials.id", createdAt: "testimonials.id" };
  return readPage(orderBySort(query, sort, columns, "testimonials.id"), { page, limit });
}

export function findTestimonial(db: Db, id: string): Promise<TestimonialRow | undefined> {
  return testimonials(db).where("testimonials.id", "=", id).executeTakeFirst();
}

export async function insertTestimonial(db: Db, row: Insertable<TestimonialsTable>): Promise<void> {
  await db.insertInto("testimonials").values(row).execute();
}

export async function updateTestimonial(
  db: Db,
  id: string,
  change: Updateable<TestimonialsTable>,
): Promise<boolean> {
  const result = await db
    .updateTable("testimonials")
    .set(change)
    .where("id", "=", id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteTestimonial(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom("testimonials").where("id", "=", id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function courseExists(db: Db, code: string): Promise<boolean> {
  const row = await db
    .selectFrom("courses")
    .select("code")
    .where("code", "=", code)
    .executeTakeFirst();
  return row !== undefined;
}

// Gallery

/** One page of the published gallery photos, newest first. */
export function listPublishedGalleryPhotos(
  db: Db,
  { page, limit }: PublicListQuery,
): Promise<Paged<GalleryPhotoRow>> {
  const query = db
    .selectFrom("gallery_photos")
    .selectAll()
    .where("published", "=", 1)
    .orderBy("id", "desc");
  return readPage(query, { page, limit });
}

export function listGalleryPhotos(
  db: Db,
  { page, limit, sort, q }: StaffPeopleListQuery,
): Promise<Paged<GalleryPhotoRow>> {
  let query = db.selectFrom("gallery_photos").selectAll();
  if (q) query = query.where(containsText(["caption_en", "caption_bn"], q));
  const columns = { position: "gallery_photos.id", createdAt: "gallery_photos.id" };
  return readPage(orderBySort(query, sort, columns, "gallery_photos.id"), { page, limit });
}

export function findGalleryPhoto(db: Db, id: string): Promise<GalleryPhotoRow | undefined> {
  return db.selectFrom("gallery_photos").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function insertGalleryPhoto(
  db: Db,
  row: Insertable<GalleryPhotosTable>,
): Promise<void> {
  await db.insertInto("gallery_photos").values(row).execute();
}

export async function updateGalleryPhoto(
  db: Db,
  id: string,
  change: Updateable<GalleryPhotosTable>,
): Promise<boolean> {
  const result = await db
    .updateTable("gallery_photos")
    .set(change)
    .where("id", "=", id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteGalleryPhoto(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom("gallery_photos").where("id", "=", id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
