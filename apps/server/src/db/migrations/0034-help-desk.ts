// The help desk as staff work in it (decision 046): every ticket has a subject (older tickets take
// their description's first line), the queue's preview of its last message with who wrote it and
// when (so a page of the queue reads no notes), when it was set pending (the auto-close clock),
// the older ticket a new one follows, and each agent's saved views of the queue.
import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";

/** How long a subject and a preview are kept (packages/shared/src/tickets.ts). */
const SUBJECT_MAX = 150;
const PREVIEW_MAX = 160;

export const helpDesk: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("tickets")
      .addColumn("subject", "varchar(150)", (col) => col.notNull().defaultTo(""))
      .execute();
    await db.schema.alterTable("tickets").addColumn("last_message_at", "varchar(32)").execute();
    await db.schema
      .alterTable("tickets")
      .addColumn("last_message_preview", "varchar(160)", (col) => col.notNull().defaultTo(""))
      .execute();
    await db.schema
      .alterTable("tickets")
      .addColumn("last_message_by_staff", "integer", (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable("tickets").addColumn("pending_since", "varchar(32)").execute();
    await db.schema
      .alterTable("tickets")
      .addColumn("follows_id", "varchar(64)", (col) =>
        col.references("tickets.id").onDelete("set null"),
      )
      .execute();

    // Backfill in pages, in the application (both engines alike): the first line of the
    // description as the subject; the last message a customer could read as the preview.
    const typed = db as unknown as Kysely<BackfillDb>;
    let after = "";
    for (;;) {
      const rows = await typed
        .selectFrom("tickets")
        .select(["id", "description", "created_at"])
        .where("id", ">", after)
        .orderBy("id")
        .limit(500)
        .execute();
      if (rows.length === 0) break;
      after = rows[rows.length - 1]?.id ?? after;
      const lastNotes = await typed
        .selectFrom("notes")
        .select(["ticket_id", "id", "text", "created_at", "is_staff"])
        .where(
          "id",
          "in",
          typed
            .selectFrom("notes")
            .select((eb) => eb.fn.max("id").as("id"))
            .where(
              "ticket_id",
              "in",
              rows.map((row) => row.id),
            )
            .where("internal", "=", 0)
            .groupBy("ticket_id"),
        )
        .execute();
      const last = new Map(lastNotes.map((note) => [note.ticket_id, note]));
      for (const row of rows) {
        const note = last.get(row.id);
        await typed
          .updateTable("tickets")
          .set({
            subject: subjectOf(row.description, SUBJECT_MAX),
            last_message_at: note?.created_at ?? row.created_at,
            last_message_preview: previewOf(note?.text ?? row.description, PREVIEW_MAX),
            last_message_by_staff: note?.is_staff ?? 0,
          })
          .where("id", "=", row.id)
          .execute();
      }
    }

    // The views' counts and pages: by status, by assignee and status, and by last activity.
    await db.schema
      .createIndex("tickets_assignee_status_idx")
      .on("tickets")
      .columns(["assignee_id", "status", "updated_at"])
      .execute();
    await db.schema
      .createIndex("tickets_status_updated_idx")
      .on("tickets")
      .columns(["status", "updated_at"])
      .execute();
    await db.schema
      .createIndex("tickets_pending_idx")
      .on("tickets")
      .columns(["pending_since", "id"])
      .where(sql.ref("status"), "=", "pending")
      .execute();

    await db.schema
      .createTable("ticket_views")
      .addColumn("id", "varchar(64)", (col) => col.primaryKey())
      .addColumn("user_id", "varchar(64)", (col) =>
        col.notNull().references("users.id").onDelete("cascade"),
      )
      .addColumn("name", "varchar(80)", (col) => col.notNull())
      /** The queue's filters as JSON (StaffTicketFiltersSchema). */
      .addColumn("filters", "text", (col) => col.notNull())
      .addColumn("created_at", "varchar(32)", (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex("ticket_views_user_idx")
      .on("ticket_views")
      .columns(["user_id", "id"])
      .execute();
  },
};

/** The first non-empty line of a text, cut at `max` characters. */
export function subjectOf(text: string, max: number): string {
  const line = text.split(/\r?\n/).find((l) => l.trim() !== "") ?? "";
  return [...line.trim()].slice(0, max).join("");
}

/** A text on one line, cut at `max` characters. */
export function previewOf(text: string, max: number): string {
  return [...text.replace(/\s+/g, " ").trim()].slice(0, max).join("");
}

interface BackfillDb {
  tickets: {
    id: string;
    description: string;
    created_at: string;
    subject: string;
    last_message_at: string | null;
    last_message_preview: string;
    last_message_by_staff: number;
  };
  notes: {
    id: string;
    ticket_id: string;
    text: string;
    created_at: string;
    is_staff: number;
    internal: number;
  };
}
