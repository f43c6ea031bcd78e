// Fee reminders (docs/payments.md): each reminder of an instalment — so many days before, on or
// after its due day, by mail or WhatsApp — is recorded here before it is sent. The unique key is
// what makes it go once: a rerun, or another server process, finds the row there and sends nothing.
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

export const feeReminders: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("fee_reminders")
      .addColumn("id", "varchar(64)", (col) => col.primaryKey())
      .addColumn("instalment_id", "varchar(64)", (col) =>
        col.notNull().references("instalments.id").onDelete("cascade"),
      )
      .addColumn("user_id", "varchar(64)", (col) => col.notNull())
      // 3: three days before the due day, 0: on it, -7: a week after (REMINDER_DAYS).
      .addColumn("days_before_due", "integer", (col) => col.notNull())
      // before, due (on the day) or overdue.
      .addColumn("kind", "varchar(16)", (col) => col.notNull())
      // mail or whatsapp.
      .addColumn("channel", "varchar(16)", (col) => col.notNull())
      // India's day it was sent on (YYYY-MM-DD): a failed one is tried again only that day.
      .addColumn("day", "varchar(10)", (col) => col.notNull())
      // sending (claimed), sent, failed, or skipped (paid meanwhile).
      .addColumn("status", "varchar(16)", (col) => col.notNull())
      .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(1))
      // The address or the number it went to.
      .addColumn("recipient", "varchar(320)", (col) => col.notNull())
      // The outbox entry of a mail, the wamid of a WhatsApp message.
      .addColumn("message_id", "varchar(200)")
      .addColumn("error", "text")
      .addColumn("created_at", "varchar(32)", (col) => col.notNull())
      .addColumn("updated_at", "varchar(32)", (col) => col.notNull())
      .addUniqueConstraint("fee_reminders_once", ["instalment_id", "days_before_due", "channel"])
      .execute();
    await db.schema
      .createIndex("fee_reminders_created_idx")
      .on("fee_reminders")
      .columns(["created_at", "id"])
      .execute();
    await db.schema
      .createIndex("fee_reminders_retry_idx")
      .on("fee_reminders")
      .columns(["status", "day"])
      .execute();
  },
};
