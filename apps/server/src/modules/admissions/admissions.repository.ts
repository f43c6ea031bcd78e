// Kysely queries for admissions; no rules here.
import type { AdmissionListQuery, AdmissionStatus } from "@app/shared/admissions";
import type { PageQuery } from "@app/shared/paging";
import type { Insertable, Kysely, Selectable } from "kysely";
import type { AdmissionsTable, Database } from "../../db/schema";
import { containsText, orderBySort, type Paged, readPage, rowCount } from "../../lib/paging";

export type AdmissionRow = Selectable<AdmissionsTable>;

export async function insertAdmission(
  db: Kysely<Database>,
  row: Insertable<AdmissionsTable> &
    Omit<
      AdmissionRow,
      | "batch_id"
      | "seat_held"
      | "guardian_name"
      | "guardian_phone"
      | "birthdate"
      | "whatsapp_consent"
      | "whatsapp_consent_at"
      | "whatsapp_results_consent"
      | "whatsapp_results_consent_at"
    >,
): Promise<AdmissionRow> {
  await db.insertInto("admissions").values(row).execute();
  return {
    batch_id: null,
    seat_held: 0,
    guardian_name: "",
    guardian_phone: "",
    birthdate: null,
    whatsapp_consent: 0,
    whatsapp_consent_at: null,
    whatsapp_results_consent: 0,
    whatsapp_results_consent_at: null,
    ...row,
  };
}

export function findAdmissionById(
  db: Kysely<Database>,
  id: string,
): Promise<AdmissionRow | undefined> {
  return db.selectFrom("admissions").selectAll().where("id", "=", id).executeTakeFirst();
}

/** One page of a user's admissions, newest first (ids are time-ordered). */
export function listAdmissionsOfUser(
  db: Kysely<Database>,
  userId: string,
  page: PageQuery,
): Promise<Paged<AdmissionRow>> {
  const query = db
    .selectFrom("admissions")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("id", "desc");
  return readPage(query, page);
}

/** The admissions that pass the filters, newest first unless `sort` says otherwise. */
export function admissionsMatching(
  db: Kysely<Database>,
  { q, status, course, sort }: Omit<AdmissionListQuery, "page" | "limit">,
) {
  let query = db.selectFrom("admissions").selectAll();
  if (status) query = query.where("status", "=", status);
  if (course) query = query.where("course", "=", course);
  if (q) query = query.where(containsText(["name", "email", "mobile"], q));
  const columns = { createdAt: "id", name: "name", course: "course", status: "status" };
  return orderBySort(query, sort, columns, "id");
}

/** The admissions after `after` (newest first) that pass the filters: a batch of an export. */
export function admissionsAfter(
  db: Kysely<Database>,
  filters: Omit<AdmissionListQuery, "page" | "limit" | "sort">,
  after: AdmissionRow | undefined,
  size: number,
): Promise<AdmissionRow[]> {
  let query = admissionsMatching(db, filters);
  if (after) query = query.where("id", "<", after.id);
  return query.limit(rowCount(size)).execute();
}

/** One page of the admissions that pass the filters. */
export function listAdmissions(
  db: Kysely<Database>,
  { page, limit, ...filters }: AdmissionListQuery,
): Promise<Paged<AdmissionRow>> {
  return readPage(admissionsMatching(db, filters), { page, limit });
}

/** Whether the user has an admission that is not rejected. */
export async function hasOpenAdmission(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom("admissions")
    .select("id")
    .where("user_id", "=", userId)
    .where("status", "<>", "rejected")
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Sets an admission's status (and seat) if it still has status `from`; answers the row after, or
 * undefined when it had moved on (or is gone).
 */
export async function setAdmissionStatus(
  db: Kysely<Database>,
  id: string,
  from: AdmissionStatus,
  changes: { status: AdmissionStatus; seat_held: number; updated_at: string },
): Promise<AdmissionRow | undefined> {
  const result = await db
    .updateTable("admissions")
    .set(changes)
    .where("id", "=", id)
    .where("status", "=", from)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return undefined;
  return findAdmissionById(db, id);
}
