// Kysely queries for tickets and notes; no rules here.
import type { TicketStatus } from "@app/shared/tickets";
import type { Kysely, Selectable } from "kysely";
import type { Database, NotesTable, TicketsTable } from "../../db/schema";

export type TicketRow = Selectable<TicketsTable>;
export type NoteRow = Selectable<NotesTable>;
export type TicketWithCustomerRow = TicketRow & { customer_name: string; customer_email: string };
/** `author_name` is null when the author's account was deleted. */
export type NoteWithAuthorRow = NoteRow & { author_name: string | null };

export async function insertTicket(db: Kysely<Database>, row: TicketRow): Promise<TicketRow> {
  await db.insertInto("tickets").values(row).execute();
  return row;
}

/** One user's tickets, newest first (ids are time-ordered). */
export function listTicketsOfUser(db: Kysely<Database>, userId: string): Promise<TicketRow[]> {
  return db
    .selectFrom("tickets")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("id", "desc")
    .execute();
}

function ticketsWithCustomer(db: Kysely<Database>) {
  return db
    .selectFrom("tickets")
    .innerJoin("users", "users.id", "tickets.user_id")
    .selectAll("tickets")
    .select(["users.name as customer_name", "users.email as customer_email"]);
}

export function findTicketWithCustomer(
  db: Kysely<Database>,
  id: string,
): Promise<TicketWithCustomerRow | undefined> {
  return ticketsWithCustomer(db).where("tickets.id", "=", id).executeTakeFirst();
}

/** Every customer's tickets, newest first, optionally of one status. */
export function listAllTickets(
  db: Kysely<Database>,
  status: TicketStatus | undefined,
): Promise<TicketWithCustomerRow[]> {
  let query = ticketsWithCustomer(db);
  if (status) query = query.where("tickets.status", "=", status);
  return query.orderBy("tickets.id", "desc").execute();
}

export async function updateTicketStatus(
  db: Kysely<Database>,
  id: string,
  status: TicketStatus,
  updatedAt: string,
): Promise<void> {
  await db
    .updateTable("tickets")
    .set({ status, updated_at: updatedAt })
    .where("id", "=", id)
    .execute();
}

/** Notes of a ticket with their author's name, oldest first. */
export function listNotesOfTicket(
  db: Kysely<Database>,
  ticketId: string,
): Promise<NoteWithAuthorRow[]> {
  return db
    .selectFrom("notes")
    .leftJoin("users", "users.id", "notes.user_id")
    .selectAll("notes")
    .select("users.name as author_name")
    .where("notes.ticket_id", "=", ticketId)
    .orderBy("notes.id", "asc")
    .execute();
}

export async function insertNote(db: Kysely<Database>, row: NoteRow): Promise<NoteRow> {
  await db.insertInto("notes").values(row).execute();
  return row;
}
