// Courses and fees: the list the fee table shows and the prospectus generated from it.
import type { Course } from "@app/shared/courses";
import type { Language } from "@app/shared/i18n";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { type CourseRow, listCourses } from "./courses.repository";
import { renderProspectus } from "./prospectus-pdf";

const toCourse = (row: CourseRow): Course => ({
  code: row.code,
  name: row.name,
  durationMonths: row.duration_months,
  totalFee: row.total_fee,
});

export function createCoursesService(db: Kysely<Database>, publicUrl: string) {
  async function list(): Promise<Course[]> {
    return (await listCourses(db)).map(toCourse);
  }
  return {
    list,
    /** Rendered per request: a few milliseconds, and always the fees as they are now. */
    /** The prospectus in `locale`, its numbers in Bengali digits unless `latinDigits`. */
    async prospectus(locale: Language = "en", latinDigits = false): Promise<Buffer> {
      return renderProspectus(await list(), { publicUrl, issued: new Date(), locale, latinDigits });
    },
  };
}
