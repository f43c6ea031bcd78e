// Kysely queries for the visitor counter; no rules here.
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";

const VISITORS = "visitors";

/**
 * Adds one visitor and answers the new total. One statement, so concurrent visits never lose a
 * count on either engine; the upsert also recreates the row should it ever be missing.
 */
export async function addVisitor(db: Kysely<Database>): Promise<number> {
  const row = await db
    .insertInto("counters")
    .values({ name: VISITORS, value: 1 })
    .onConflict((oc) =>
      oc.column("name").doUpdateSet((eb) => ({ value: eb("counters.value", "+", 1) })),
    )
    .returning("value")
    .executeTakeFirstOrThrow();
  return Number(row.value);
}

export async function countVisitors(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("counters")
    .select("value")
    .where("name", "=", VISITORS)
    .executeTakeFirst();
  return Number(row?.value ?? 0);
}
