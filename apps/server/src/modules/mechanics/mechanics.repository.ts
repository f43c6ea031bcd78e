// Kysely queries for mechanics; no rules here.
import type { Kysely, Selectable } from "kysely";
import type { Database, MechanicsTable } from "../../db/schema";

export type MechanicRow = Selectable<MechanicsTable>;

/** Oldest first (ids are time-ordered), so the screen's serial numbers stay put. */
export function listMechanics(db: Kysely<Database>): Promise<MechanicRow[]> {
  return db.selectFrom("mechanics").selectAll().orderBy("id", "asc").execute();
}

export async function insertMechanic(db: Kysely<Database>, row: MechanicRow): Promise<MechanicRow> {
  await db.insertInto("mechanics").values(row).execute();
  return row;
}

/** Answers whether a row was deleted. */
export async function deleteMechanic(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom("mechanics").where("id", "=", id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
