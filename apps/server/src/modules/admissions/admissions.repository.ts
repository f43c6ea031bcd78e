// Kysely queries for admissions; no rules here.
import type { AdmissionStatus } from "@app/shared/admissions";
import type { Kysely, Selectable } from "kysely";
import type { AdmissionsTable, Database } from "../../db/schema";

export type AdmissionRow = Selectable<AdmissionsTable>;

export async function insertAdmission(
  db: Kysely<Database>,
  row: AdmissionRow,
): Promise<AdmissionRow> {
  await db.insertInto("admissions").values(row).execute();
  return row;
}

export function findAdmissionById(
  db: Kysely<Database>,
  id: string,
): Promise<AdmissionRow | undefined> {
  return db.selectFrom("admissions").selectAll().where("id", "=", id).executeTakeFirst();
}

/** A user's admissions, newest first (ids are time-ordered). */
export function listAdmissionsOfUser(
  db: Kysely<Database>,
  userId: string,
): Promise<AdmissionRow[]> {
  return db
    .selectFrom("admissions")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("id", "desc")
    .execute();
}

/** Every admission, newest first. */
export function listAdmissions(db: Kysely<Database>): Promise<AdmissionRow[]> {
  return db.selectFrom("admissions").selectAll().orderBy("id", "desc").execute();
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

export async function updateAdmissionStatus(
  db: Kysely<Database>,
  id: string,
  status: AdmissionStatus,
  updatedAt: string,
): Promise<AdmissionRow | undefined> {
  await db
    .updateTable("admissions")
    .set({ status, updated_at: updatedAt })
    .where("id", "=", id)
    .execute();
  return findAdmissionById(db, id);
}
