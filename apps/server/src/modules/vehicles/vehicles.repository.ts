// Kysely queries for vehicles; no rules here.
import type { Kysely, Selectable, Updateable } from "kysely";
import type { Database, VehiclesTable } from "../../db/schema";

export type VehicleRow = Selectable<VehiclesTable>;

/** Oldest first (ids are time-ordered). */
export function listVehicles(db: Kysely<Database>): Promise<VehicleRow[]> {
  return db.selectFrom("vehicles").selectAll().orderBy("id", "asc").execute();
}

export async function insertVehicle(db: Kysely<Database>, row: VehicleRow): Promise<VehicleRow> {
  await db.insertInto("vehicles").values(row).execute();
  return row;
}

/** Answers the updated row, or undefined when there is none with this id. */
export async function updateVehicle(
  db: Kysely<Database>,
  id: string,
  changes: Updateable<VehiclesTable>,
): Promise<VehicleRow | undefined> {
  const result = await db
    .updateTable("vehicles")
    .set(changes)
    .where("id", "=", id)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) return undefined;
  return db.selectFrom("vehicles").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function deleteVehicle(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom("vehicles").where("id", "=", id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
