// Staff choose between a reply (the customer sees it and is mailed) and an internal note
// (staff only: never in the customer's answers, pages, searches or mails). 1 for an internal note.
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

export const internalNotes: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("notes")
      .addColumn("internal", "integer", (col) => col.notNull().defaultTo(0))
      .execute();
  },
};
