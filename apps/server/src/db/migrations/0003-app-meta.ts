// Small key-value facts about this database, e.g. that the demo data was seeded once.
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

export const appMeta: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("app_meta")
      .addColumn("key", "varchar(64)", (col) => col.primaryKey())
      .addColumn("value", "text", (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("app_meta").execute();
  },
};
