// Attachments: photos and PDFs on a ticket and on its notes. The bytes live in the database (decision
// 021), so they go with the ticket when it is deleted (the foreign keys cascade), travel in every
// backup, are the same for every server process, and are never under the public /media/ path.
//
// An upload is first kept unclaimed (ticket_id null) for its uploader, then claimed by the ticket
// or note it was sent with; unclaimed uploads older than a day are removed.
import { type Kysely, SqliteAdapter, sql } from "kysely";
import type { Migration } from "kysely/migration";

export const ticketAttachments: Migration = {
  async up(db: Kysely<unknown>) {
    const bytes = db.getExecutor().adapter instanceof SqliteAdapter ? sql`blob` : sql`bytea`;
    await db.schema
      .createTable("ticket_attachments")
      .addColumn("id", "varchar(64)", (col) => col.primaryKey())
      .addColumn("ticket_id", "varchar(64)", (col) =>
        col.references("tickets.id").onDelete("cascade"),
      )
      .addColumn("note_id", "varchar(64)", (col) => col.references("notes.id").onDelete("cascade"))
      .addColumn("uploader_id", "varchar(64)", (col) =>
        col.notNull().references("users.id").onDelete("cascade"),
      )
      .addColumn("name", "varchar(255)", (col) => col.notNull())
      .addColumn("content_type", "varchar(64)", (col) => col.notNull())
      .addColumn("size", "integer", (col) => col.notNull())
      .addColumn("width", "integer")
      .addColumn("height", "integer")
      .addColumn("created_at", "varchar(32)", (col) => col.notNull())
      // The bytes last, so reading the other columns never reads them.
      .addColumn("data", bytes, (col) => col.notNull())
      .addColumn("thumbnail", bytes)
      .execute();
    await db.schema
      .createIndex("ticket_attachments_ticket_idx")
      .on("ticket_attachments")
      .columns(["ticket_id", "note_id", "id"])
      .execute();
    await db.schema
      .createIndex("ticket_attachments_note_idx")
      .on("ticket_attachments")
      .columns(["note_id"])
      .execute();
    // The sweep of unclaimed uploads, and a user's count of them.
    await db.schema
      .createIndex("ticket_attachments_unclaimed_idx")
      .on("ticket_attachments")
      .columns(["uploader_id", "created_at"])
      .where(sql.ref("ticket_id"), "is", null)
      .execute();
  },
};
