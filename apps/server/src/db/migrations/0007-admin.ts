// The admin panel's own records — mechanics, vehicles and voter data. (Shared positions
// already live in map_users, from 0004-institute.)
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

export const admin: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("mechanics")
      .addColumn("id", "varchar(64)", (col) => col.primaryKey())
      .addColumn("name", "varchar(100)", (col) => col.notNull())
      .addColumn("email", "varchar(254)", (col) => col.notNull())
      .addColumn("phone", "varchar(16)", (col) => col.notNull())
      .addColumn("created_at", "varchar(32)", (col) => col.notNull())
      .execute();

    await db.schema
      .createTable("vehicles")
      .addColumn("id", "varchar(64)", (col) => col.primaryKey())
      .addColumn("year", "integer", (col) => col.notNull())
      .addColumn("make", "varchar(60)", (col) => col.notNull())
      .addColumn("model", "varchar(60)", (col) => col.notNull())
      .addColumn("created_at", "varchar(32)", (col) => col.notNull())
      .addColumn("updated_at", "varchar(32)", (col) => col.notNull())
      .execute();

    await db.schema
      .createTable("voters")
      .addColumn("id", "varchar(64)", (col) => col.primaryKey())
      // Counts are capped at 1e9 by the shared schema, so a 32-bit integer holds them.
      .addColumn("sl_no", "integer", (col) => col.notNull())
      .addColumn("state", "varchar(100)", (col) => col.notNull())
      .addColumn("district", "varchar(100)", (col) => col.notNull())
      .addColumn("assembly_constituency", "varchar(100)", (col) => col.notNull())
      .addColumn("total_voter", "integer", (col) => col.notNull())
      .addColumn("number_of_hindu", "integer", (col) => col.notNull())
      .addColumn("number_of_muslim", "integer", (col) => col.notNull())
      .addColumn("created_at", "varchar(32)", (col) => col.notNull())
      .addColumn("updated_at", "varchar(32)", (col) => col.notNull())
      .execute();
    // The row's natural key: enforced here so two racing adds cannot both succeed.
    await db.schema
      .createIndex("voters_constituency_sl_no")
      .on("voters")
      .columns(["assembly_constituency", "sl_no"])
      .unique()
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("voters").execute();
    await db.schema.dropTable("vehicles").execute();
    await db.schema.dropTable("mechanics").execute();
  },
};
