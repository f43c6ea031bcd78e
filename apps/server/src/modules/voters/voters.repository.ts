// Kysely queries for voter data; no rules here.

import type { VoterListQuery, VoterTotalsQuery } from "@app/shared/voters";
import type { Kysely, Selectable, Updateable } from "kysely";
import type { Database, VotersTable } from "../../db/schema";
import { containsText, orderBySort, type Paged, readPage, rowCount } from "../../lib/paging";

export type VoterDbRow = Selectable<VotersTable>;
export type VoterKey = { sl_no: number; assembly_constituency: string };

/**
 * One page of the rows that pass the filters, grouped the way the screen shows them (by
 * constituency, then serial number) unless `sort` says otherwise.
 */
function votersMatching(db: Kysely<Database>, { q, assembly_constituency }: VoterTotalsQuery) {
  let query = db.selectFrom("voters");
  if (assembly_constituency) {
    query = query.where(containsText(["assembly_constituency"], assembly_constituency));
  }
  if (q) query = query.where(containsText(["state", "district", "assembly_constituency"], q));
  return query;
}

export function listVoters(
  db: Kysely<Database>,
  { page, limit, sort, ...filters }: VoterListQuery,
): Promise<Paged<VoterDbRow>> {
  let query = votersMatching(db, filters).selectAll();
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
    .limit(rowCount(size))
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

type SumRow = {
  rows: number | string;
  total_voter: number | string | null;
  number_of_hindu: number | string | null;
  number_of_muslim: number | string | null;
};

/** Sums of the rows that pass the filters: all of them, and by constituency (at most `most`). */
export async function sumVoters(
  db: Kysely<Database>,
  filters: VoterTotalsQuery,
  most: number,
): Promise<{
  all: SumRow | undefined;
  byConstituency: (SumRow & { assembly_constituency: string })[];
}> {
  const sums = votersMatching(db, filters).select((eb) => [
    eb.fn.countAll<number | string>().as("rows"),
    eb.fn.sum<number | string | null>("total_voter").as("total_voter"),
    eb.fn.sum<number | string | null>("number_of_hindu").as("number_of_hindu"),
    eb.fn.sum<number | string | null>("number_of_muslim").as("number_of_muslim"),
  ]);
  const [all, byConstituency] = await Promise.all([
    sums.executeTakeFirst(),
    sums
      .select("assembly_constituency")
      .groupBy("assembly_constituency")
      .orderBy("assembly_constituency", "asc")
      .limit(rowCount(most))
      .execute(),
  ]);
  return { all, byConstituency };
}
