// An order keeps the product's name in both languages as it was when ordered (decision 069):
// `product_name` stays the English one (the specification's `product`), `product_name_bn` the
// Bengali one ('' while the product had none). Existing orders take their product's Bengali name
// as it is now, where the product still exists; an order whose product is gone keeps ''.
import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";

export const orderProductNames: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("orders")
      .addColumn("product_name_bn", "varchar(100)", (col) => col.notNull().defaultTo(""))
      .execute();
    await sql`update orders set product_name_bn = coalesce(
      (select products.name_bn from products where products.id = orders.product_id), '')`.execute(
      db,
    );
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("orders").dropColumn("product_name_bn").execute();
  },
};
