// Kysely queries for courses; no rules here.
import type { CourseGroup, CourseListQuery } from "@app/shared/courses";
import type { Insertable, Kysely, Selectable, Updateable } from "kysely";
import type { CoursesTable, Database } from "../../db/schema";
import { containsText, orderBySort, type Paged, readPage } from "../../lib/paging";

export type CourseRow = Selectable<CoursesTable>;

/** Every course in list order (position, then code). */
export function listCourses(db: Kysely<Database>): Promise<CourseRow[]> {
  return db
    .selectFrom("courses")
    .selectAll()
    .orderBy("position", "asc")
    .orderBy("code", "asc")
    .execute();
}

/** The courses of one group in list order. */
export function listCoursesOfGroup(db: Kysely<Database>, group: CourseGroup): Promise<CourseRow[]> {
  return db
    .selectFrom("courses")
    .selectAll()
    .where("course_group", "=", group)
    .orderBy("position", "asc")
    .orderBy("code", "asc")
    .execute();
}

export function findCourse(db: Kysely<Database>, code: string): Promise<CourseRow | undefined> {
  return db.selectFrom("courses").selectAll().where("code", "=", code).executeTakeFirst();
}

/** One page of the courses that pass the filters, with how many admissions and batches each has. */
export function listCoursesPage(
  db: Kysely<Database>,
  { page, limit, q, group, sort }: CourseListQuery,
): Promise<Paged<CourseRow & { admissions: number; batches: number }>> {
  let query = db
    .selectFrom("courses")
    .selectAll("courses")
    .select((eb) => [
      eb
        .selectFrom("admissions")
        .select((inner) => inner.fn.countAll<number>().as("n"))
        .whereRef("admissions.course", "=", "courses.code")
        .as("admissions"),
      eb
        .selectFrom("batches")
        .select((inner) => inner.fn.countAll<number>().as("n"))
        .whereRef("batches.course", "=", "courses.code")
        .as("batches"),
    ]);
  if (group) query = query.where("course_group", "=", group);
  if (q) query = query.where(containsText(["code", "name_en", "name_bn"], q));
  const columns = {
    position: "position",
    code: "code",
    name: "name_en",
    totalFee: "total_fee_paise",
  };
  const ordered = orderBySort(query, sort ?? "position", columns, "code", "asc");
  return readPage(ordered, { page, limit }) as Promise<
    Paged<CourseRow & { admissions: number; batches: number }>
  >;
}

/** How many admissions and batches name the course. */
export async function courseUse(
  db: Kysely<Database>,
  code: string,
): Promise<{ admissions: number; batches: number }> {
  const admissions = await db
    .selectFrom("admissions")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("course", "=", code)
    .executeTakeFirstOrThrow();
  const batches = await db
    .selectFrom("batches")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("course", "=", code)
    .executeTakeFirstOrThrow();
  return { admissions: Number(admissions.n), batches: Number(batches.n) };
}

/** The position after the last course. */
export async function nextPosition(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("courses")
    .select((eb) => eb.fn.max<number | null>("position").as("last"))
    .executeTakeFirst();
  return Number(row?.last ?? 0) + 1;
}

export async function insertCourse(
  db: Kysely<Database>,
  row: Insertable<CoursesTable>,
): Promise<void> {
  await db.insertInto("courses").values(row).execute();
}

export async function updateCourse(
  db: Kysely<Database>,
  code: string,
  changes: Updateable<CoursesTable>,
): Promise<boolean> {
  const result = await db
    .updateTable("courses")
    .set(changes)
    .where("code", "=", code)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes the course and its batches; answers whether it was there. */
export async function deleteCourseAndBatches(db: Kysely<Database>, code: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom("batches").where("course", "=", code).execute();
    const result = await trx.deleteFrom("courses").where("code", "=", code).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  });
}
