// Admission rules: the applicant's name and email come from the account, the course must exist,
// and a user has at most one admission that is not rejected.

import type { Readable } from "node:stream";
import type {
  Admission,
  AdmissionData,
  AdmissionExportQuery,
  AdmissionListQuery,
  AdmissionStatus,
  UpdateAdmissionStatusInput,
} from "@app/shared/admissions";
import type { LocalizedText } from "@app/shared/localized-text";
import type { PageQuery } from "@app/shared/paging";
import type { MessageDescriptor } from "@lingui/core";
import type { Kysely } from "kysely";
import { isConstraintViolation, isUniqueViolation } from "../../db/database";
import type { Database } from "../../db/schema";
import { csvStream, inBatches, mapRows } from "../../lib/csv-export";
import { ConflictError, invalidField, NotFoundError } from "../../lib/errors";
import { newId, nowIso } from "../../lib/ids";
import type { Paged } from "../../lib/paging";
import type { CurrentUser } from "../../plugins/auth";
import { type BatchRow, findBatch, releaseSeat, takeSeat } from "../courses/batches.repository";
import { todayInIndia } from "../courses/batches.service";
import { listCourses } from "../courses/courses.repository";
import { type AccountMailDeps, mailAccount } from "../mail/account-mail";
import { enrolAdmission } from "../payments/enrolments.service";
import {
  type AdmissionRow,
  admissionsAfter,
  findAdmissionById,
  hasOpenAdmission,
  insertAdmission,
  listAdmissions,
  listAdmissionsOfUser,
  setAdmissionStatus,
} from "./admissions.repository";

const ADMISSION_NOT_FOUND = /*i18n*/ {
  id: "admissions.admissionNotFound",
  message: "Admission not found",
};
const THIS_APPLICANT_ALREADY_HAS = /*i18n*/ {
  id: "admissions.thisApplicantAlreadyHas",
  message: "This applicant already has another open admission",
};

const COURSE_CLOSED = /*i18n*/ {
  id: "admissions.courseClosed",
  message: "This course is not taking admissions at the moment",
};
const BATCH_UNKNOWN = /*i18n*/ {
  id: "admissions.batchUnknown",
  message: "Choose one of the course's open batches",
};
const BATCH_FULL = /*i18n*/ {
  id: "admissions.batchFull",
  message: "This batch has no seats left; choose another batch",
};
const SEAT_GONE = /*i18n*/ {
  id: "admissions.seatGone",
  message: "The batch {batch} has no seat left for this admission",
};

const CHANGED_MEANWHILE = /*i18n*/ {
  id: "admissions.changedMeanwhile",
  message: "Someone changed this admission at the same moment; please look again",
};

/** Thrown inside the status transaction to roll it back when the row moved on meanwhile. */
class ConcurrentChange extends Error {}

const ALREADY_APPLIED = /*i18n*/ {
  id: "admissions.alreadyApplied",
  message: "You have already applied",
};

/** A course's name in each language ('' where it has none), by code. */
type CourseTexts = Map<string, LocalizedText>;

const courseTextsOf = (courses: readonly { code: string; name_en: string; name_bn: string }[]) =>
  new Map(courses.map((course) => [course.code, { en: course.name_en, bn: course.name_bn }]));

export function toAdmission(
  row: AdmissionRow,
  courseTexts: CourseTexts,
  batchNames: Map<string, string> = new Map(),
): Admission {
  // A course since deleted is named by its code.
  const courseText = courseTexts.get(row.course) ?? { en: row.course, bn: "" };
  return {
    _id: row.id,
    user: row.user_id,
    name: row.name,
    email: row.email,
    address: row.address,
    gender: row.gender,
    classes: row.classes,
    pin: row.pin,
    course: row.course,
    courseName: courseText.en || courseText.bn,
    courseText,
    mobile: row.mobile,
    status: row.status,
    batch: row.batch_id,
    batchName: row.batch_id ? (batchNames.get(row.batch_id) ?? null) : null,
    birthdate: row.birthdate,
    guardianName: row.guardian_name,
    guardianPhone: row.guardian_phone,
    whatsappConsent: row.whatsapp_consent === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The export's columns: what a person reads, in the order a sheet shows it. */
const ADMISSION_CSV_COLUMNS = [
  { key: "createdAt", header: "Date" },
  { key: "name", header: "Name" },
  { key: "email", header: "Email" },
  { key: "mobile", header: "Mobile" },
  { key: "address", header: "Address" },
  { key: "pin", header: "PIN" },
  { key: "gender", header: "Gender" },
  { key: "classes", header: "Class" },
  { key: "courseName", header: "Course" },
  { key: "status", header: "Status" },
];

const MAILED: Record<
  Exclude<AdmissionStatus, "pending">,
  { subject: MessageDescriptor; body: MessageDescriptor }
> = {
  accepted: {
    subject: /*i18n*/ {
      id: "admissions.mail.acceptedSubject",
      message: "Your admission to {course} is accepted",
    },
    body: /*i18n*/ {
      id: "admissions.mail.accepted",
      message: "Your admission to {course} has been accepted. Welcome to the institute!",
    },
  },
  waitlisted: {
    subject: /*i18n*/ {
      id: "admissions.mail.waitlistedSubject",
      message: "Your admission to {course} is on the waiting list",
    },
    body: /*i18n*/ {
      id: "admissions.mail.waitlisted",
      message:
        "Your admission to {course} is on the waiting list. We will write to you when a seat is free.",
    },
  },
  rejected: {
    subject: /*i18n*/ {
      id: "admissions.mail.rejectedSubject",
      message: "About your admission to {course}",
    },
    body: /*i18n*/ {
      id: "admissions.mail.rejected",
      message:
        "We are sorry: we cannot offer you admission to {course} this time. If you have questions, please contact us.",
    },
  },
};

/**
 * `mail`: when given, the applicant is mailed in their language when the admission is accepted,
 * waitlisted or rejected (docs/languages.md, "A mail").
 */
export function createAdmissionsService(db: Kysely<Database>, mail?: AccountMailDeps) {
  /** Tells the applicant their admission moved to `status`, its course named in their language. */
  async function tellApplicant(row: AdmissionRow, status: AdmissionStatus): Promise<void> {
    if (!mail || status === "pending") return;
    const course = (await listCourses(db)).find((one) => one.code === row.course);
    const { subject, body } = MAILED[status];
    await mailAccount(mail, row.user_id, (language) => {
      const english = course?.name_en || course?.name_bn || row.course;
      const values = { course: language === "bn" ? course?.name_bn || english : english };
      return { subject: { ...subject, values }, body: [{ ...body, values }] };
    });
  }

  // Five rows that rarely change: read per call rather than cached, so a new course counts at once.
  const courseNames = async () => courseTextsOf(await listCourses(db));
  // A page's batch names: few rows, read per call.
  const batchNames = async (rows: readonly AdmissionRow[]) => {
    const ids = [...new Set(rows.flatMap((row) => (row.batch_id ? [row.batch_id] : [])))];
    if (ids.length === 0) return new Map<string, string>();
    const found = await db
      .selectFrom("batches")
      .select(["id", "name"])
      .where("id", "in", ids)
      .execute();
    return new Map(found.map((batch) => [batch.id, batch.name]));
  };
  const withNames = async (rows: AdmissionRow[]) => {
    const [courses, batches] = await Promise.all([courseNames(), batchNames(rows)]);
    return rows.map((row) => toAdmission(row, courses, batches));
  };
  const pageWithNames = async (page: Paged<AdmissionRow>): Promise<Paged<Admission>> => ({
    ...page,
    rows: await withNames(page.rows),
  });

  return {
    async apply(user: CurrentUser, input: AdmissionData): Promise<Admission> {
      const courses = await listCourses(db);
      const names = courseTextsOf(courses);
      const course = courses.find((candidate) => candidate.code === input.course);
      if (!names.has(input.course)) {
        throw invalidField("course", {
          .../*i18n*/ {
            id: "admissions.courseUnknown",
            message: "No course called {course}; choose one of {courses}",
          },
          values: { course: `'${input.course}'`, courses: [...names.keys()].join(", ") },
        });
      }
      if (course && course.admission_open !== 1) throw invalidField("course", COURSE_CLOSED);
      let batch: BatchRow | undefined;
      if (input.batch) {
        batch = await findBatch(db, input.batch);
        if (!batch || batch.course !== input.course || batch.start_date < todayInIndia()) {
          throw invalidField("batch", BATCH_UNKNOWN);
        }
        if (batch.seats_taken >= batch.seats) throw invalidField("batch", BATCH_FULL);
      }
      if (await hasOpenAdmission(db, user.id)) throw new ConflictError(ALREADY_APPLIED);
      const now = nowIso();
      try {
        const row = await insertAdmission(db, {
          id: newId(),
          user_id: user.id,
          name: user.name,
          email: user.email,
          address: input.address,
          gender: input.gender,
          classes: input.classes ?? null,
          pin: input.pin,
          course: input.course,
          mobile: input.mobile,
          status: "pending",
          batch_id: batch?.id ?? null,
          seat_held: 0,
          guardian_name: input.guardianName,
          guardian_phone: input.guardianPhone,
          birthdate: input.birthdate ?? null,
          whatsapp_consent: input.whatsappConsent ? 1 : 0,
          whatsapp_consent_at: input.whatsappConsent ? now : null,
          created_at: now,
          updated_at: now,
        });
        return toAdmission(row, names, new Map(batch ? [[batch.id, batch.name]] : []));
      } catch (error) {
        // Two submissions racing: the partial unique index lets only one open admission in.
        if (isUniqueViolation(error)) throw new ConflictError(ALREADY_APPLIED);
        throw error;
      }
    },

    async mine(user: CurrentUser, page: PageQuery): Promise<Paged<Admission>> {
      return pageWithNames(await listAdmissionsOfUser(db, user.id, page));
    },

    /** Every admission that passes the filters as CSV, newest first, read in batches as sent. */
    async exportCsv(filters: AdmissionExportQuery): Promise<Readable> {
      const names = await courseNames();
      const batchList = await db.selectFrom("batches").select(["id", "name"]).execute();
      const batches = new Map(batchList.map((batch) => [batch.id, batch.name]));
      const rows = inBatches((after: AdmissionRow | undefined, size) =>
        admissionsAfter(db, filters, after, size),
      );
      return csvStream(
        mapRows(rows, (row) => toAdmission(row, names, batches)),
        { columns: ADMISSION_CSV_COLUMNS },
      );
    },

    async list(query: AdmissionListQuery): Promise<Paged<Admission>> {
      return pageWithNames(await listAdmissions(db, query));
    },

    /**
     * Moves an admission to `status`. Accepting one that names a batch takes a seat in the same
     * transaction (refused with 409 when none is left); leaving "accepted" gives the seat back.
     */
    async setStatus(id: string, { status }: UpdateAdmissionStatusInput): Promise<Admission> {
      const before = await findAdmissionById(db, id);
      if (!before) throw new NotFoundError(ADMISSION_NOT_FOUND);
      if (before.status === status) return (await withNames([before]))[0] as Admission;
      try {
        const outcome = await db.transaction().execute(async (trx) => {
          // Read again inside the transaction: a concurrent change may have moved it on.
          const current = await findAdmissionById(trx, id);
          if (!current) return "missing" as const;
          const now = nowIso();
          let seatHeld = current.seat_held;
          if (current.batch_id && status === "accepted" && current.seat_held === 0) {
            if (!(await takeSeat(trx, current.batch_id, now))) return "full" as const;
            seatHeld = 1;
          } else if (current.batch_id && status !== "accepted" && current.seat_held === 1) {
            await releaseSeat(trx, current.batch_id, now);
            seatHeld = 0;
          }
          const updated = await setAdmissionStatus(trx, id, current.status, {
            status,
            seat_held: seatHeld,
            updated_at: now,
          });
          // Changed by another request since it was read: undo this one's seat change too.
          if (!updated) throw new ConcurrentChange();
          // Accepted: the student is enrolled with the fee to pay (docs/payments.md).
          if (status === "accepted") await enrolAdmission(trx, updated);
          return updated;
        });
        if (outcome === "missing") throw new NotFoundError(ADMISSION_NOT_FOUND);
        if (outcome === "full") {
          const batch = before.batch_id ? await findBatch(db, before.batch_id) : undefined;
          throw new ConflictError({ ...SEAT_GONE, values: { batch: batch?.name ?? "" } });
        }
        await tellApplicant(outcome, status);
        return (await withNames([outcome]))[0] as Admission;
      } catch (error) {
        if (error instanceof ConcurrentChange) {
          throw new ConflictError(CHANGED_MEANWHILE);
        }
        // Re-opening a rejected admission while the applicant has a newer open one.
        if (isUniqueViolation(error)) {
          throw new ConflictError(THIS_APPLICANT_ALREADY_HAS);
        }
        // The batch's seats check: a seat taken beyond its seats never lands.
        if (isConstraintViolation(error) && before.batch_id) {
          const batch = await findBatch(db, before.batch_id);
          throw new ConflictError({ ...SEAT_GONE, values: { batch: batch?.name ?? "" } });
        }
        throw error;
      }
    },
  };
}
