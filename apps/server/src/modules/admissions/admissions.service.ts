// Admission rules: the applicant's name and email come from the account, the course must exist,
// and a user has at most one admission that is not rejected.

import type { Readable } from "node:stream";
import type {
  Admission,
  AdmissionData,
  AdmissionExportQuery,
  AdmissionListQuery,
  UpdateAdmissionStatusInput,
} from "@app/shared/admissions";
import type { PageQuery } from "@app/shared/paging";
import type { Kysely } from "kysely";
import { isUniqueViolation } from "../../db/database";
import type { Database } from "../../db/schema";
import { csvStream, inBatches, mapRows } from "../../lib/csv-export";
import { ConflictError, invalidField, NotFoundError } from "../../lib/errors";
import { newId, nowIso } from "../../lib/ids";
import { mapPage, type Paged } from "../../lib/paging";
import type { CurrentUser } from "../../plugins/auth";
import { listCourses } from "../courses/courses.repository";
import {
  type AdmissionRow,
  admissionsAfter,
  findAdmissionById,
  hasOpenAdmission,
  insertAdmission,
  listAdmissions,
  listAdmissionsOfUser,
  updateAdmissionStatus,
} from "./admissions.repository";

const ADMISSION_NOT_FOUND = /*i18n*/ {
  id: "admissions.admissionNotFound",
  message: "Admission not found",
};
const THIS_APPLICANT_ALREADY_HAS = /*i18n*/ {
  id: "admissions.thisApplicantAlreadyHas",
  message: "This applicant already has another open admission",
};

const ALREADY_APPLIED = /*i18n*/ {
  id: "admissions.alreadyApplied",
  message: "You have already applied",
};

export function toAdmission(row: AdmissionRow, courseNames: Map<string, string>): Admission {
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
    courseName: courseNames.get(row.course) ?? row.course,
    mobile: row.mobile,
    status: row.status,
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

export function createAdmissionsService(db: Kysely<Database>) {
  // Five rows that rarely change: read per call rather than cached, so a new course counts at once.
  const courseNames = async () =>
    new Map((await listCourses(db)).map((course) => [course.code, course.name]));

  return {
    async apply(user: CurrentUser, input: AdmissionData): Promise<Admission> {
      const names = await courseNames();
      if (!names.has(input.course)) {
        throw invalidField("course", {
          .../*i18n*/ {
            id: "admissions.courseUnknown",
            message: "No course called {course}; choose one of {courses}",
          },
          values: { course: `'${input.course}'`, courses: [...names.keys()].join(", ") },
        });
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
          created_at: now,
          updated_at: now,
        });
        return toAdmission(row, names);
      } catch (error) {
        // Two submissions racing: the partial unique index lets only one open admission in.
        if (isUniqueViolation(error)) throw new ConflictError(ALREADY_APPLIED);
        throw error;
      }
    },

    async mine(user: CurrentUser, page: PageQuery): Promise<Paged<Admission>> {
      const names = await courseNames();
      return mapPage(await listAdmissionsOfUser(db, user.id, page), (row) =>
        toAdmission(row, names),
      );
    },

    /** Every admission that passes the filters as CSV, newest first, read in batches as sent. */
    async exportCsv(filters: AdmissionExportQuery): Promise<Readable> {
      const names = await courseNames();
      const rows = inBatches((after: AdmissionRow | undefined, size) =>
        admissionsAfter(db, filters, after, size),
      );
      return csvStream(
        mapRows(rows, (row) => toAdmission(row, names)),
        { columns: ADMISSION_CSV_COLUMNS },
      );
    },

    async list(query: AdmissionListQuery): Promise<Paged<Admission>> {
      const names = await courseNames();
      return mapPage(await listAdmissions(db, query), (row) => toAdmission(row, names));
    },

    async setStatus(id: string, { status }: UpdateAdmissionStatusInput): Promise<Admission> {
      const before = await findAdmissionById(db, id);
      if (!before) throw new NotFoundError(ADMISSION_NOT_FOUND);
      const names = await courseNames();
      if (before.status === status) return toAdmission(before, names);
      try {
        const updated = await updateAdmissionStatus(db, id, status, nowIso());
        if (!updated) throw new NotFoundError(ADMISSION_NOT_FOUND);
        return toAdmission(updated, names);
      } catch (error) {
        // Re-opening a rejected admission while the applicant has a newer open one.
        if (isUniqueViolation(error)) {
          throw new ConflictError(THIS_APPLICANT_ALREADY_HAS);
        }
        throw error;
      }
    },
  };
}
