// Kysely queries for courses; no rules here.
import type { Kysely, Selectable } from "kysely";
import type { CoursesTable, Database } from "../../db/schema";

export type CourseRow = Selectable<CoursesTable>;

/** Every course in the order of the fee table. */
export function listCourses(db: Kysely<Database>): Promise<CourseRow[]> {
  return db.selectFrom("courses").selectAll().orderBy("position", "asc").execute();
}
