// The queue's order by last activity (decision 056): `tickets.last_message_at` (0034) is already
// kept by every message a customer can read, the customer's or staff's, so it is the activity
// column; this gives every ticket one and indexes it after the views' filters, led by status as
// 0034's are, so the first page of "mine", "unassigned" and "open" reads an index in order. The
// ticket a follow-up follows is found by `follows_id` (the "Followed by" link).
import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";

export const ticketActivity: Migration = {
  async up(db: Kysely<unknown>) {
    // Tickets raised before 0034's backfill ran have one; none should be without, but a null
    // would sort apart from the others on each engine (first on SQLite, last on PostgreSQL).
    await sql`update tickets set last_message_at = created_at where last_message_at is null`.execute(
      db,
    );
    await db.schema
      .createIndex("tickets_status_activity_idx")
      .on("tickets")
      .columns(["status", "last_message_at", "id"])
      .execute();
    await db.schema
      .createIndex("tickets_assignee_activity_idx")
      .on("tickets")
      .columns(["assignee_id", "status", "last_message_at", "id"])
      .execute();
    await db.schema.createIndex("tickets_follows_idx").on("tickets").column("follows_id").execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex("tickets_follows_idx").execute();
    await db.schema.dropIndex("tickets_assignee_activity_idx").execute();
    await db.schema.dropIndex("tickets_status_activity_idx").execute();
  },
};
