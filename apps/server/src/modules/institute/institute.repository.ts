// The institute's details as stored (settings row `institute`); no rules here.
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";

const KEY = "institute";

export async function readInstituteJson(db: Kysely<Database>): Promise<string | undefined> {
  const row = await db
    .selectFrom("settings")
    .select("value")
    .where("key", "=", KEY)
    .executeTakeFirst();
  return row?.value;
}

export async function writeInstituteJson(
  db: Kysely<Database>,
  value: string,
  updatedAt: string,
): Promise<void> {
  await db
    .insertInto("settings")
    .values({ key: KEY, value, updated_at: updatedAt })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value, updated_at: updatedAt }))
    .execute();
}
