// Kysely queries for mechanics; no rules here.

import type { MechanicListQuery } from "@app/shared/mechanics";
import type { Kysely, Selectable } from "kysely";
import type { Database, MechanicsTable } from "../../db/schema";
import { containsText, orderBySort, type Paged, readPage } from "../../lib/paging";

export type MechanicRow = Selectable<MechanicsTable>;

/** One page of the mechanics, newest first unless `sort` says otherwise. */
export function listMechanics(
  db: Kysely<Database>,
  { page, limit, q, sort }: MechanicListQuery,
): Promise<Paged<MechanicRow>> {
  let query = db.selectFrom("mechanics").selectAll();
  if (q) query = query.where(containsText(["name", "email", "phone"], q));
  const columns = { name: "name", createdAt: "id" };
  return readPage(orderBySort(query, sort, columns, "id"), { page, limit });
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
