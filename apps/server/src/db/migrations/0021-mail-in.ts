// Replies by email (docs/operations.md: mail in). Each ticket gets an unguessable reply token, carried in the reply
// address of the mails about it (support+<token>@…); `mail_in` records every message read from the
// support mailbox, keyed by its Message-ID, so several server processes reading the same mailbox
// turn one mail into one note (the second insert of the key fails and that process skips it).
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

export const mailIn: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("tickets").addColumn("reply_token", "varchar(64)").execute();
    await db.schema
      .createIndex("tickets_reply_token_idx")
      .on("tickets")
      .column("reply_token")
      .unique()
      .execute();
    await db.schema
      .createTable("mail_in")
      .addColumn("message_key", "varchar(255)", (col) => col.primaryKey())
      // note: added to a ticket; ticket: a new ticket; rejected: nothing made (see reason).
      .addColumn("outcome", "varchar(16)", (col) => col.notNull())
      .addColumn("ticket_id", "varchar(64)", (col) =>
        col.references("tickets.id").onDelete("set null"),
      )
      .addColumn("sender", "varchar(320)", (col) => col.notNull())
      .addColumn("reason", "varchar(255)")
      .addColumn("received_at", "varchar(32)", (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex("mail_in_received_idx")
      .on("mail_in")
      .columns(["received_at"])
      .execute();
  },
};
