// Enrolments (docs/decisions/045-taking-the-money.md): an accepted admission becomes one, in its
// course and batch, with the fee plan copied in as instalments with due dates; staff may change a
// student's plan (a discount, another schedule), the reason recorded beside the plans before and
// after.
import type { FeePlan } from "@app/shared/courses";
import type { PageQuery } from "@app/shared/paging";
import {
  type Due,
  type DueListQuery,
  type DueSummaryQuery,
  type DuesSummary,
  type Enrolment,
  type EnrolmentInstalment,
  type PlanChangeInput,
  type PlanChangeRecord,
  paymentStatusOf,
} from "@app/shared/payments";
import { type Kysely, type Selectable, sql, type Transaction, type Updateable } from "kysely";
import type { AdmissionsTable, Database, InstalmentsTable } from "../../db/schema";
import { indiaDay } from "../../lib/days";
import { ConflictError, NotFoundError } from "../../lib/errors";
import { newId, nowIso } from "../../lib/ids";
import { containsText, mapPage, type Paged, readPage } from "../../lib/paging";
import { closeOpenPayments } from "./debts";

type Db = Kysely<Database>;
type InstalmentRow = Selectable<InstalmentsTable>;

const ENROLMENT_NOT_FOUND = /*i18n*/ {
  id: "payments.enrolment.notFound",
  message: "Enrolment not found",
};
export const FILTER_NOT_FOUND = /*i18n*/ {
  id: "payments.filter.notFound",
  message: "No student or batch by that id",
};
const PLAN_BELOW_PAID = /*i18n*/ {
  id: "payments.plan.belowPaid",
  message: "The new plan asks for less than has already been paid",
};

/** `day` plus `months`, the day of the month kept where the month has it (31 Jan + 1: 28/29 Feb). */
export function addMonths(day: string, months: number): string {
  const [year = 0, month = 1, date = 1] = day.split("-").map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(date, lastDay));
  return target.toISOString().slice(0, 10);
}

/**
 * Makes the enrolment of an admission just accepted, in the caller's transaction: once per
 * admission (accepting it again after a change of mind keeps the first).
 */
export async function enrolAdmission(
  trx: Transaction<Database>,
  admission: { id: string; user_id: string; course: string; batch_id: string | null },
  now = new Date(),
): Promise<void> {
  const existing = await trx
    .selectFrom("enrolments")
    .select("id")
    .where("admission_id", "=", admission.id)
    .executeTakeFirst();
  if (existing) return;
  const course = await trx
    .selectFrom("courses")
    .select(["total_fee_paise", "fee_plan"])
    .where("code", "=", admission.course)
    .executeTakeFirst();
  if (!course) return;
  const batch = admission.batch_id
    ? await trx
        .selectFrom("batches")
        .select(["start_date", "fee_total_paise", "fee_plan"])
        .where("id", "=", admission.batch_id)
        .executeTakeFirst()
    : undefined;
  const total = batch?.fee_total_paise ?? course.total_fee_paise;
  const plan = JSON.parse(batch?.fee_plan ?? course.fee_plan) as FeePlan;
  const today = indiaDay(now);
  const start = batch?.start_date && batch.start_date > today ? batch.start_date : today;
  const id = newId();
  const stamp = now.toISOString();
  await trx
    .insertInto("enrolments")
    .values({
      id,
      admission_id: admission.id,
      user_id: admission.user_id,
      course: admission.course,
      batch_id: admission.batch_id,
      created_at: stamp,
      updated_at: stamp,
    })
    .execute();
  if (total <= 0) return;
  const parts =
    plan.kind === "instalments"
      ? plan.instalments.map((part) => ({
          amount: part.amount,
          due: part.dueAfterMonths === 0 ? today : addMonths(start, part.dueAfterMonths),
        }))
      : [{ amount: total, due: today }];
  await trx
    .insertInto("instalments")
    .values(
      parts.map((part, index) => ({
        id: newId(),
        enrolment_id: id,
        user_id: admission.user_id,
        position: index + 1,
        amount_paise: part.amount,
        due_date: part.due,
        created_at: stamp,
      })),
    )
    .execute();
}

const toInstalment = (row: InstalmentRow, today: string): EnrolmentInstalment => ({
  id: row.id,
  position: row.position,
  amountPaise: row.amount_paise,
  paidPaise: row.paid_paise,
  dueDate: row.due_date,
  paymentStatus: paymentStatusOf(row.amount_paise, row.paid_paise, row.refunded_paise),
  overdue: row.paid_paise < row.amount_paise && row.due_date < today,
});

function enrolmentRows(db: Db) {
  return db
    .selectFrom("enrolments")
    .innerJoin("admissions", "admissions.id", "enrolments.admission_id")
    .leftJoin("courses", "courses.code", "enrolments.course")
    .leftJoin("batches", "batches.id", "enrolments.batch_id")
    .selectAll("enrolments")
    .select([
      "admissions.name as student_name",
      "admissions.whatsapp_consent",
      "admissions.whatsapp_results_consent",
      "courses.name_en as course_en",
      "courses.name_bn as course_bn",
      "batches.name as batch_name",
    ]);
}

/** Whole days from `from` to `to` (India days, `YYYY-MM-DD`). */
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * The instalments with money still owed (not replaced by a plan change), with their enrolment and
 * its admission, that the filters find: a student, a batch, students by name or email.
 */
function dueRows(db: Db, query: { userId?: string; batchId?: string; q?: string }) {
  let select = db
    .selectFrom("instalments")
    .innerJoin("enrolments", "enrolments.id", "instalments.enrolment_id")
    .innerJoin("admissions", "admissions.id", "enrolments.admission_id")
    .where("instalments.replaced", "=", 0)
    .where((eb) => eb("instalments.paid_paise", "<", eb.ref("instalments.amount_paise")));
  if (query.userId) select = select.where("instalments.user_id", "=", query.userId);
  if (query.batchId) select = select.where("enrolments.batch_id", "=", query.batchId);
  if (query.q)
    select = select.where(containsText(["admissions.name", "admissions.email"], query.q));
  return select;
}

export function createEnrolmentsService(db: Db) {
  async function withInstalments(
    rows: Awaited<ReturnType<ReturnType<typeof enrolmentRows>["execute"]>>,
    language: "en" | "bn",
  ): Promise<Enrolment[]> {
    if (rows.length === 0) return [];
    const all = await db
      .selectFrom("instalments")
      .selectAll()
      .where(
        "enrolment_id",
        "in",
        rows.map((row) => row.id),
      )
      .where("replaced", "=", 0)
      .orderBy("due_date")
      .orderBy("position")
      .execute();
    const today = indiaDay();
    return rows.map((row) => {
      const instalments = all
        .filter((item) => item.enrolment_id === row.id)
        .map((item) => toInstalment(item, today));
      const totalPaise = instalments.reduce((sum, item) => sum + item.amountPaise, 0);
      const paidPaise = instalments.reduce((sum, item) => sum + item.paidPaise, 0);
      const refunded = all
        .filter((item) => item.enrolment_id === row.id)
        .reduce((sum, item) => sum + item.refunded_paise, 0);
      const english = row.course_en || row.course_bn || row.course;
      return {
        id: row.id,
        admissionId: row.admission_id,
        userId: row.user_id,
        studentName: row.student_name,
        course: row.course,
        courseTitle: language === "bn" ? row.course_bn || english : english,
        batchId: row.batch_id,
        batchName: row.batch_name ?? null,
        totalPaise,
        paidPaise,
        duePaise: totalPaise - paidPaise,
        paymentStatus: totalPaise === 0 ? "paid" : paymentStatusOf(totalPaise, paidPaise, refunded),
        next: instalments.find((item) => item.paidPaise < item.amountPaise) ?? null,
        instalments,
        whatsappReminders: row.whatsapp_consent === 1,
        whatsappResults: row.whatsapp_results_consent === 1,
        createdAt: row.created_at,
      };
    });
  }

  /** A filter naming a student or batch that does not exist is "not found", not an empty list. */
  async function filtersExist(query: { userId?: string; batchId?: string }) {
    if (query.userId) {
      const user = await db
        .selectFrom("users")
        .select("id")
        .where("id", "=", query.userId)
        .executeTakeFirst();
      if (!user) throw new NotFoundError(FILTER_NOT_FOUND);
    }
    if (query.batchId) {
      const batch = await db
        .selectFrom("batches")
        .select("id")
        .where("id", "=", query.batchId)
        .executeTakeFirst();
      if (!batch) throw new NotFoundError(FILTER_NOT_FOUND);
    }
  }

  /**
   * Changes a consent kept on the enrolment's admission, with when it changed; only the student's
   * own (another's is "not found").
   */
  async function setConsent(
    id: string,
    ownerId: string,
    consent: Updateable<AdmissionsTable>,
  ): Promise<void> {
    const row = await db
      .selectFrom("enrolments")
      .select(["admission_id", "user_id"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row || row.user_id !== ownerId) throw new NotFoundError(ENROLMENT_NOT_FOUND);
    await db.updateTable("admissions").set(consent).where("id", "=", row.admission_id).execute();
  }

  return {
    async mine(userId: string, language: "en" | "bn"): Promise<Enrolment[]> {
      const rows = await enrolmentRows(db)
        .where("enrolments.user_id", "=", userId)
        .orderBy("enrolments.created_at", "desc")
        .orderBy("enrolments.id")
        .limit(50)
        .execute();
      return withInstalments(rows, language);
    },

    /** One enrolment; `ownerId` set: only if it is theirs (another's is "not found"). */
    async get(id: string, language: "en" | "bn", ownerId?: string): Promise<Enrolment> {
      const row = await enrolmentRows(db).where("enrolments.id", "=", id).executeTakeFirst();
      if (!row || (ownerId !== undefined && row.user_id !== ownerId)) {
        throw new NotFoundError(ENROLMENT_NOT_FOUND);
      }
      return (await withInstalments([row], language))[0] as Enrolment;
    },

    /**
     * Turns its student's fee reminders on WhatsApp on or off (their consent, kept on the
     * admission with when it changed); only the student's own (another's is "not found").
     */
    async setWhatsappReminders(
      id: string,
      on: boolean,
      ownerId: string,
      language: "en" | "bn",
    ): Promise<Enrolment> {
      await setConsent(id, ownerId, {
        whatsapp_consent: on ? 1 : 0,
        whatsapp_consent_at: nowIso(),
      });
      return this.get(id, language, ownerId);
    },

    /**
     * Turns its student's test results on WhatsApp on or off: a consent of its own, apart from
     * fee reminders' (decision 064); only the student's own (another's is "not found").
     */
    async setWhatsappResults(
      id: string,
      on: boolean,
      ownerId: string,
      language: "en" | "bn",
    ): Promise<Enrolment> {
      await setConsent(id, ownerId, {
        whatsapp_results_consent: on ? 1 : 0,
        whatsapp_results_consent_at: nowIso(),
      });
      return this.get(id, language, ownerId);
    },

    async list(
      query: PageQuery & { userId?: string; batchId?: string },
      language: "en" | "bn",
    ): Promise<Paged<Enrolment>> {
      await filtersExist(query);
      let select = enrolmentRows(db);
      if (query.userId) select = select.where("enrolments.user_id", "=", query.userId);
      if (query.batchId) select = select.where("enrolments.batch_id", "=", query.batchId);
      const page = await readPage(
        select.orderBy("enrolments.created_at", "desc").orderBy("enrolments.id"),
        query,
      );
      return { ...page, rows: await withInstalments(page.rows, language) };
    },

    /**
     * Instalments with money still due, soonest first: per student, per batch, of the students a
     * search finds by name or email, or overdue only.
     */
    async dues(query: DueListQuery, language: "en" | "bn"): Promise<Paged<Due>> {
      await filtersExist(query);
      const today = indiaDay();
      let select = dueRows(db, query)
        .leftJoin("courses", "courses.code", "enrolments.course")
        .leftJoin("batches", "batches.id", "enrolments.batch_id")
        .selectAll("instalments")
        .select([
          "enrolments.batch_id",
          "enrolments.course",
          "admissions.name as student_name",
          "admissions.email as student_email",
          "courses.name_en as course_en",
          "courses.name_bn as course_bn",
          "batches.name as batch_name",
        ]);
      if (query.overdue) select = select.where("instalments.due_date", "<", today);
      const direction = query.sort === "-dueDate" ? "desc" : "asc";
      const page = await readPage(
        select.orderBy("instalments.due_date", direction).orderBy("instalments.id"),
        query,
      );
      return mapPage(page, (row) => {
        const english = row.course_en || row.course_bn || row.course;
        const instalment = toInstalment(row, today);
        return {
          ...instalment,
          enrolmentId: row.enrolment_id,
          userId: row.user_id,
          studentName: row.student_name,
          studentEmail: row.student_email,
          course: language === "bn" ? row.course_bn || english : english,
          batchId: row.batch_id,
          batchName: row.batch_name ?? null,
          owedPaise: row.amount_paise - row.paid_paise,
          daysOverdue: instalment.overdue ? daysBetween(row.due_date, today) : 0,
        };
      });
    },

    /**
     * What the dues the filters find add up to, and the part of it overdue (due before India's
     * today): one aggregate query, as the list reads them.
     */
    async duesSummary(query: DueSummaryQuery): Promise<DuesSummary> {
      await filtersExist(query);
      const today = indiaDay();
      const owed = sql<number>`instalments.amount_paise - instalments.paid_paise`;
      const late = sql<boolean>`instalments.due_date < ${today}`;
      const row = await dueRows(db, query)
        .select([
          sql<number | string | null>`sum(${owed})`.as("owed"),
          sql<number | string>`count(*)`.as("instalments"),
          sql<number | string>`count(distinct instalments.user_id)`.as("students"),
          sql<number | string | null>`sum(case when ${late} then ${owed} else 0 end)`.as("late"),
          sql<number | string | null>`sum(case when ${late} then 1 else 0 end)`.as(
            "late_instalments",
          ),
          sql<number | string>`count(distinct case when ${late} then instalments.user_id end)`.as(
            "late_students",
          ),
        ])
        .executeTakeFirstOrThrow();
      return {
        today,
        outstanding: {
          paise: Number(row.owed ?? 0),
          instalments: Number(row.instalments),
          students: Number(row.students),
        },
        overdue: {
          paise: Number(row.late ?? 0),
          instalments: Number(row.late_instalments ?? 0),
          students: Number(row.late_students),
        },
      };
    },

    /** An enrolment's plan changes, newest first, with who made each (staff). */
    async planChanges(id: string): Promise<PlanChangeRecord[]> {
      const enrolment = await db
        .selectFrom("enrolments")
        .select("id")
        .where("id", "=", id)
        .executeTakeFirst();
      if (!enrolment) throw new NotFoundError(ENROLMENT_NOT_FOUND);
      const rows = await db
        .selectFrom("plan_changes")
        .leftJoin("users", "users.id", "plan_changes.changed_by")
        .selectAll("plan_changes")
        .select("users.name as changed_by_name")
        .where("plan_changes.enrolment_id", "=", id)
        .orderBy("plan_changes.created_at", "desc")
        .orderBy("plan_changes.id", "desc")
        .execute();
      return rows.map((row) => ({
        id: row.id,
        enrolmentId: row.enrolment_id,
        changedBy: row.changed_by_name ?? null,
        reason: row.reason,
        before: JSON.parse(row.before) as PlanChangeRecord["before"],
        after: JSON.parse(row.after) as PlanChangeRecord["after"],
        createdAt: row.created_at,
      }));
    },

    /**
     * Replaces a student's plan: the old instalments are kept (marked replaced) with the money
     * already paid, which moves to the new ones oldest due first; their payments still waiting to
     * be paid are closed. A plan asking for less than has
     * been paid is refused (give money back with a refund instead).
     */
    async changePlan(
      id: string,
      input: PlanChangeInput,
      staffId: string,
      language: "en" | "bn",
    ): Promise<Enrolment> {
      await db.transaction().execute(async (trx) => {
        const enrolment = await trx
          .selectFrom("enrolments")
          .selectAll()
          .where("id", "=", id)
          .executeTakeFirst();
        if (!enrolment) throw new NotFoundError(ENROLMENT_NOT_FOUND);
        const before = await trx
          .selectFrom("instalments")
          .selectAll()
          .where("enrolment_id", "=", id)
          .where("replaced", "=", 0)
          .orderBy("due_date")
          .orderBy("position")
          .execute();
        const paid = before.reduce((sum, row) => sum + row.paid_paise, 0);
        const total = input.instalments.reduce((sum, part) => sum + part.amountPaise, 0);
        if (total < paid) throw new ConflictError(PLAN_BELOW_PAID);
        const now = nowIso();
        await trx
          .updateTable("instalments")
          .set({ replaced: 1 })
          .where("enrolment_id", "=", id)
          .where("replaced", "=", 0)
          .execute();
        // Nobody may go on paying the old instalments (docs/payments.md, "When a debt changes").
        await closeOpenPayments(
          trx,
          "instalment",
          before.map((row) => row.id),
          "plan changed",
        );
        const parts = [...input.instalments].sort((a, b) => a.dueDate.localeCompare(b.dueDate));
        let left = paid;
        const rows = parts.map((part, index) => {
          const share = Math.min(left, part.amountPaise);
          left -= share;
          return {
            id: newId(),
            enrolment_id: id,
            user_id: enrolment.user_id,
            position: index + 1,
            amount_paise: part.amountPaise,
            paid_paise: share,
            due_date: part.dueDate,
            created_at: now,
          };
        });
        await trx.insertInto("instalments").values(rows).execute();
        await trx
          .insertInto("plan_changes")
          .values({
            id: newId(),
            enrolment_id: id,
            changed_by: staffId,
            reason: input.reason,
            before: JSON.stringify(
              before.map((row) => ({ amountPaise: row.amount_paise, dueDate: row.due_date })),
            ),
            after: JSON.stringify(parts),
            created_at: now,
          })
          .execute();
        await trx.updateTable("enrolments").set({ updated_at: now }).where("id", "=", id).execute();
      });
      return this.get(id, language);
    },
  };
}

export type EnrolmentsService = ReturnType<typeof createEnrolmentsService>;
export type { InstalmentRow };
