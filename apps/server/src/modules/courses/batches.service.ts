// A course's batches: staff keep them (a batch with admissions is not deleted, and never gets fewer
// seats than are taken); readers see the upcoming ones with seats left.
import {
  type Batch,
  type BatchData,
  BatchFeeSchema,
  type BatchListQuery,
  type OpenBatch,
  type OpenBatchQuery,
  type RosterEntry,
  type RosterQuery,
  WEEKDAYS,
  type Weekday,
} from "@app/shared/courses";
import { calendarPartsInIndia } from "@app/shared/format";
import { textFromColumns } from "@app/shared/localized-text";
import type { Kysely } from "kysely";
import { isConstraintViolation } from "../../db/database";
import type { Database } from "../../db/schema";
import { ConflictError, invalidField, NotFoundError } from "../../lib/errors";
import { newId, nowIso } from "../../lib/ids";
import { mapPage, type Paged } from "../../lib/paging";
import {
  admissionsOfBatch,
  type BatchRow,
  deleteBatch,
  findBatch,
  insertBatch,
  listBatchesOfCourse,
  listOpenBatches,
  listRoster,
  updateBatch,
} from "./batches.repository";
import { findCourse, listCourses } from "./courses.repository";
import { COURSE_NOT_FOUND, feePlanOf } from "./courses.service";

export const BATCH_NOT_FOUND = /*i18n*/ {
  id: "courses.batch.notFound",
  message: "Batch not found",
};
const BATCH_HAS_ADMISSIONS = /*i18n*/ {
  id: "courses.batch.hasAdmissions",
  message: "Admissions name this batch, so it cannot be deleted",
};
const SEATS_BELOW_TAKEN = /*i18n*/ {
  id: "courses.batch.seatsBelowTaken",
  message: "Seats cannot be fewer than the {taken, number} already taken",
};

const daysOf = (text: string): Weekday[] =>
  text.split(",").filter((day): day is Weekday => (WEEKDAYS as readonly string[]).includes(day));

/** The batch's own fee, when it has one that can be read. */
function feeOf(row: BatchRow): Batch["fee"] {
  if (row.fee_total_paise === null) return null;
  const parsed = BatchFeeSchema.safeParse({
    totalFee: row.fee_total_paise,
    feePlan: feePlanOf(row.fee_plan),
  });
  return parsed.success ? parsed.data : null;
}

export const toBatch = (row: BatchRow): Batch => ({
  _id: row.id,
  course: row.course,
  name: row.name,
  startDate: row.start_date,
  days: daysOf(row.days),
  startTime: row.start_time,
  endTime: row.end_time,
  teacher: row.teacher,
  room: row.room,
  online: row.online === 1,
  seats: row.seats,
  seatsTaken: row.seats_taken,
  fee: feeOf(row),
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

const columnsOf = (input: BatchData) => ({
  name: input.name,
  start_date: input.startDate,
  days: input.days.join(","),
  start_time: input.startTime,
  end_time: input.endTime,
  teacher: input.teacher,
  room: input.room,
  online: input.online ? 1 : 0,
  seats: input.seats,
  fee_total_paise: input.fee?.totalFee ?? null,
  fee_plan: input.fee ? JSON.stringify(input.fee.feePlan) : null,
});

/** Today in India, YYYY-MM-DD: batches starting from today are upcoming. */
export function todayInIndia(now = new Date()): string {
  const { year, month, day } = calendarPartsInIndia(now);
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

export function createBatchesService(db: Kysely<Database>) {
  async function batchOrThrow(id: string): Promise<BatchRow> {
    const row = await findBatch(db, id);
    if (!row) throw new NotFoundError(BATCH_NOT_FOUND);
    return row;
  }

  return {
    async listOfCourse(code: string, query: BatchListQuery): Promise<Paged<Batch>> {
      if (!(await findCourse(db, code))) throw new NotFoundError(COURSE_NOT_FOUND);
      return mapPage(await listBatchesOfCourse(db, code, query), toBatch);
    },

    async get(id: string): Promise<Batch> {
      return toBatch(await batchOrThrow(id));
    },

    async add(code: string, input: BatchData): Promise<Batch> {
      if (!(await findCourse(db, code))) throw new NotFoundError(COURSE_NOT_FOUND);
      const now = nowIso();
      const id = newId();
      await insertBatch(db, {
        id,
        course: code,
        ...columnsOf(input),
        seats_taken: 0,
        created_at: now,
        updated_at: now,
      });
      return toBatch(await batchOrThrow(id));
    },

    async change(id: string, input: BatchData): Promise<Batch> {
      const before = await batchOrThrow(id);
      const seatsRefused = (taken: number) =>
        invalidField("seats", { ...SEATS_BELOW_TAKEN, values: { taken } });
      if (input.seats < before.seats_taken) throw seatsRefused(before.seats_taken);
      let changed = false;
      try {
        changed = await updateBatch(db, id, { ...columnsOf(input), updated_at: nowIso() });
      } catch (error) {
        if (!isConstraintViolation(error)) throw error;
      }
      if (!changed) {
        // Deleted meanwhile, or an acceptance took a seat the new number leaves out.
        const now = await batchOrThrow(id);
        throw seatsRefused(now.seats_taken);
      }
      return toBatch(await batchOrThrow(id));
    },

    async remove(id: string): Promise<void> {
      await batchOrThrow(id);
      if ((await admissionsOfBatch(db, id)) > 0) throw new ConflictError(BATCH_HAS_ADMISSIONS);
      try {
        if (!(await deleteBatch(db, id))) throw new NotFoundError(BATCH_NOT_FOUND);
      } catch (error) {
        if (isConstraintViolation(error)) throw new ConflictError(BATCH_HAS_ADMISSIONS);
        throw error;
      }
    },

    async roster(id: string, query: RosterQuery): Promise<Paged<RosterEntry>> {
      await batchOrThrow(id);
      return mapPage(await listRoster(db, id, query), (row) => ({
        admission: row.id,
        name: row.name,
        email: row.email,
        mobile: row.mobile,
        guardianName: row.guardian_name,
        guardianPhone: row.guardian_phone,
        acceptedAt: row.updated_at,
      }));
    },

    /** The batches a reader may join, with the fee a student of each pays. */
    async open(query: OpenBatchQuery): Promise<Paged<OpenBatch>> {
      const courses = new Map((await listCourses(db)).map((row) => [row.code, row]));
      return mapPage(await listOpenBatches(db, todayInIndia(), query), (row) => {
        const course = courses.get(row.course);
        const own = feeOf(row);
        return {
          _id: row.id,
          course: row.course,
          courseName: course ? textFromColumns(course, "name") : { en: row.course, bn: row.course },
          name: row.name,
          startDate: row.start_date,
          days: daysOf(row.days),
          startTime: row.start_time,
          endTime: row.end_time,
          teacher: row.teacher,
          room: row.room,
          online: row.online === 1,
          seatsLeft: row.seats - row.seats_taken,
          totalFee: own?.totalFee ?? course?.total_fee_paise ?? 0,
          feePlan: own?.feePlan ?? feePlanOf(course?.fee_plan ?? null),
        };
      });
    },
  };
}
