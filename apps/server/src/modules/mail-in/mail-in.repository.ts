// Queries of the support mailbox's records: what each message read became (`mail_in`), and when an
// address was last sent the automatic answer (`mail_in_answers`).
import type { MailCheck } from "@app/shared/tickets";
import type { Insertable, Kysely } from "kysely";
import type { Database, MailInTable } from "../../db/schema";

export type MailInRecord = Insertable<MailInTable>;

export async function isRecorded(db: Kysely<Database>, key: string): Promise<boolean> {
  const row = await db
    .selectFrom("mail_in")
    .select("message_key")
    .where("message_key", "=", key)
    .executeTakeFirst();
  return row !== undefined;
}

/** Records a message; false when another process recorded it first. */
export async function recordOnce(db: Kysely<Database>, record: MailInRecord): Promise<boolean> {
  const result = await db
    .insertInto("mail_in")
    .values(record)
    .onConflict((conflict) => conflict.column("message_key").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Records a message that made something, in that something's transaction: a second insert fails. */
export async function insertRecord(db: Kysely<Database>, record: MailInRecord): Promise<void> {
  await db.insertInto("mail_in").values(record).execute();
}

/**
 * Takes the address's automatic answer if it had none since `since`: true for the one caller (of
 * every process) that may send it now.
 */
export async function takeAnswerSlot(
  db: Kysely<Database>,
  address: string,
  now: string,
  since: string,
): Promise<boolean> {
  const result = await db
    .insertInto("mail_in_answers")
    .values({ address, answered_at: now })
    .onConflict((conflict) =>
      conflict
        .column("address")
        .doUpdateSet({ answered_at: now })
        .where("mail_in_answers.answered_at", "<", since),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Forgets answers older than `before`: an address is kept no longer than its limit needs it. */
export async function forgetAnswersBefore(db: Kysely<Database>, before: string): Promise<void> {
  await db.deleteFrom("mail_in_answers").where("answered_at", "<", before).execute();
}

type CheckColumns = {
  auth_dkim: string | null;
  auth_spf: string | null;
  auth_dmarc: string | null;
  authenticated: number;
};

const toMailCheck = (row: CheckColumns): MailCheck => ({
  authenticated: row.authenticated === 1,
  dkim: row.auth_dkim,
  spf: row.auth_spf,
  dmarc: row.auth_dmarc,
});

const CHECK_COLUMNS = ["auth_dkim", "auth_spf", "auth_dmarc", "authenticated"] as const;

/** The mail checks of the notes among these that came by email, by note id. */
export async function mailChecksOfNotes(
  db: Kysely<Database>,
  noteIds: readonly string[],
): Promise<Map<string, MailCheck>> {
  if (noteIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("mail_in")
    .select(["note_id", ...CHECK_COLUMNS])
    .where("note_id", "in", noteIds)
    .execute();
  return new Map(rows.flatMap((row) => (row.note_id ? [[row.note_id, toMailCheck(row)]] : [])));
}

/** The mail check of a ticket raised by email; null for one raised on the site. */
export async function mailCheckOfTicket(
  db: Kysely<Database>,
  ticketId: string,
): Promise<MailCheck | null> {
  const row = await db
    .selectFrom("mail_in")
    .select(CHECK_COLUMNS)
    .where("ticket_id", "=", ticketId)
    .where("outcome", "=", "ticket")
    .executeTakeFirst();
  return row ? toMailCheck(row) : null;
}
