// Support-desk rules: who sees which ticket, who may change its status, and what a note does.

import { DEFAULT_FIRST_RESPONSE_HOURS } from "@app/shared/overview";
import type { PageQuery } from "@app/shared/paging";
import {
  type AssignTicketInput,
  type CreateNoteInput,
  type CreateTicketInput,
  FORMER_STAFF_NAME,
  type MailCheck,
  type MyTicketQuery,
  type Note,
  type StaffMember,
  type StaffMemberQuery,
  type StaffTicket,
  type StaffTicketQuery,
  type Ticket,
  type TicketDetail,
  type UpdateTicketInput,
} from "@app/shared/tickets";
import { TRIP_NAMES, type Trip } from "@app/shared/trips";
import { isStaffRole } from "@app/shared/users";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { ConflictError, ForbiddenError, invalidField } from "../../lib/errors";
import { newId, nowIso } from "../../lib/ids";
import { mapPage, type Paged } from "../../lib/paging";
import type { CurrentUser } from "../../plugins/auth";
import type { Mailer } from "../mail/mail.service";
import { mailCheckOfTicket, mailChecksOfNotes } from "../mail-in/mail-in.repository";
import {
  type AttachmentRow,
  listAttachmentsOfNotes,
  listTicketAttachments,
} from "./attachments.repository";
import { claimAll, toAttachment } from "./attachments.service";
import { newReplyToken, replyAddress } from "./reply-address";
import { visibleTicket } from "./ticket-access";
import {
  ensureReplyToken,
  findCustomers,
  findStaffMember,
  insertNote,
  insertTicket,
  listNotesOfTicket,
  listStaffMembers,
  listTickets,
  type NoteRow,
  recordFirstResponse,
  setTicketAssignee,
  type TicketRow,
  type TicketWithCustomerRow,
  updateTicketStatus,
} from "./tickets.repository";

export const toTicket = (row: TicketRow): Ticket => ({
  _id: row.id,
  user: row.user_id,
  product: row.product,
  description: row.description,
  status: row.status,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  rating:
    row.rating === null || row.rated_at === null
      ? null
      : { score: row.rating, comment: row.rating_comment ?? "", ratedAt: row.rated_at },
});

const HOUR_MS = 3_600_000;

/** The ticket as staff see it: its customer, and when its first reply is (or was) due. */
function toStaffTicket(
  row: TicketWithCustomerRow,
  firstResponseHours: number,
  now = Date.now(),
): StaffTicket {
  const due = new Date(Date.parse(row.created_at) + firstResponseHours * HOUR_MS);
  return {
    ...toTicket(row),
    customer: { _id: row.user_id, name: row.customer_name, email: row.customer_email },
    firstResponseAt: row.first_response_at,
    firstResponseDue: due.toISOString(),
    overdue: row.first_response_at === null && row.status !== "closed" && now > due.getTime(),
    assignee:
      row.assignee_id === null ? null : { _id: row.assignee_id, name: row.assignee_name ?? "" },
  };
}

const toNote = (
  row: NoteRow,
  authorName: string,
  attachments: AttachmentRow[],
  mailCheck: MailCheck | null = null,
): Note => ({
  _id: row.id,
  ticket: row.ticket_id,
  user: row.user_id,
  authorName,
  text: row.text,
  isStaff: row.is_staff === 1,
  internal: row.internal === 1,
  createdAt: row.created_at,
  attachments: attachments.map(toAttachment),
  mailCheck,
});

/** The names of a note's files, for the mail that tells the customer of it. */
const attachedLine = (files: readonly AttachmentRow[]): string[] =>
  files.length === 0
    ? []
    : ["", `Attached (see the ticket): ${files.map((file) => file.name).join(", ")}`];

/** A new ticket as the web form or a mail raises it: new, unanswered, unassigned, unrated. */
export function newTicketRow(fields: {
  userId: string;
  product: Trip;
  description: string;
  now: string;
}): TicketRow {
  return {
    id: newId(),
    user_id: fields.userId,
    product: fields.product,
    description: fields.description,
    status: "new",
    created_at: fields.now,
    updated_at: fields.now,
    first_response_at: null,
    closed_at: null,
    rating: null,
    rating_comment: null,
    rated_at: null,
    assignee_id: null,
    reply_token: newReplyToken(),
  };
}

export function createTicketsService(
  db: Kysely<Database>,
  mailer: Mailer,
  publicUrl: string,
  /** Hours within which a ticket should have staff's first reply (FIRST_RESPONSE_HOURS). */
  firstResponseHours = DEFAULT_FIRST_RESPONSE_HOURS,
  /** The support mailbox read for replies (SUPPORT_ADDRESS with IMAP_URL); unset: none. */
  supportAddress?: string,
) {
  /**
   * Where the customer's answer to a mail about the ticket goes, and the line that says so; none
   * while the support mailbox is not read. A ticket older than replies by email gets its token
   * with its first such mail.
   */
  async function replyOf(ticket: TicketWithCustomerRow): Promise<{
    replyTo?: string;
    lines: string[];
  }> {
    if (!supportAddress) return { lines: [] };
    const token = ticket.reply_token ?? (await ensureReplyToken(db, ticket.id, newReplyToken()));
    return {
      replyTo: replyAddress(supportAddress, token),
      lines: ["", "Reply to this email to add to your ticket."],
    };
  }

  /** Where the customer reads the ticket in the web app. */
  const ticketLink = (id: string): string => `${publicUrl}/ticket/${id}`;

  /** Staff acting on someone else's ticket tell the customer; acting on your own tells no one. */
  const notifiesCustomer = (user: CurrentUser, ticket: TicketWithCustomerRow): boolean =>
    isStaffRole(user.role) && ticket.user_id !== user.id;

  return {
    async create(user: CurrentUser, input: CreateTicketInput): Promise<Ticket> {
      const now = nowIso();
      return db.transaction().execute(async (trx) => {
        const row = await insertTicket(
          trx,
          newTicketRow({
            userId: user.id,
            product: input.product,
            description: input.description,
            now,
          }),
        );
        await claimAll(trx, user, input.attachments, { ticketId: row.id, noteId: null });
        return toTicket(row);
      });
    },

    async listMine(user: CurrentUser, query: MyTicketQuery): Promise<Paged<Ticket>> {
      const { page, limit, ...filters } = query;
      return mapPage(
        await listTickets(
          db,
          { ...filters, userId: user.id, internalNotes: isStaffRole(user.role) },
          { page, limit },
        ),
        toTicket,
      );
    },

    /** One page of every customer's tickets, each with its customer's name and email. */
    async listAll(user: CurrentUser, query: StaffTicketQuery): Promise<Paged<StaffTicket>> {
      const { page, limit, reply, assigned, ...filters } = query;
      const assigneeId = assigned === undefined ? undefined : assigned === "mine" ? user.id : null;
      const now = Date.now();
      const awaitingReply =
        reply === undefined
          ? undefined
          : reply === "overdue"
            ? { openedBefore: new Date(now - firstResponseHours * HOUR_MS).toISOString() }
            : {};
      const tickets = await listTickets(
        db,
        { ...filters, awaitingReply, assigneeId, internalNotes: true },
        { page, limit },
      );
      // The customers and assignees of the page, in one query.
      const people = new Map(
        (
          await findCustomers(
            db,
            tickets.rows.flatMap((row) =>
              row.assignee_id ? [row.user_id, row.assignee_id] : [row.user_id],
            ),
          )
        ).map((c) => [c.id, c]),
      );
      return mapPage(tickets, (row) => {
        const customer = people.get(row.user_id);
        return toStaffTicket(
          {
            ...row,
            customer_name: customer?.name ?? "",
            customer_email: customer?.email ?? "",
            assignee_name: row.assignee_id ? (people.get(row.assignee_id)?.name ?? null) : null,
          },
          firstResponseHours,
          now,
        );
      });
    },

    async get(user: CurrentUser, id: string): Promise<TicketDetail> {
      const ticket = toStaffTicket(await visibleTicket(db, user, id), firstResponseHours);
      return {
        ...ticket,
        attachments: (await listTicketAttachments(db, id)).map(toAttachment),
        // Whether a mail's sender was authenticated is for staff to weigh (decision 029).
        mailCheck: isStaffRole(user.role) ? await mailCheckOfTicket(db, id) : null,
      };
    },

    async update(user: CurrentUser, id: string, { status }: UpdateTicketInput): Promise<Ticket> {
      const ticket = await visibleTicket(db, user, id);
      if (!isStaffRole(user.role) && status !== "closed") {
        throw new ForbiddenError("You may only close your ticket");
      }
      const updatedAt = nowIso();
      await updateTicketStatus(db, id, status, updatedAt);
      if (status !== ticket.status && notifiesCustomer(user, ticket)) {
        const product = TRIP_NAMES[ticket.product];
        const reply = await replyOf(ticket);
        mailer.enqueue({
          to: ticket.customer_email,
          subject: `Your ticket is now ${status}`,
          replyTo: reply.replyTo,
          text: [
            `Hello ${ticket.customer_name},`,
            "",
            `${user.name} set your ticket about ${product} to ${status}.`,
            "",
            `See the ticket: ${ticketLink(ticket.id)}`,
            ...reply.lines,
          ].join("\n"),
        });
      }
      return toTicket({ ...ticket, status, updated_at: updatedAt });
    },

    /**
     * Assigns the ticket to a member of staff or an admin (null: unassigns), staff only. The
     * assignee is mailed, unless they assigned it to themselves.
     */
    async assign(user: CurrentUser, id: string, input: AssignTicketInput): Promise<StaffTicket> {
      if (!isStaffRole(user.role)) throw new ForbiddenError("Only staff assign tickets");
      const ticket = await visibleTicket(db, user, id);
      const assignee = input.assignee === null ? null : await findStaffMember(db, input.assignee);
      if (assignee === undefined) {
        throw invalidField("assignee", "Choose a member of staff or an admin");
      }
      const updatedAt = nowIso();
      await setTicketAssignee(db, id, assignee?.id ?? null, updatedAt);
      if (assignee && assignee.id !== user.id && assignee.id !== ticket.assignee_id) {
        mailer.enqueue({
          to: assignee.email,
          subject: `Ticket assigned to you: ${TRIP_NAMES[ticket.product]}`,
          text: [
            `Hello ${assignee.name},`,
            "",
            `${user.name} assigned you the ticket of ${ticket.customer_name} about ${TRIP_NAMES[ticket.product]}.`,
            "",
            `See the ticket: ${ticketLink(ticket.id)}`,
          ].join("\n"),
        });
      }
      return toStaffTicket(
        {
          ...ticket,
          assignee_id: assignee?.id ?? null,
          assignee_name: assignee?.name ?? null,
          updated_at: updatedAt,
        },
        firstResponseHours,
      );
    },

    /** Staff and admins, by name, a page at a time. */
    async members(query: StaffMemberQuery): Promise<Paged<StaffMember>> {
      const { page, limit, q, sort } = query;
      return mapPage(await listStaffMembers(db, q, sort, { page, limit }), (row) => ({
        _id: row.id,
        name: row.name,
        // The query keeps staff and admins only.
        role: row.role === "admin" ? "admin" : "staff",
      }));
    },

    async listNotes(user: CurrentUser, ticketId: string, page: PageQuery): Promise<Paged<Note>> {
      await visibleTicket(db, user, ticketId);
      const internal = isStaffRole(user.role);
      const notes = await listNotesOfTicket(db, ticketId, page, { internal });
      const ids = notes.rows.map((row) => row.id);
      // The page's attachments in one query.
      const files = new Map<string | null, AttachmentRow[]>();
      for (const file of await listAttachmentsOfNotes(db, ids)) {
        files.set(file.note_id, [...(files.get(file.note_id) ?? []), file]);
      }
      // Whether a mail's sender was authenticated is for staff to weigh (decision 029).
      const checks = internal ? await mailChecksOfNotes(db, ids) : new Map<string, MailCheck>();
      return mapPage(notes, (row) =>
        toNote(
          row,
          row.author_name ?? FORMER_STAFF_NAME,
          files.get(row.id) ?? [],
          checks.get(row.id) ?? null,
        ),
      );
    },

    async addNote(user: CurrentUser, ticketId: string, input: CreateNoteInput): Promise<Note> {
      const staff = isStaffRole(user.role);
      const internal = input.internal === true;
      if (internal && !staff) throw new ForbiddenError("Only staff write internal notes");
      const { note, ticket, files } = await db.transaction().execute(async (trx) => {
        const ticket = await visibleTicket(trx, user, ticketId);
        if (ticket.status === "closed") throw new ConflictError("Ticket is closed");
        const now = nowIso();
        const row = await insertNote(trx, {
          id: newId(),
          ticket_id: ticketId,
          user_id: user.id,
          text: input.text,
          is_staff: staff ? 1 : 0,
          internal: internal ? 1 : 0,
          created_at: now,
        });
        const files = await claimAll(trx, user, input.attachments, {
          ticketId,
          noteId: row.id,
        });
        // The first staff reply opens a new ticket (an internal note is no reply).
        if (staff && !internal) {
          await recordFirstResponse(trx, ticketId, now);
          if (ticket.status === "new") await updateTicketStatus(trx, ticketId, "open", now);
        }
        return { note: toNote(row, user.name, files), ticket, files };
      });
      // After the commit, so the customer is never told of a note that was rolled back.
      if (!internal && notifiesCustomer(user, ticket)) {
        const product = TRIP_NAMES[ticket.product];
        const reply = await replyOf(ticket);
        mailer.enqueue({
          to: ticket.customer_email,
          subject: `Reply to your ticket about ${product}`,
          replyTo: reply.replyTo,
          text: [
            `Hello ${ticket.customer_name},`,
            "",
            `${user.name} replied to your ticket about ${product}:`,
            "",
            input.text,
            ...attachedLine(files),
            "",
            `See the ticket: ${ticketLink(ticket.id)}`,
            ...reply.lines,
          ].join("\n"),
        });
      }
      return note;
    },
  };
}
export type TicketsService = ReturnType<typeof createTicketsService>;
