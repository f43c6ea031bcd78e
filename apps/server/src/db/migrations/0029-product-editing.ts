// Products staff edit after creating them: name and description in each language (the English
// text written so far becomes the `_en` one), an optional stock count. Orders and tickets get the
// number a person reads out (ORD-000123, T-000123): existing rows are numbered in the order of
// their ids (which follow their creation), and the counters go on from there.
import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";

export const productEditing: Migration = {
  async up(db: Kysely<unknown>) {
    for (const column of ["name_en", "name_bn"]) {
      await db.schema
        .alterTable("products")
        .addColumn(column, "varchar(100)", (col) => col.notNull().defaultTo(""))
        .execute();
    }
    for (const column of ["description_en", "description_bn"]) {
      await db.schema
        .alterTable("products")
        .addColumn(column, "varchar(2000)", (col) => col.notNull().defaultTo(""))
        .execute();
    }
    await sql`update products set name_en = name, description_en = title`.execute(db);
    await db.schema.alterTable("products").dropColumn("name").execute();
    await db.schema.alterTable("products").dropColumn("title").execute();
    // How many are left to sell; null when the shop does not count them.
    await db.schema.alterTable("products").addColumn("stock", "integer").execute();
    await db.schema.alterTable("products").addColumn("updated_at", "varchar(32)").execute();
    await sql`update products set updated_at = created_at`.execute(db);

    for (const [table, counter] of [
      ["orders", "orders"],
      ["tickets", "tickets"],
    ] as const) {
      await db.schema.alterTable(table).addColumn("number", "integer").execute();
      // Each row's place among the ids: the primary key's index answers each count.
      await sql`update ${sql.table(table)} set number = (select count(*) from ${sql.table(table)} earlier where earlier.id <= ${sql.table(table)}.id)`.execute(
        db,
      );
      await db.schema.createIndex(`${table}_number`).unique().on(table).column("number").execute();
      // The counter starts where the numbering ended (a missing counter starts at one).
      await sql`insert into counters (name, value)
        select ${counter}, count(*) from ${sql.table(table)} having count(*) > 0`.execute(db);
    }
  },
};
