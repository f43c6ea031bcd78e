// Kysely queries for the mail outbox; no rules here.

import type { OutboxQuery } from "@app/shared/mail";
import type { Kysely, Selectable } from "kysely";
import type { Database, OutboxTable } from "../../db/schema";
import { containsText, orderBySort, type Paged, readPage } from "../../lib/paging";

export type OutboxRow = Selectable<OutboxTable>;

export async function insertOutboxMessage(
  db: Kysely<Database>,
  row: OutboxRow,
): Promise<OutboxRow> {
  await db.insertInto("outbox").values(row).execute();
  return row;
}

/** Records a delivery attempt that the SMTP server accepted. */
export async function markOutboxSent(
  db: Kysely<Database>,
  id: string,
  sentAt: string,
): Promise<void> {
  await db
    .updateTable("outbox")
    .set((eb) => ({
      state: "sent",
      error: null,
      sent_at: sentAt,
      attempts: eb("attempts", "+", 1),
    }))
    .where("id", "=", id)
    .execute();
}

/** Records a delivery attempt that failed, with the reason. */
export async function markOutboxFailed(
  db: Kysely<Database>,
  id: string,
  error: string,
): Promise<void> {
  await db
    .updateTable("outbox")
    .set((eb) => ({ state: "failed", error, attempts: eb("attempts", "+", 1) }))
    .where("id", "=", id)
    .execute();
}

export function findOutboxMessage(
  db: Kysely<Database>,
  id: string,
): Promise<OutboxRow | undefined> {
  return db.selectFrom("outbox").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Every outgoing message, newest first (ids are time-ordered). */
export function listOutbox(
  db: Kysely<Database>,
  { page, limit, q, state, sort }: OutboxQuery,
): Promise<Paged<OutboxRow>> {
  let query = db.selectFrom("outbox").selectAll();
  if (state) query = query.where("state", "=", state);
  if (q) query = query.where(containsText(["recipient", "subject"], q));
  const columns = { createdAt: "id", sentAt: "sent_at", state: "state" };
  return readPage(orderBySort(query, sort, columns, "id"), { page, limit });
}
