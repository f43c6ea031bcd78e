// Chat messages between two users (docs/product.md: support desk, chat). A message goes when either of its users is deleted.
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

export const chat: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("chat_messages")
      .addColumn("id", "varchar(64)", (col) => col.primaryKey())
      .addColumn("sender_id", "varchar(64)", (col) =>
        col.notNull().references("users.id").onDelete("cascade"),
      )
      .addColumn("receiver_id", "varchar(64)", (col) =>
        col.notNull().references("users.id").onDelete("cascade"),
      )
      .addColumn("text", "text", (col) => col.notNull())
      .addColumn("created_at", "varchar(32)", (col) => col.notNull())
      .addColumn("read_at", "varchar(32)")
      .execute();
    // History between two people reads both directions: (a→b) and (b→a), each by this index.
    await db.schema
      .createIndex("chat_messages_pair_idx")
      .on("chat_messages")
      .columns(["sender_id", "receiver_id", "created_at", "id"])
      .execute();
    // The conversation list and unread counts read everything addressed to the caller.
    await db.schema
      .createIndex("chat_messages_receiver_idx")
      .on("chat_messages")
      .columns(["receiver_id", "read_at"])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("chat_messages").execute();
  },
};
