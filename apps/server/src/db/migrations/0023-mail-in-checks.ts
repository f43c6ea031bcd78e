// Replies by email only from confirmed addresses (decision 029). `mail_in` keeps what the mailbox
// server's Authentication-Results said of each mail and the note it made, so staff see on the note
// whether its sender was authenticated; `mail_in_answers` keeps when each address was last sent
// the automatic answer, so every process together sends at most one a day to an address.
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

export const mailInChecks: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("mail_in")
      .addColumn("note_id", "varchar(64)", (col) => col.references("notes.id").onDelete("set null"))
      .execute();
    // One column per statement: SQLite adds one at a time.
    await db.schema.alterTable("mail_in").addColumn("auth_dkim", "varchar(16)").execute();
    await db.schema.alterTable("mail_in").addColumn("auth_spf", "varchar(16)").execute();
    await db.schema.alterTable("mail_in").addColumn("auth_dmarc", "varchar(16)").execute();
    await db.schema
      .alterTable("mail_in")
      .addColumn("authenticated", "integer", (col) => col.notNull().defaultTo(0))
      .execute();
    // A ticket's screen reads the mail that raised it, and its notes' mails.
    await db.schema.createIndex("mail_in_ticket_idx").on("mail_in").column("ticket_id").execute();
    await db.schema.createIndex("mail_in_note_idx").on("mail_in").column("note_id").execute();
    await db.schema
      .createTable("mail_in_answers")
      .addColumn("address", "varchar(320)", (col) => col.primaryKey())
      .addColumn("answered_at", "varchar(32)", (col) => col.notNull())
      .execute();
  },
};
