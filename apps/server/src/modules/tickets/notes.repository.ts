// Kysely queries for a ticket's notes; no rules here.
import type { PageQuery } from "@app/shared/paging";
import type { NoteQuery } from "@app/shared/tickets";
import type { Kysely, Selectable } from "kysely";
import type { Database, NotesTable } from "../../db/schema";
import { orderBySort, type Paged, readPage } from "../../lib/paging";

export type NoteRow = Selectable<NotesTable>;
/** `author_name` is null when the author's account was deleted. */
export type NoteWithAuthorRow = NoteRow & { author_name: string | null };

/**
 * One page of a ticket's notes with their author's name, oldest first unless `sort` is
 * `-createdAt` (newest first: the conversation's latest page first, decision 056). Ids are
 * time-ordered, so the primary key orders them (with notes_ticket_idx's ticket_id).
 */
export function listNotesOfTicket(
  db: Kysely<Database>,
  ticketId: string,
  page: PageQuery,
  { internal, sort }: { internal: boolean; sort?: NoteQuery["sort"] },
): Promise<Paged<NoteWithAuthorRow>> {
  let query = db
    .selectFrom("notes")
    .leftJoin("users", "users.id", "notes.user_id")
    .selectAll("notes")
    .select("users.name as author_name")
    .where("notes.ticket_id", "=", ticketId);
  if (!internal) query = query.where("notes.internal", "=", 0);
  return readPage(orderBySort(query, sort, { createdAt: "notes.id" }, "notes.id", "asc"), page);
}

export async function insertNote(db: Kysely<Database>, row: NoteRow): Promise<NoteRow> {
  await db.insertInto("notes").values(row).execute();
  return row;
}
