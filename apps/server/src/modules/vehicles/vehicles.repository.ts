// Kysely queries for vehicles; no rules here.

import type { VehicleListQuery } from "@app/shared/vehicles";
import type { Kysely, Selectable, Updateable } from "kysely";
import type { Database, VehiclesTable } from "../../db/schema";
import { containsText, orderBySort, type Paged, readPage } from "../../lib/paging";

export type VehicleRow = Selectable<VehiclesTable>;

/** One page of the vehicles, newest first unless `sort` says otherwise. */
export function listVehicles(
  db: Kysely<Database>,
  { page, limit, q, sort }: VehicleListQuery,
): Promise<Paged<VehicleRow>> {
  let query = db.selectFrom("vehicles").selectAll();
  if (q) query = query.where(containsText(["make", "model"], q));
  const columns = { year: "year", make: "make", model: "model", createdAt: "id" };
  return readPage(orderBySort(query, sort, columns, "id"), { page, limit });
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
