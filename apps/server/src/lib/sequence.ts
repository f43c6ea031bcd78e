// Numbers given out in sequence (an order's, a ticket's), from a named row of `counters`. The
// number is taken in the transaction that writes the record: a record that is not written gives
// its number back, and concurrent writers queue on the counter's row.
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/schema";

/** The next number of the counter `name` (1 for a counter not yet used). */
export async function nextInSequence(trx: Transaction<Database>, name: string): Promise<number> {
  const row = await trx
    .insertInto("counters")
    .values({ name, value: 1 })
    .onConflict((conflict) =>
      conflict.column("name").doUpdateSet((eb) => ({ value: eb("counters.value", "+", 1) })),
    )
    .returning("value")
    .executeTakeFirstOrThrow();
  return Number(row.value);
}

/** `work` in the caller's transaction when `db` is one, else in a transaction of its own. */
export function inTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return db.isTransaction
    ? work(db as Transaction<Database>)
    : db.transaction().execute((trx) => work(trx));
}
