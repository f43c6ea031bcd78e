// The mail outbox: every outgoing message, sent or not, with its state and last error.
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

export const outbox: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("outbox")
      .addColumn("id", "varchar(64)", (col) => col.primaryKey())
      .addColumn("recipient", "varchar(254)", (col) => col.notNull())
      .addColumn("subject", "text", (col) => col.notNull())
      .addColumn("text", "text", (col) => col.notNull())
      .addColumn("state", "varchar(16)", (col) => col.notNull())
      .addColumn("error", "text")
      .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("created_at", "varchar(32)", (col) => col.notNull())
      .addColumn("sent_at", "varchar(32)")
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("outbox").execute();
  },
};
