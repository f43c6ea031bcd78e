// The shop's products (image files live under DATA_DIR/uploads/products), orders, and
// the admin's invoices with one gap-free number counter per financial year.
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

export const shop: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("products")
      .addColumn("id", "varchar(64)", (col) => col.primaryKey())
      .addColumn("name", "varchar(100)", (col) => col.notNull())
      .addColumn("title", "varchar(2000)", (col) => col.notNull())
      // Whole paise: at most ten lakh rupees (1e8 paise), well inside a 32-bit integer.
      .addColumn("price_paise", "integer", (col) => col.notNull())
      .addColumn("sellprice_paise", "integer", (col) => col.notNull())
      .addColumn("kind", "varchar(16)", (col) => col.notNull())
      // Stored file names (fname1..3); the first image is required.
      .addColumn("image1", "varchar(64)", (col) => col.notNull())
      .addColumn("image2", "varchar(64)")
      .addColumn("image3", "varchar(64)")
      .addColumn("created_at", "varchar(32)", (col) => col.notNull())
      .execute();
    await db.schema.createIndex("products_kind").on("products").column("kind").execute();

    await db.schema
      .createTable("orders")
      .addColumn("id", "varchar(64)", (col) => col.primaryKey())
      .addColumn("user_id", "varchar(64)", (col) =>
        col.notNull().references("users.id").onDelete("cascade"),
      )
      .addColumn("name", "varchar(200)", (col) => col.notNull())
      .addColumn("email", "varchar(254)", (col) => col.notNull())
      .addColumn("address", "varchar(500)", (col) => col.notNull())
      .addColumn("gender", "varchar(16)", (col) => col.notNull())
      // No foreign key: an order outlives its product and keeps the name and price it had.
      .addColumn("product_id", "varchar(64)", (col) => col.notNull())
      .addColumn("product_name", "varchar(100)", (col) => col.notNull())
      .addColumn("price_paise", "integer", (col) => col.notNull())
      .addColumn("pin", "varchar(6)", (col) => col.notNull())
      .addColumn("mobile", "varchar(10)", (col) => col.notNull())
      .addColumn("status", "varchar(16)", (col) => col.notNull())
      .addColumn("created_at", "varchar(32)", (col) => col.notNull())
      .addColumn("updated_at", "varchar(32)", (col) => col.notNull())
      .execute();
    await db.schema.createIndex("orders_user_id").on("orders").column("user_id").execute();

    // The last number given out in each financial year; bumped in the same transaction as the
    // invoice insert, so numbers are gap-free and concurrent invoices queue on this row.
    await db.schema
      .createTable("invoice_counters")
      .addColumn("financial_year", "varchar(7)", (col) => col.primaryKey())
      .addColumn("last_number", "integer", (col) => col.notNull())
      .execute();

    await db.schema
      .createTable("invoices")
      .addColumn("id", "varchar(64)", (col) => col.primaryKey())
      .addColumn("number", "varchar(32)", (col) => col.notNull().unique())
      .addColumn("financial_year", "varchar(7)", (col) => col.notNull())
      .addColumn("sequence", "integer", (col) => col.notNull())
      // bigint: 100 lines × 999 × ten lakh rupees in paise passes 2^31.
      .addColumn("total_paise", "bigint", (col) => col.notNull())
      // No foreign key: the invoice stays when the account is deleted; the name is kept.
      .addColumn("created_by", "varchar(64)", (col) => col.notNull())
      .addColumn("created_by_name", "varchar(200)", (col) => col.notNull())
      .addColumn("created_at", "varchar(32)", (col) => col.notNull())
      .addUniqueConstraint("invoices_year_sequence", ["financial_year", "sequence"])
      .execute();

    await db.schema
      .createTable("invoice_lines")
      .addColumn("id", "varchar(64)", (col) => col.primaryKey())
      .addColumn("invoice_id", "varchar(64)", (col) =>
        col.notNull().references("invoices.id").onDelete("cascade"),
      )
      .addColumn("position", "integer", (col) => col.notNull())
      // No foreign key: the line keeps the product's name and price when it is deleted.
      .addColumn("product_id", "varchar(64)", (col) => col.notNull())
      .addColumn("name", "varchar(100)", (col) => col.notNull())
      .addColumn("price_paise", "integer", (col) => col.notNull())
      .addColumn("qty", "integer", (col) => col.notNull())
      .addColumn("total_paise", "bigint", (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex("invoice_lines_invoice_id")
      .on("invoice_lines")
      .column("invoice_id")
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("invoice_lines").execute();
    await db.schema.dropTable("invoices").execute();
    await db.schema.dropTable("invoice_counters").execute();
    await db.schema.dropTable("orders").execute();
    await db.schema.dropTable("products").execute();
  },
};
