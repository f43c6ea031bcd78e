// Kysely queries for tickets: the lists and their search, status, assignment and reply tokens; no
// rules here.
import { referenceNumberIn } from "@app/shared/common";
import type { PageQuery } from "@app/shared/paging";
import {
  PREVIEW_MAX,
  type STAFF_TICKET_SORTS,
  type StaffTicketQuery,
  type TicketStatus,
  type TicketView,
  type TicketViewCounts,
} from "@app/shared/tickets";
import {
  type Kysely,
  type RawBuilder,
  type Selectable,
  type SelectQueryBuilder,
  type SqlBool,
  SqliteAdapter,
  sql,
} from "kysely";
import type { Database, TicketsTable } from "../../db/schema";
import { containsText, orderBySort, type Paged, readPage } from "../../lib/paging";
import { inTransaction, nextInSequence } from "../../lib/sequence";

export type TicketRow = Selectable<TicketsTable>;
export type TicketWithCustomerRow = TicketRow & {
  customer_name: string;
  customer_email: string;
  /** The language the customer reads in, for the mails about the ticket. */
  customer_locale: string;
  /** Null while unassigned. */
  assignee_name: string | null;
};

/** Writes a new ticket with the next ticket number (in the caller's transaction, if any). */
export async function insertTicket(
  db: Kysely<Database>,
  fields: Omit<TicketRow, "number">,
): Promise<TicketRow> {
  return inTransaction(db, async (trx) => {
    const row = { ...fields, number: await nextInSequence(trx, "tickets") };
    await trx.insertInto("tickets").values(row).execute();
    return row;
  });
}

export type TicketFilters = {
  /** Only this user's tickets (a customer's own list). */
  userId?: string;
  status?: TicketStatus;
  product?: StaffTicketQuery["product"];
  /** A part of the customer's name or email. */
  customer?: string;
  /** Words in the description or in any note of the ticket. */
  q?: string;
  /** Whether `q` also searches internal notes (staff only). */
  internalNotes?: boolean;
  /** Only tickets awaiting staff's first reply, opened before `openedBefore` when given. */
  awaitingReply?: { openedBefore?: string };
  /** Only tickets assigned to this user, or (null) to nobody. */
  assigneeId?: string | null;
  /** Only tickets opened at or after this instant, and before that one (ISO UTC). */
  openedFrom?: string;
  openedBefore?: string;
  /** One of the views every agent has (decision 046), for `viewerId`. */
  view?: { name: TicketView; viewerId: string; overdueBefore: string };
  sort?: (typeof STAFF_TICKET_SORTS)[number] | `-${(typeof STAFF_TICKET_SORTS)[number]}`;
};

/** The words of a search, as letters and digits only (so they are safe in either engine's syntax). */
function searchWords(text: string): string[] {
  return [...text.matchAll(/[\p{L}\p{N}]+/gu)].map((match) => match[0]).slice(0, 10);
}

/**
 * Tickets whose subject and description, or notes, hold every word of `text` (each as a prefix),
 * through the full-text index of each engine (migrations 0010 and 0036): SQLite's FTS5 tables,
 * PostgreSQL's GIN indexes over `to_tsvector('simple', …)`.
 */
function ticketTextMatches(
  db: Kysely<Database>,
  text: string,
  internalNotes: boolean,
): RawBuilder<SqlBool> {
  const words = searchWords(text);
  if (words.length === 0) return sql<SqlBool>`1 = 0`;
  // A customer's search never finds a ticket by the words of a note they may not read.
  const visible = internalNotes ? sql`` : sql` and n.internal = 0`;
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    const match = words.map((word) => `"${word}"*`).join(" ");
    // One set of ticket ids (a union), not an OR of two: SQLite then reads each matching
    // ticket once instead of merging two index lookups per row (a quarter faster at 8,000 hits).
    return sql<SqlBool>`tickets.id in (
      select t.id from tickets_fts f join tickets t on t.rowid = f.rowid
        where tickets_fts match ${match}
      union
      select n.ticket_id from notes_fts f join notes n on n.rowid = f.rowid
        where notes_fts match ${match}${visible})`;
  }
  const query = words.map((word) => `${word}:*`).join(" & ");
  return sql<SqlBool>`(to_tsvector('simple', tickets.subject || ' ' || tickets.description)
      @@ to_tsquery('simple', ${query})
    or tickets.id in (select n.ticket_id from notes n
      where to_tsvector('simple', n.text) @@ to_tsquery('simple', ${query})${visible}))`;
}

const TICKET_SORT_COLUMNS = {
  // Ids are time-ordered: the primary key orders by creation without an index of its own.
  createdAt: "tickets.id",
  updatedAt: "tickets.updated_at",
  status: "tickets.status",
  product: "tickets.product",
  // Every ticket's first reply is due a fixed time after it opened (tickets_created_idx).
  due: "tickets.created_at",
  // The last message a customer can read, theirs or staff's (decision 056; migration 0048's
  // indexes, after the views' status and assignee).
  activity: "tickets.last_message_at",
} as const;

/**
 * One page of the tickets that pass the filters, newest first unless `sort` says otherwise.
 *
 * The page is chosen by id first and its rows read after: ordering by anything but the id (the
 * views' last activity, a status, the due time) sorts every matching ticket, and sorting the
 * entries of an index (its columns and the id) costs a fraction of sorting whole rows. At ten
 * times the demo volume the "open" view's first page took 590 ms on SQLite as one query and 6 ms
 * this way (docs/performance.md).
 */
export async function listTickets(
  db: Kysely<Database>,
  filters: TicketFilters,
  page: PageQuery,
): Promise<Paged<TicketRow>> {
  const ids = await readPage(
    orderBySort(matching(db, filters), filters.sort, TICKET_SORT_COLUMNS, "tickets.id"),
    page,
  );
  if (ids.rows.length === 0) return { ...ids, rows: [] };
  const rows = await db
    .selectFrom("tickets")
    .selectAll()
    .where(
      "id",
      "in",
      ids.rows.map((row) => row.id),
    )
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    ...ids,
    // A ticket gone in between (its customer's account erased) is left out of the page.
    rows: ids.rows.flatMap((row) => byId.get(row.id) ?? []),
  };
}

/** The ids of the tickets that pass the filters, in no order. */
function matching(db: Kysely<Database>, filters: TicketFilters) {
  let query = db.selectFrom("tickets").select("tickets.id");
  if (filters.userId) query = query.where("tickets.user_id", "=", filters.userId);
  if (filters.status) query = query.where("tickets.status", "=", filters.status);
  if (filters.product) query = query.where("tickets.product", "=", filters.product);
  if (filters.customer) {
    const customers = db
      .selectFrom("users")
      .select("users.id")
      .where(containsText(["users.name", "users.email"], filters.customer));
    query = query.where("tickets.user_id", "in", customers);
  }
  if (filters.assigneeId !== undefined) {
    query =
      filters.assigneeId === null
        ? query.where("tickets.assignee_id", "is", null)
        : query.where("tickets.assignee_id", "=", filters.assigneeId);
  }
  if (filters.openedFrom) query = query.where("tickets.created_at", ">=", filters.openedFrom);
  if (filters.openedBefore) query = query.where("tickets.created_at", "<", filters.openedBefore);
  if (filters.view) query = inView(query, filters.view);
  if (filters.awaitingReply) {
    // Not closed nor pending (off the clock), and staff have not replied yet; `overdueBefore`:
    // opened before that instant.
    query = query
      .where("tickets.first_response_at", "is", null)
      .where("tickets.status", "in", ["new", "open"]);
    if (filters.awaitingReply.openedBefore) {
      query = query.where("tickets.created_at", "<", filters.awaitingReply.openedBefore);
    }
  }
  if (filters.q) {
    const words = ticketTextMatches(db, filters.q, filters.internalNotes === true);
    // A reference (T-000123, 123) finds its ticket too.
    const number = referenceNumberIn("ticket", filters.q);
    query = query.where((eb) =>
      number === undefined ? words : eb.or([eb("tickets.number", "=", number), words]),
    );
  }
  return query;
}

/** The tickets of a view every agent has (decision 046). */
function inView<Q extends SelectQueryBuilder<Database, "tickets", object>>(
  query: Q,
  view: NonNullable<TicketFilters["view"]>,
): Q {
  switch (view.name) {
    case "mine":
      return (
        query
          .where("tickets.assignee_id", "=", view.viewerId)
          // An in-list, not `<> closed`: each status is one range of the assignee's index.
          .where("tickets.status", "in", ["new", "open", "pending"]) as Q
      );
    case "unassigned":
      return query
        .where("tickets.assignee_id", "is", null)
        .where("tickets.status", "in", ["new", "open", "pending"]) as Q;
    case "pending":
      return query.where("tickets.status", "=", "pending") as Q;
    case "overdue":
      return query
        .where("tickets.first_response_at", "is", null)
        .where("tickets.status", "in", ["new", "open"])
        .where("tickets.created_at", "<", view.overdueBefore) as Q;
    case "open":
      return query.where("tickets.status", "in", ["new", "open"]) as Q;
  }
}

/** How many tickets each shared view holds, in one query (each count reads an index). */
export async function countViews(
  db: Kysely<Database>,
  viewerId: string,
  overdueBefore: string,
): Promise<TicketViewCounts> {
  const count = (name: TicketView) =>
    inView(db.selectFrom("tickets"), { name, viewerId, overdueBefore })
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .as(name);
  const row = await db
    .selectNoFrom([
      count("mine"),
      count("unassigned"),
      count("pending"),
      count("overdue"),
      count("open"),
    ])
    .executeTakeFirstOrThrow();
  return {
    mine: Number(row.mine),
    unassigned: Number(row.unassigned),
    pending: Number(row.pending),
    overdue: Number(row.overdue),
    open: Number(row.open),
  };
}

/** A text on one line, cut to the queue's preview. */
export const previewOf = (text: string): string =>
  [...text.replace(/\s+/g, " ").trim()].slice(0, PREVIEW_MAX).join("");

/**
 * Keeps a ticket's last message a customer can read (its preview, when and by whom) and moves
 * its last activity; an internal note is not such a message.
 */
export async function recordMessage(
  db: Kysely<Database>,
  id: string,
  message: { text: string; at: string; byStaff: boolean },
): Promise<void> {
  await db
    .updateTable("tickets")
    .set({
      last_message_at: message.at,
      last_message_preview: previewOf(message.text),
      last_message_by_staff: message.byStaff ? 1 : 0,
      updated_at: message.at,
    })
    .where("id", "=", id)
    .execute();
}

/** The ticket that follows this one (the latest, should there be more), with its number. */
export function findFollowUp(
  db: Kysely<Database>,
  id: string,
): Promise<{ id: string; number: number } | undefined> {
  return db
    .selectFrom("tickets")
    .select(["id", "number"])
    .where("follows_id", "=", id)
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
}

/** A ticket's number by its id. */
export function findTicketNumber(
  db: Kysely<Database>,
  id: string,
): Promise<{ id: string; number: number } | undefined> {
  return db.selectFrom("tickets").select(["id", "number"]).where("id", "=", id).executeTakeFirst();
}

/** Moves a ticket's last change (an internal note, a change by staff). */
export async function touchTicket(db: Kysely<Database>, id: string, at: string): Promise<void> {
  await db.updateTable("tickets").set({ updated_at: at }).where("id", "=", id).execute();
}

/** Pending tickets whose customer has not answered since before `before`, oldest first. */
export function stalePending(
  db: Kysely<Database>,
  before: string,
  limit: number,
): Promise<{ id: string }[]> {
  return db
    .selectFrom("tickets")
    .select("id")
    .where("status", "=", "pending")
    .where("pending_since", "<", before)
    .orderBy("pending_since")
    .limit(limit)
    .execute();
}

/**
 * Closes a pending ticket if it still is pending since before `before`; answers whether this call
 * did (two processes sweeping at once close it once).
 */
export async function closeIfStillPending(
  db: Kysely<Database>,
  id: string,
  before: string,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable("tickets")
    .set({ status: "closed", closed_at: at, updated_at: at, pending_since: null })
    .where("id", "=", id)
    .where("status", "=", "pending")
    .where("pending_since", "<", before)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Names, emails and languages of the customers of a page of tickets. */
export function findCustomers(
  db: Kysely<Database>,
  userIds: readonly string[],
): Promise<{ id: string; name: string; email: string; locale: string }[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("users")
    .select(["id", "name", "email", "locale"])
    .where("id", "in", [...new Set(userIds)])
    .execute();
}

function ticketsWithCustomer(db: Kysely<Database>) {
  return db
    .selectFrom("tickets")
    .innerJoin("users", "users.id", "tickets.user_id")
    .leftJoin("users as assignees", "assignees.id", "tickets.assignee_id")
    .selectAll("tickets")
    .select([
      "users.name as customer_name",
      "users.email as customer_email",
      "users.locale as customer_locale",
      "assignees.name as assignee_name",
    ]);
}

/** Assigns a ticket (null: unassigns). */
export async function setTicketAssignee(
  db: Kysely<Database>,
  id: string,
  assigneeId: string | null,
  updatedAt: string,
): Promise<void> {
  await db
    .updateTable("tickets")
    .set({ assignee_id: assigneeId, updated_at: updatedAt })
    .where("id", "=", id)
    .execute();
}

/** Staff and admins by name, a page at a time (whom a ticket can be assigned to). */
export function listStaffMembers(
  db: Kysely<Database>,
  q: string | undefined,
  sort: "name" | "-name" | undefined,
  page: PageQuery,
): Promise<Paged<{ id: string; name: string; role: string }>> {
  let query = db
    .selectFrom("users")
    .select(["id", "name", "role"])
    .where("role", "in", ["staff", "admin"]);
  if (q) query = query.where(containsText(["users.name", "users.email"], q));
  return readPage(
    orderBySort(query, sort ?? "name", { name: "users.name" }, "users.id", "asc"),
    page,
  );
}

/** A staff member or admin by id, if there is one. */
export function findStaffMember(
  db: Kysely<Database>,
  id: string,
): Promise<{ id: string; name: string; email: string; locale: string } | undefined> {
  return db
    .selectFrom("users")
    .select(["id", "name", "email", "locale"])
    .where("id", "=", id)
    .where("role", "in", ["staff", "admin"])
    .executeTakeFirst();
}

export function findTicketWithCustomer(
  db: Kysely<Database>,
  id: string,
): Promise<TicketWithCustomerRow | undefined> {
  return ticketsWithCustomer(db).where("tickets.id", "=", id).executeTakeFirst();
}

export async function updateTicketStatus(
  db: Kysely<Database>,
  id: string,
  status: TicketStatus,
  updatedAt: string,
): Promise<void> {
  await db
    .updateTable("tickets")
    .set((eb) => ({
      status,
      updated_at: updatedAt,
      // Since when it waits for the customer: kept while it stays pending.
      pending_since:
        status === "pending" ? eb.fn.coalesce("pending_since", eb.val(updatedAt)) : null,
      // When it was closed: kept while it stays closed, cleared when it opens again.
      closed_at: status === "closed" ? eb.fn.coalesce("closed_at", eb.val(updatedAt)) : null,
    }))
    .where("id", "=", id)
    .execute();
}

/** Keeps when staff first replied to the customer (the overview's first-response time). */
export async function recordFirstResponse(
  db: Kysely<Database>,
  id: string,
  at: string,
): Promise<void> {
  await db
    .updateTable("tickets")
    .set({ first_response_at: at })
    .where("id", "=", id)
    .where("first_response_at", "is", null)
    .execute();
}

/**
 * The ticket's reply token: `candidate` stored if it had none, else the one another request stored
 * first (two mails at once agree on one).
 */
export async function ensureReplyToken(
  db: Kysely<Database>,
  id: string,
  candidate: string,
): Promise<string> {
  await db
    .updateTable("tickets")
    .set({ reply_token: candidate })
    .where("id", "=", id)
    .where("reply_token", "is", null)
    .execute();
  const row = await db
    .selectFrom("tickets")
    .select("reply_token")
    .where("id", "=", id)
    .executeTakeFirst();
  return row?.reply_token ?? candidate;
}

/** The ticket whose reply token this is, with its customer. */
export function findTicketByReplyToken(
  db: Kysely<Database>,
  token: string,
): Promise<TicketWithCustomerRow | undefined> {
  return ticketsWithCustomer(db).where("tickets.reply_token", "=", token).executeTakeFirst();
}
