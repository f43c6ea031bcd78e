// Saved replies: the reply texts staff keep and insert into a reply (saved replies), one list for all
// staff, found by title.
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

export const savedReplies: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("saved_replies")
      .addColumn("id", "varchar(64)", (col) => col.primaryKey())
      .addColumn("title", "varchar(100)", (col) => col.notNull())
      .addColumn("text", "text", (col) => col.notNull())
      .addColumn("updated_by", "varchar(64)", (col) =>
        col.references("users.id").onDelete("set null"),
      )
      .addColumn("created_at", "varchar(32)", (col) => col.notNull())
      .addColumn("updated_at", "varchar(32)", (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex("saved_replies_title_idx")
      .on("saved_replies")
      .columns(["title", "id"])
      .execute();
  },
};
