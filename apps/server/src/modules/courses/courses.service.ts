// Courses and fees: the fee table and the catalogue the public pages show, the prospectus generated
// from them, and the courses staff keep (a course that admissions name is closed, not deleted).
import {
  type Course,
  type CourseChange,
  type CourseData,
  type CourseDetail,
  type CourseListQuery,
  type FeePlan,
  FeePlanSchema,
  type PublicCourse,
} from "@app/shared/courses";
import type { Language } from "@app/shared/i18n";
import { instituteIn, OFFICE_MAP_LINK } from "@app/shared/institute";
import { columnsFromText, textFromColumns, textIn } from "@app/shared/localized-text";
import type { Kysely } from "kysely";
import { isConstraintViolation, isUniqueViolation } from "../../db/database";
import type { Database } from "../../db/schema";
import { ConflictError, invalidField, NotFoundError } from "../../lib/errors";
import { mapPage, type Paged } from "../../lib/paging";
import { photoUrl, removePhoto, savePhoto } from "../../lib/photo-storage";
import { createInstituteService } from "../institute/institute.service";
import { createPeopleService } from "../people/people.service";
import { createTripsService } from "../trips/trips.service";
import { createBatchesService } from "./batches.service";
import {
  type CourseRow,
  courseUse,
  deleteCourseAndBatches,
  findCourse,
  insertCourse,
  listCourses,
  listCoursesOfGroup,
  listCoursesPage,
  nextPosition,
  updateCourse,
} from "./courses.repository";
import { renderProspectus } from "./prospectus-pdf";

export const COURSE_NOT_FOUND = /*i18n*/ { id: "courses.notFound", message: "Course not found" };
const CODE_TAKEN = /*i18n*/ {
  id: "courses.code.taken",
  message: "Another course already has this code",
};
const COURSE_HAS_ADMISSIONS = /*i18n*/ {
  id: "courses.delete.hasAdmissions",
  message: "Admissions name this course, so it cannot be deleted; close its admission instead",
};

/** A stored fee plan; one that cannot be read is paid at once (never a 500 for a bad row). */
export function feePlanOf(json: string | null): FeePlan {
  if (!json) return { kind: "once" };
  try {
    const parsed = FeePlanSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : { kind: "once" };
  } catch {
    return { kind: "once" };
  }
}

export const courseName = (row: CourseRow, language: Language): string =>
  textIn(textFromColumns(row, "name"), language);

/** The fee table's row: whole rupees, as the specification states them. */
const toCourse = (row: CourseRow, language: Language): Course => ({
  code: row.code,
  name: courseName(row, language),
  durationMonths: row.duration_months,
  totalFee: Math.round(row.total_fee_paise / 100),
});

export const toPublicCourse = (row: CourseRow): PublicCourse => ({
  code: row.code,
  group: row.course_group,
  board: row.board,
  level: row.level,
  durationMonths: row.duration_months,
  name: textFromColumns(row, "name"),
  description: textFromColumns(row, "description"),
  subjects: textFromColumns(row, "subjects"),
  totalFee: row.total_fee_paise,
  feePlan: feePlanOf(row.fee_plan),
  admissionOpen: row.admission_open === 1,
  photo: photoUrl("courses", row.photo),
});

const toDetail = (
  row: CourseRow,
  use: { admissions: number | string; batches: number | string },
): CourseDetail => ({
  code: row.code,
  group: row.course_group,
  board: row.board,
  level: row.level,
  durationMonths: row.duration_months,
  name: textFromColumns(row, "name"),
  description: textFromColumns(row, "description"),
  subjects: textFromColumns(row, "subjects"),
  totalFee: row.total_fee_paise,
  feePlan: feePlanOf(row.fee_plan),
  admissionOpen: row.admission_open === 1,
  photo: photoUrl("courses", row.photo),
  position: row.position,
  hsnSac: row.hsn_sac,
  gstRate: row.gst_rate,
  admissions: Number(use.admissions),
  batches: Number(use.batches),
});

const GROUP_ORDER = { school: 0, entrance: 1, computer: 2 } as const;

/** The columns a course's fields are stored in; a SAC or rate left out is not written. */
const columnsOf = (input: CourseChange) => ({
  course_group: input.group,
  board: input.board,
  level: input.level,
  duration_months: input.durationMonths,
  ...columnsFromText(input.name, "name"),
  ...columnsFromText(input.description, "description"),
  ...columnsFromText(input.subjects, "subjects"),
  total_fee_paise: input.totalFee,
  fee_plan: JSON.stringify(input.feePlan),
  admission_open: input.admissionOpen ? 1 : 0,
  ...(input.hsnSac === undefined ? {} : { hsn_sac: input.hsnSac }),
  ...(input.gstRate === undefined ? {} : { gst_rate: input.gstRate }),
});

/** How many of each the prospectus lists. */
const PROSPECTUS_BATCHES = 8;
const PROSPECTUS_TRIPS = 10;
const PROSPECTUS_TEACHERS = 20;

/** `publicUrl`: PUBLIC_URL, or '' for relative links in the prospectus. */
export function createCoursesService(db: Kysely<Database>, publicUrl: string, dataDir = "") {
  /** The fee table: the computer courses in order, fees in whole rupees. */
  async function list(language: Language = "en"): Promise<Course[]> {
    return (await listCoursesOfGroup(db, "computer")).map((row) => toCourse(row, language));
  }

  async function detail(code: string): Promise<CourseDetail> {
    const row = await findCourse(db, code);
    if (!row) throw new NotFoundError(COURSE_NOT_FOUND);
    return toDetail(row, await courseUse(db, code));
  }

  return {
    list,

    /** Every course by group (school, entrance, computer), each group in its order. */
    async catalogue(): Promise<PublicCourse[]> {
      const rows = await listCourses(db);
      return rows
        .map((row, index) => ({ row, index }))
        .sort(
          (a, b) =>
            GROUP_ORDER[a.row.course_group] - GROUP_ORDER[b.row.course_group] || a.index - b.index,
        )
        .map(({ row }) => toPublicCourse(row));
    },

    /**
     * The prospectus in `locale`, its numbers in Bengali digits unless `latinDigits`: every course
     * with its fee and plan, the next batches, the trips' next departures, the published teachers
     * and the institute's address (decision 043). Rendered per request from the same data as the
     * pages; each list is one page of its own, never a whole table.
     */
    async prospectus(locale: Language = "en", latinDigits = false): Promise<Buffer> {
      const rows = await listCourses(db);
      const courses = rows
        .map((row, index) => ({ row, index }))
        .sort(
          (a, b) =>
            GROUP_ORDER[a.row.course_group] - GROUP_ORDER[b.row.course_group] || a.index - b.index,
        )
        .map(({ row }) => ({ ...toCourse(row, locale), feePlan: toPublicCourse(row).feePlan }));
      const batches = await createBatchesService(db).open({
        page: 1,
        limit: PROSPECTUS_BATCHES,
        sort: "startDate",
        course: undefined,
      });
      const trips = await createTripsService(db, dataDir).list(
        { page: 1, limit: PROSPECTUS_TRIPS, sort: "position" },
        locale,
      );
      const teachers = await createPeopleService(db, dataDir).publicTeachers(
        { page: 1, limit: PROSPECTUS_TEACHERS },
        locale,
      );
      const institute = await createInstituteService(db).get();
      return renderProspectus(courses, {
        publicUrl,
        issued: new Date(),
        locale,
        latinDigits,
        extras: {
          batches: batches.rows.map((batch) => ({
            course: textIn(batch.courseName, locale),
            name: batch.name,
            startDate: batch.startDate,
            seatsLeft: batch.seatsLeft,
          })),
          trips: trips.rows.map((trip) => ({ title: trip.title, departures: trip.departures })),
          teachers: teachers.rows.map(({ name, subjects }) => ({ name, subjects })),
          institute: { ...institute, ...instituteIn(institute, locale) },
          mapLink: OFFICE_MAP_LINK,
        },
      });
    },

    async page(query: CourseListQuery): Promise<Paged<CourseDetail>> {
      return mapPage(await listCoursesPage(db, query), (row) => toDetail(row, row));
    },

    detail,

    async add(input: CourseData): Promise<CourseDetail> {
      if (await findCourse(db, input.code)) throw invalidField("code", CODE_TAKEN);
      try {
        await insertCourse(db, {
          code: input.code,
          ...columnsOf(input),
          position: input.position ?? (await nextPosition(db)),
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw invalidField("code", CODE_TAKEN);
        throw error;
      }
      return detail(input.code);
    },

    async change(code: string, input: CourseChange): Promise<CourseDetail> {
      const before = await findCourse(db, code);
      if (!before) throw new NotFoundError(COURSE_NOT_FOUND);
      await updateCourse(db, code, {
        ...columnsOf(input),
        position: input.position ?? before.position,
      });
      return detail(code);
    },

    /** Gives a course its picture (an encoded photo), or removes it (null); the old file goes. */
    async setPhoto(code: string, image: Buffer | null): Promise<CourseDetail> {
      const before = await findCourse(db, code);
      if (!before) throw new NotFoundError(COURSE_NOT_FOUND);
      const file = image ? await savePhoto(dataDir, "courses", image) : null;
      if (!(await updateCourse(db, code, { photo: file }))) {
        await removePhoto(dataDir, "courses", file);
        throw new NotFoundError(COURSE_NOT_FOUND);
      }
      await removePhoto(dataDir, "courses", before.photo);
      return detail(code);
    },

    async remove(code: string): Promise<void> {
      const row = await findCourse(db, code);
      if (!row) throw new NotFoundError(COURSE_NOT_FOUND);
      if ((await courseUse(db, code)).admissions > 0) {
        throw new ConflictError(COURSE_HAS_ADMISSIONS);
      }
      try {
        if (!(await deleteCourseAndBatches(db, code))) throw new NotFoundError(COURSE_NOT_FOUND);
      } catch (error) {
        // An application arrived between the check and the delete.
        if (isConstraintViolation(error)) throw new ConflictError(COURSE_HAS_ADMISSIONS);
        throw error;
      }
      await removePhoto(dataDir, "courses", row.photo);
    },
  };
}
