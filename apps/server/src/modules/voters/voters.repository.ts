// Kysely queries for voter data; no rules here.
import type { Kysely, Selectable, Updateable } from "kysely";
import type { Database, VotersTable } from "../../db/schema";

export type VoterDbRow = Selectable<VotersTable>;
export type VoterKey = { sl_no: number; assembly_constituency: string };

/** Grouped the way the screen shows them: by constituency, then serial number. */
export function listVoters(db: Kysely<Database>): Promise<VoterDbRow[]> {
  return db
    .selectFrom("voters")
    .selectAll()
    .orderBy("assembly_constituency", "asc")
    .orderBy("sl_no", "asc")
    .execute();
}

export function findVoter(db: Kysely<Database>, key: VoterKey): Promise<VoterDbRow | undefined> {
  return db
    .selectFrom("voters")
    .selectAll()
    .where("sl_no", "=", key.sl_no)
    .where("assembly_constituency", "=", key.assembly_constituency)
    .executeTakeFirst();
}

export async function insertVoter(db: Kysely<Database>, row: VoterDbRow): Promise<VoterDbRow> {
  await db.insertInto("voters").values(row).execute();
  return row;
}

/** Answers whether a row with this key existed (and was updated). */
export async function updateVoter(
  db: Kysely<Database>,
  key: VoterKey,
  changes: Updateable<VotersTable>,
): Promise<boolean> {
  const result = await db
    .updateTable("voters")
    .set(changes)
    .where("sl_no", "=", key.sl_no)
    .where("assembly_constituency", "=", key.assembly_constituency)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteVoter(db: Kysely<Database>, key: VoterKey): Promise<boolean> {
  const result = await db
    .deleteFrom("voters")
    .where("sl_no", "=", key.sl_no)
    .where("assembly_constituency", "=", key.assembly_constituency)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
