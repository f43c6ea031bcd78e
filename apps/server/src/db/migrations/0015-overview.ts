// The back office's overview (and the support desk's response times; docs/product.md): what its figures are counted
// from, kept as the work happens instead of worked out from every row each time.
// - tickets.first_response_at: when staff first replied to the customer (an internal note is no
//   reply); tickets.closed_at: when the ticket was last closed (null while it is not closed).
//   Both are filled in from the notes and the last change for the tickets there already are.
// - tickets_created_idx: the overview reads the last weeks of tickets by when they were opened.
// - daily_visits: the visitor counter per day (India's date), beside the running total.
import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";

export const overview: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("tickets").addColumn("first_response_at", "varchar(32)").execute();
    await db.schema.alterTable("tickets").addColumn("closed_at", "varchar(32)").execute();
    await sql`update tickets set first_response_at = (
        select min(n.created_at) from notes n
        where n.ticket_id = tickets.id and n.is_staff = 1 and n.internal = 0)`.execute(db);
    await sql`update tickets set closed_at = updated_at where status = 'closed'`.execute(db);
    await db.schema
      .createIndex("tickets_created_idx")
      .on("tickets")
      .columns(["created_at", "id"])
      .execute();
    await db.schema
      .createIndex("tickets_closed_idx")
      .on("tickets")
      .columns(["closed_at", "id"])
      .execute();
    await db.schema
      .createTable("daily_visits")
      .addColumn("day", "varchar(10)", (col) => col.primaryKey())
      .addColumn("visits", "integer", (col) => col.notNull())
      .execute();
  },
};
