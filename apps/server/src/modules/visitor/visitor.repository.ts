// Kysely queries for the visitor counter; no rules here.
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";

const VISITORS = "visitors";

/**
 * Adds one visitor to the total and to `day`'s count and answers the new total. Each count is one
 * statement, so concurrent visits never lose a count on either engine; the upsert also recreates
 * the row should it ever be missing.
 */
export async function addVisitor(db: Kysely<Database>, day: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    // The day's count too, for the back office's visitors per day (docs/product.md: back office).
    await trx
      .insertInto("daily_visits")
      .values({ day, visits: 1 })
      .onConflict((oc) =>
        oc.column("day").doUpdateSet((eb) => ({ visits: eb("daily_visits.visits", "+", 1) })),
      )
      .execute();
    const row = await trx
      .insertInto("counters")
      .values({ name: VISITORS, value: 1 })
      .onConflict((oc) =>
        oc.column("name").doUpdateSet((eb) => ({ value: eb("counters.value", "+", 1) })),
      )
      .returning("value")
      .executeTakeFirstOrThrow();
    return Number(row.value);
  });
}

export async function countVisitors(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("counters")
    .select("value")
    .where("name", "=", VISITORS)
    .executeTakeFirst();
  return Number(row?.value ?? 0);
}
