// Kysely queries for shared locations; no rules here.

import type { MapUserListQuery } from "@app/shared/locations";
import type { Kysely, Selectable } from "kysely";
import type { Database, MapUsersTable } from "../../db/schema";
import { containsText, orderBySort, type Paged, readPage } from "../../lib/paging";

export type MapUserRow = Selectable<MapUsersTable>;

export function findLocationOfUser(
  db: Kysely<Database>,
  userId: string,
): Promise<MapUserRow | undefined> {
  return db.selectFrom("map_users").selectAll().where("user_id", "=", userId).executeTakeFirst();
}

/**
 * Inserts the user's location, or replaces the position of the one they have (user_id is
 * unique), in one statement so two racing requests cannot make two rows. Answers the stored row.
 */
export async function upsertLocation(db: Kysely<Database>, row: MapUserRow): Promise<MapUserRow> {
  await db
    .insertInto("map_users")
    .values(row)
    .onConflict((oc) =>
      oc.column("user_id").doUpdateSet({
        name: row.name,
        email: row.email,
        lat: row.lat,
        long: row.long,
        speed: row.speed,
        updated_at: row.updated_at,
      }),
    )
    .execute();
  const stored = await findLocationOfUser(db, row.user_id);
  if (!stored) throw new Error("location vanished right after it was stored");
  return stored;
}

export async function deleteLocationOfUser(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom("map_users").where("user_id", "=", userId).execute();
}

/** One page of the shared positions, most recently updated first unless `sort` says otherwise. */
export function listLocations(
  db: Kysely<Database>,
  { page, limit, q, sort }: MapUserListQuery,
): Promise<Paged<MapUserRow>> {
  let query = db.selectFrom("map_users").selectAll();
  if (q) query = query.where(containsText(["name", "email"], q));
  const columns = { name: "name", updatedAt: "updated_at" };
  const ordered = sort
    ? orderBySort(query, sort, columns, "id")
    : query.orderBy("updated_at", "desc").orderBy("id", "desc");
  return readPage(ordered, { page, limit });
}

export function findLocation(db: Kysely<Database>, id: string): Promise<MapUserRow | undefined> {
  return db.selectFrom("map_users").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Answers whether a row was deleted. */
export async function deleteLocation(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom("map_users").where("id", "=", id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
