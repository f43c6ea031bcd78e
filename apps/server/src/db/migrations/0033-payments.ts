// Taking the money (docs/decisions/045-taking-the-money.md): enrolments with their instalments,
// what each order and booking has been paid, payments and their receipts, refunds, and the
// gateway's events recorded once.
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

export const payments: Migration = {
  async up(db: Kysely<unknown>) {
    // What came in and what went back, on each debt: its status is read from these two.
    for (const table of ["orders", "trip_bookings"]) {
      await db.schema
        .alterTable(table)
        .addColumn("paid_paise", "integer", (col) => col.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable(table)
        .addColumn("refunded_paise", "integer", (col) => col.notNull().defaultTo(0))
        .execute();
    }

    await db.schema
      .createTable("enrolments")
      .addColumn("id", "varchar(64)", (col) => col.primaryKey())
      // One enrolment per accepted admission.
      .addColumn("admission_id", "varchar(64)", (col) =>
        col.notNull().unique().references("admissions.id").onDelete("cascade"),
      )
      .addColumn("user_id", "varchar(64)", (col) =>
        col.notNull().references("users.id").onDelete("cascade"),
      )
      .addColumn("course", "varchar(32)", (col) => col.notNull())
      .addColumn("batch_id", "varchar(64)")
      .addColumn("created_at", "varchar(32)", (col) => col.notNull())
      .addColumn("updated_at", "varchar(32)", (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex("enrolments_user_idx")
      .on("enrolments")
      .columns(["user_id", "id"])
      .execute();

    await db.schema
      .createTable("instalments")
      .addColumn("id", "varchar(64)", (col) => col.primaryKey())
      .addColumn("enrolment_id", "varchar(64)", (col) =>
        col.notNull().references("enrolments.id").onDelete("cascade"),
      )
      .addColumn("user_id", "varchar(64)", (col) => col.notNull())
      .addColumn("position", "integer", (col) => col.notNull())
      .addColumn("amount_paise", "integer", (col) => col.notNull())
      .addColumn("paid_paise", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("refunded_paise", "integer", (col) => col.notNull().defaultTo(0))
      // YYYY-MM-DD in India.
      .addColumn("due_date", "varchar(10)", (col) => col.notNull())
      // 1 once a plan change replaced it (kept for the payments allocated to it).
      .addColumn("replaced", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("created_at", "varchar(32)", (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex("instalments_enrolment_idx")
      .on("instalments")
      .columns(["enrolment_id", "position"])
      .execute();
    await db.schema
      .createIndex("instalments_due_idx")
      .on("instalments")
      .columns(["due_date", "id"])
      .execute();

    await db.schema
      .createTable("plan_changes")
      .addColumn("id", "varchar(64)", (col) => col.primaryKey())
      .addColumn("enrolment_id", "varchar(64)", (col) =>
        col.notNull().references("enrolments.id").onDelete("cascade"),
      )
      .addColumn("changed_by", "varchar(64)", (col) => col.notNull())
      .addColumn("reason", "text", (col) => col.notNull())
      // JSON: the instalments before and after.
      .addColumn("before", "text", (col) => col.notNull())
      .addColumn("after", "text", (col) => col.notNull())
      .addColumn("created_at", "varchar(32)", (col) => col.notNull())
      .execute();

    await db.schema
      .createTable("payments")
      .addColumn("id", "varchar(64)", (col) => col.primaryKey())
      .addColumn("user_id", "varchar(64)", (col) =>
        col.notNull().references("users.id").onDelete("cascade"),
      )
      .addColumn("debt_kind", "varchar(16)", (col) => col.notNull())
      .addColumn("debt_id", "varchar(64)", (col) => col.notNull())
      // What it is for, in both languages, as the debt was named when the payment was made.
      .addColumn("label_en", "text", (col) => col.notNull())
      .addColumn("label_bn", "text", (col) => col.notNull())
      // `<kind>:<id>` while the payment is open (created or submitted): one open payment per debt.
      .addColumn("open_key", "varchar(100)", (col) => col.unique())
      .addColumn("amount_paise", "integer", (col) => col.notNull())
      .addColumn("refunded_paise", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("method", "varchar(16)", (col) => col.notNull())
      .addColumn("provider", "varchar(16)")
      .addColumn("status", "varchar(16)", (col) => col.notNull())
      .addColumn("gateway_order_id", "varchar(64)", (col) => col.unique())
      .addColumn("gateway_payment_id", "varchar(64)")
      .addColumn("reference", "varchar(64)")
      .addColumn("taken_by", "varchar(64)")
      .addColumn("note", "text")
      // The reconciler's claim: a process asks the gateway about it only when it moved this on.
      .addColumn("checked_at", "varchar(32)")
      .addColumn("receipt_number", "varchar(16)", (col) => col.unique())
      .addColumn("paid_at", "varchar(32)")
      .addColumn("created_at", "varchar(32)", (col) => col.notNull())
      .addColumn("updated_at", "varchar(32)", (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex("payments_user_idx")
      .on("payments")
      .columns(["user_id", "created_at"])
      .execute();
    await db.schema
      .createIndex("payments_status_idx")
      .on("payments")
      .columns(["status", "created_at"])
      .execute();
    await db.schema
      .createIndex("payments_debt_idx")
      .on("payments")
      .columns(["debt_kind", "debt_id"])
      .execute();

    // Which instalments a payment's money went to (oldest due first).
    await db.schema
      .createTable("payment_allocations")
      .addColumn("payment_id", "varchar(64)", (col) =>
        col.notNull().references("payments.id").onDelete("cascade"),
      )
      .addColumn("instalment_id", "varchar(64)", (col) => col.notNull())
      .addColumn("amount_paise", "integer", (col) => col.notNull())
      .addPrimaryKeyConstraint("payment_allocations_pk", ["payment_id", "instalment_id"])
      .execute();

    await db.schema
      .createTable("refunds")
      .addColumn("id", "varchar(64)", (col) => col.primaryKey())
      .addColumn("payment_id", "varchar(64)", (col) =>
        col.notNull().references("payments.id").onDelete("cascade"),
      )
      .addColumn("amount_paise", "integer", (col) => col.notNull())
      .addColumn("reason", "text", (col) => col.notNull())
      // The admin's Idempotency-Key (or the gateway payment id of a duplicate given back).
      .addColumn("idempotency_key", "varchar(100)", (col) => col.notNull())
      .addColumn("gateway_payment_id", "varchar(64)")
      .addColumn("gateway_refund_id", "varchar(64)")
      .addColumn("status", "varchar(16)", (col) => col.notNull())
      .addColumn("created_by", "varchar(64)")
      .addColumn("created_at", "varchar(32)", (col) => col.notNull())
      .addUniqueConstraint("refunds_key_unique", ["payment_id", "idempotency_key"])
      .execute();

    // Each gateway event once: recorded in the transaction of its effect.
    await db.schema
      .createTable("payment_events")
      .addColumn("id", "varchar(100)", (col) => col.primaryKey())
      .addColumn("provider", "varchar(16)", (col) => col.notNull())
      .addColumn("event", "varchar(40)", (col) => col.notNull())
      .addColumn("created_at", "varchar(32)", (col) => col.notNull())
      .execute();
  },
};
