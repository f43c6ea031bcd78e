// A trip's tax (docs/accountant.md, decision 052): like a course, a trip carries the SAC its
// booking invoices print and the GST rate they charge. Tour operator services are SAC 998552,
// charged at 5 % (without input tax credit), which every trip, the seeded ones included, starts
// with; staff change it in the trip's form.
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

export const tripTax: Migration = {
  async up(db: Kysely<unknown>) {
    // One column at a time: SQLite adds one per statement.
    await db.schema
      .alterTable("trips")
      .addColumn("hsn_sac", "varchar(8)", (col) => col.notNull().defaultTo("998552"))
      .execute();
    await db.schema
      .alterTable("trips")
      .addColumn("gst_rate", "integer", (col) => col.notNull().defaultTo(5))
      .execute();
  },
};
