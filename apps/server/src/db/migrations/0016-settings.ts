// Settings an admin changes in the back office, one JSON document per key
// (`institute`: the institute's name, address, phone, email, hours and director). A key with no
// row has its built-in default.
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

export const settings: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("settings")
      .addColumn("key", "varchar(64)", (col) => col.primaryKey())
      .addColumn("value", "text", (col) => col.notNull())
      .addColumn("updated_at", "varchar(32)", (col) => col.notNull())
      .execute();
  },
};
