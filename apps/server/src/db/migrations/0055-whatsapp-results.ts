// Test results on WhatsApp (decision 064). A student's consent to fee reminders on WhatsApp
// (0046) is not consent to results: the admission keeps a second answer, for results, given and
// withdrawn on its own. Each attempt records when its WhatsApp message was claimed for sending
// (a conditional update, as the result mail's column of 0039), and the message's id or why it
// was not sent. Attempts whose results were already visible are marked as done: nobody gets a
// message about a test taken long ago the day WhatsApp is turned on.
import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";

export const whatsappResults: Migration = {
  async up(db: Kysely<unknown>) {
    // One column at a time: SQLite adds one per statement.
    await db.schema
      .alterTable("admissions")
      .addColumn("whatsapp_results_consent", "integer", (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable("admissions")
      .addColumn("whatsapp_results_consent_at", "varchar(32)")
      .execute();
    await db.schema
      .alterTable("exam_attempts")
      .addColumn("result_whatsapp_at", "varchar(32)")
      .execute();
    await db.schema
      .alterTable("exam_attempts")
      .addColumn("result_whatsapp_id", "varchar(200)")
      .execute();
    await db.schema
      .alterTable("exam_attempts")
      .addColumn("result_whatsapp_error", "varchar(1000)")
      .execute();
    const now = new Date().toISOString();
    await sql`update exam_attempts set result_whatsapp_at = ${now}
      where status = 'submitted'
        and test_id in (select id from exam_tests where results_at is null or results_at <= ${now})`.execute(
      db,
    );
    await db.schema
      .createIndex("exam_attempts_unsent_whatsapp_idx")
      .on("exam_attempts")
      .columns(["status", "result_whatsapp_at"])
      .execute();
  },
};
