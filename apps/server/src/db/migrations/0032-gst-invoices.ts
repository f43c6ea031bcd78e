// GST on the institute's documents (docs/accountant.md, decision 044): what each product and
// course is (HSN or SAC code, GST rate), each invoice's tax split per line and per head with the
// supplier and buyer as printed, where the invoice came from (one invoice per sale), and credit
// notes in a series of their own. Invoices made before keep their columns empty (null): they are
// shown and printed as they were.
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

type ColumnType =
  | "varchar(2)"
  | "varchar(8)"
  | "varchar(16)"
  | "varchar(64)"
  | "text"
  | "integer"
  | "bigint";

export const gstInvoices: Migration = {
  async up(db: Kysely<unknown>) {
    // Study material and books: HSN 4901 (printed books) at 0 %. Courses: SAC 999293
    // (commercial training and coaching) at 18 %.
    await db.schema
      .alterTable("products")
      .addColumn("hsn_sac", "varchar(8)", (col) => col.notNull().defaultTo("4901"))
      .execute();
    await db.schema
      .alterTable("products")
      .addColumn("gst_rate", "integer", (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable("courses")
      .addColumn("hsn_sac", "varchar(8)", (col) => col.notNull().defaultTo("999293"))
      .execute();
    await db.schema
      .alterTable("courses")
      .addColumn("gst_rate", "integer", (col) => col.notNull().defaultTo(18))
      .execute();

    // One column at a time: SQLite adds one per statement.
    const invoiceColumns: [string, ColumnType][] = [
      // tax-invoice, bill-of-supply or invoice (an unregistered supplier's); null before GST.
      ["document_kind", "varchar(16)"],
      // The supplier as printed (legal and trade name, GSTIN, state, address), JSON.
      ["supplier_json", "text"],
      ["buyer_gstin", "varchar(16)"],
      ["buyer_state", "varchar(2)"],
      // The state code of the place of supply.
      ["place_of_supply", "varchar(2)"],
      ["inter_state", "integer"],
      ["prices_include_tax", "integer"],
      ["taxable_paise", "bigint"],
      ["cgst_paise", "bigint"],
      ["sgst_paise", "bigint"],
      ["igst_paise", "bigint"],
      // The sale it was made for (order, instalment, booking) and its id; null for one made
      // by hand in billing.
      ["source_kind", "varchar(16)"],
      ["source_id", "varchar(64)"],
      // The buyer's account, so they find it in theirs.
      ["customer_user_id", "varchar(64)"],
    ];
    for (const [name, type] of invoiceColumns) {
      await db.schema.alterTable("invoices").addColumn(name, type).execute();
    }
    await db.schema
      .createIndex("invoices_source")
      .on("invoices")
      .columns(["source_kind", "source_id"])
      .unique()
      .execute();
    await db.schema
      .createIndex("invoices_customer_user")
      .on("invoices")
      .columns(["customer_user_id", "created_at"])
      .execute();
    await db.schema
      .createIndex("invoices_created_at")
      .on("invoices")
      .column("created_at")
      .execute();

    const lineColumns: [string, ColumnType][] = [
      ["hsn_sac", "varchar(8)"],
      // The unit quantity code the return asks for: NOS (numbers), OTH (others).
      ["unit", "varchar(8)"],
      ["gst_rate", "integer"],
      ["taxable_paise", "bigint"],
      ["cgst_paise", "bigint"],
      ["sgst_paise", "bigint"],
      ["igst_paise", "bigint"],
    ];
    for (const [name, type] of lineColumns) {
      await db.schema.alterTable("invoice_lines").addColumn(name, type).execute();
    }

    await db.schema
      .createTable("credit_note_counters")
      .addColumn("financial_year", "varchar(7)", (col) => col.primaryKey())
      .addColumn("last_number", "integer", (col) => col.notNull())
      .execute();
    await db.schema
      .createTable("credit_notes")
      .addColumn("id", "varchar(64)", (col) => col.primaryKey())
      .addColumn("number", "varchar(16)", (col) => col.notNull().unique())
      .addColumn("financial_year", "varchar(7)", (col) => col.notNull())
      .addColumn("sequence", "integer", (col) => col.notNull())
      .addColumn("invoice_id", "varchar(64)", (col) => col.notNull().references("invoices.id"))
      .addColumn("reason", "varchar(300)", (col) => col.notNull())
      .addColumn("taxable_paise", "bigint", (col) => col.notNull())
      .addColumn("cgst_paise", "bigint", (col) => col.notNull())
      .addColumn("sgst_paise", "bigint", (col) => col.notNull())
      .addColumn("igst_paise", "bigint", (col) => col.notNull())
      .addColumn("total_paise", "bigint", (col) => col.notNull())
      .addColumn("created_by", "varchar(64)", (col) => col.notNull())
      .addColumn("created_by_name", "varchar(200)", (col) => col.notNull())
      .addColumn("created_at", "varchar(32)", (col) => col.notNull())
      .addUniqueConstraint("credit_notes_year_sequence", ["financial_year", "sequence"])
      .execute();
    await db.schema
      .createIndex("credit_notes_invoice")
      .on("credit_notes")
      .column("invoice_id")
      .execute();
    await db.schema
      .createIndex("credit_notes_created_at")
      .on("credit_notes")
      .column("created_at")
      .execute();
    await db.schema
      .createTable("credit_note_lines")
      .addColumn("id", "varchar(64)", (col) => col.primaryKey())
      .addColumn("credit_note_id", "varchar(64)", (col) =>
        col.notNull().references("credit_notes.id").onDelete("cascade"),
      )
      .addColumn("invoice_line_id", "varchar(64)", (col) =>
        col.notNull().references("invoice_lines.id"),
      )
      .addColumn("position", "integer", (col) => col.notNull())
      .addColumn("qty", "integer", (col) => col.notNull())
      .addColumn("taxable_paise", "bigint", (col) => col.notNull())
      .addColumn("cgst_paise", "bigint", (col) => col.notNull())
      .addColumn("sgst_paise", "bigint", (col) => col.notNull())
      .addColumn("igst_paise", "bigint", (col) => col.notNull())
      .addColumn("total_paise", "bigint", (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex("credit_note_lines_note")
      .on("credit_note_lines")
      .column("credit_note_id")
      .execute();
    await db.schema
      .createIndex("credit_note_lines_invoice_line")
      .on("credit_note_lines")
      .column("invoice_line_id")
      .execute();
  },
};
