// WhatsApp fee reminders only with the applicant's consent (docs/payments.md: reminders): WhatsApp
// lets a business message a person who opted in to hear from it, so the admission form asks, the
// admission keeps the answer and when it was given, and the student can withdraw it from their
// fees on the profile. Admissions made before the question existed have not consented.
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

export const whatsappConsent: Migration = {
  async up(db: Kysely<unknown>) {
    // One column at a time: SQLite adds one per statement.
    await db.schema
      .alterTable("admissions")
      .addColumn("whatsapp_consent", "integer", (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable("admissions").addColumn("whatsapp_consent_at", "text").execute();
  },
};
