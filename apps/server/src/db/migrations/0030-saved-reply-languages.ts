// A saved reply's text in each language the site speaks (the customer reads the one in theirs):
// the text written so far is the English one, and the Bengali one starts empty.
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

export const savedReplyLanguages: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("saved_replies").renameColumn("text", "text_en").execute();
    await db.schema
      .alterTable("saved_replies")
      .addColumn("text_bn", "text", (col) => col.notNull().defaultTo(""))
      .execute();
  },
};
