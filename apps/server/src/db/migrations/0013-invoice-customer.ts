// An invoice names who it is made out to ("Bill to"). Null for the invoices made before,
// and for one made without a customer.
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

export const invoiceCustomer: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("invoices").addColumn("customer_name", "varchar(100)").execute();
    await db.schema.alterTable("invoices").addColumn("customer_address", "varchar(300)").execute();
  },
};
