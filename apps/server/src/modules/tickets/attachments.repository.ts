// Kysely queries for the desk's attachments (docs/product.md: support desk); the bytes are read only by the download.
import type { Kysely, Selectable } from "kysely";
import type { Database, TicketAttachmentsTable } from "../../db/schema";
import { newId, nowIso } from "../../lib/ids";
import type { AttachmentFile } from "./attachment-file";

/** Everything but the bytes. */
export type AttachmentRow = Omit<Selectable<TicketAttachmentsTable>, "data" | "thumbnail">;

const COLUMNS = [
  "ticket_attachments.id",
  "ticket_attachments.ticket_id",
  "ticket_attachments.note_id",
  "ticket_attachments.uploader_id",
  "ticket_attachments.name",
  "ticket_attachments.content_type",
  "ticket_attachments.size",
  "ticket_attachments.width",
  "ticket_attachments.height",
  "ticket_attachments.created_at",
] as const;

/**
 * Stores a checked file (attachment-file.ts) where it belongs: unsent (ticketId null) for its
 * uploader, or on a ticket and note. Answers the row without its bytes.
 */
export async function insertAttachment(
  db: Kysely<Database>,
  file: AttachmentFile,
  place: { ticketId: string | null; noteId: string | null; uploaderId: string },
): Promise<AttachmentRow> {
  const row: AttachmentRow = {
    id: newId(),
    ticket_id: place.ticketId,
    note_id: place.noteId,
    uploader_id: place.uploaderId,
    name: file.name,
    content_type: file.contentType,
    size: file.data.length,
    width: file.width,
    height: file.height,
    created_at: nowIso(),
  };
  await db
    .insertInto("ticket_attachments")
    .values({ ...row, data: file.data, thumbnail: file.thumbnail })
    .execute();
  return row;
}

/** How many uploads the user holds that no ticket or note has taken. */
export async function countUnsentAttachments(
  db: Kysely<Database>,
  uploaderId: string,
): Promise<number> {
  const row = await db
    .selectFrom("ticket_attachments")
    .select((eb) => eb.fn.countAll<number | string | bigint>().as("n"))
    .where("uploader_id", "=", uploaderId)
    .where("ticket_id", "is", null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Removes uploads never sent with a ticket or note, made before `before`. */
export async function deleteUnsentAttachmentsBefore(
  db: Kysely<Database>,
  before: string,
): Promise<void> {
  await db
    .deleteFrom("ticket_attachments")
    .where("ticket_id", "is", null)
    .where("created_at", "<", before)
    .execute();
}

/** Removes one of the user's unsent uploads; false when there was none such. */
export async function deleteUnsentAttachment(
  db: Kysely<Database>,
  id: string,
  uploaderId: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom("ticket_attachments")
    .where("id", "=", id)
    .where("uploader_id", "=", uploaderId)
    .where("ticket_id", "is", null)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/**
 * Gives the user's unsent uploads `ids` to the ticket (and note); answers how many it took, which
 * is fewer than asked when an id is someone else's, already sent, or unknown.
 */
export async function claimAttachments(
  db: Kysely<Database>,
  ids: readonly string[],
  uploaderId: string,
  target: { ticketId: string; noteId: string | null },
): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db
    .updateTable("ticket_attachments")
    .set({ ticket_id: target.ticketId, note_id: target.noteId })
    .where("id", "in", ids)
    .where("uploader_id", "=", uploaderId)
    .where("ticket_id", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The attachments sent with the ticket itself (not with a note), oldest first. */
export function listTicketAttachments(
  db: Kysely<Database>,
  ticketId: string,
): Promise<AttachmentRow[]> {
  return db
    .selectFrom("ticket_attachments")
    .select(COLUMNS)
    .where("ticket_id", "=", ticketId)
    .where("note_id", "is", null)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

/** The attachments of a page of notes, oldest first. */
export function listAttachmentsOfNotes(
  db: Kysely<Database>,
  noteIds: readonly string[],
): Promise<AttachmentRow[]> {
  if (noteIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("ticket_attachments")
    .select(COLUMNS)
    .where("note_id", "in", noteIds)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

/** An attachment of the ticket, with whether it came with an internal note. */
export function findTicketAttachment(
  db: Kysely<Database>,
  ticketId: string,
  id: string,
): Promise<(AttachmentRow & { internal: number | null }) | undefined> {
  return db
    .selectFrom("ticket_attachments")
    .leftJoin("notes", "notes.id", "ticket_attachments.note_id")
    .select(COLUMNS)
    .select("notes.internal")
    .where("ticket_attachments.id", "=", id)
    .where("ticket_attachments.ticket_id", "=", ticketId)
    .executeTakeFirst();
}

/** The stored bytes: the file, or an image's thumbnail. */
export async function readAttachmentBytes(
  db: Kysely<Database>,
  id: string,
  which: "data" | "thumbnail",
): Promise<Buffer | null> {
  const row = await db
    .selectFrom("ticket_attachments")
    .select(`${which} as bytes`)
    .where("id", "=", id)
    .executeTakeFirst();
  return row?.bytes ?? null;
}
