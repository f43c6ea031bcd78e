// Kysely queries for voter data; no rules here.

import type { VoterListQuery } from "@app/shared/voters";
import type { Kysely, Selectable, Updateable } from "kysely";
import type { Database, VotersTable } from "../../db/schema";
import { containsText, orderBySort, type Paged, readPage } from "../../lib/paging";

export type VoterDbRow = Selectable<VotersTable>;
export type VoterKey = { sl_no: number; assembly_constituency: string };

/**
 * One page of the rows that pass the filters, grouped the way the screen shows them (by
 * constituency, then serial number) unless `sort` says otherwise.
 */
export function listVoters(
  db: Kysely<Database>,
  { page, limit, q, assembly_constituency, sort }: VoterListQuery,
): Promise<Paged<VoterDbRow>> {
  let query = db.selectFrom("voters").selectAll();
  if (assembly_constituency) {
    query = query.where(containsText(["assembly_constituency"], assembly_constituency));
  }
  if (q) query = query.where(containsText(["state", "district", "assembly_constituency"], q));
  if (sort) {
    const columns = {
      sl_no: "sl_no",
      assembly_constituency: "assembly_constituency",
      district: "district",
      total_voter: "total_voter",
      createdAt: "id",
    };
    query = orderBySort(query, sort, columns, "id");
  } else query = query.orderBy("assembly_constituency", "asc").orderBy("sl_no", "asc");
  return readPage(query, { page, limit });
}

/** The rows after `after` in the export's order (constituency, then serial number). */
export function votersAfter(
  db: Kysely<Database>,
  after: VoterKey | undefined,
  size: number,
): Promise<VoterDbRow[]> {
  let query = db.selectFrom("voters").selectAll();
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb("assembly_constituency", ">", after.assembly_constituency),
        eb.and([
          eb("assembly_constituency", "=", after.assembly_constituency),
          eb("sl_no", ">", after.sl_no),
        ]),
      ]),
    );
  }
  return query
    .orderBy("assembly_constituency", "asc")
    .orderBy("sl_no", "asc")
    .limit(size)
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
