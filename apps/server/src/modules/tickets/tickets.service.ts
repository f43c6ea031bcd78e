// Support-desk rules for tickets: raising one, the lists, who may change its status, and who may
// assign it to whom.

import { referenceOf } from "@app/shared/common";
import { DEFAULT_FIRST_RESPONSE_HOURS } from "@app/shared/overview";
import type {
  AssignTicketInput,
  CreateTicketInput,
  MyTicketQuery,
  StaffMember,
  StaffMemberQuery,
  StaffTicket,
  StaffTicketQuery,
  Ticket,
  TicketDetail,
  TicketLink,
  TicketStatus,
  TicketView,
  TicketViewCounts,
  UpdateTicketInput,
} from "@app/shared/tickets";
import { ACTIVITY_ORDERED_VIEWS, SUBJECT_MAX } from "@app/shared/tickets";
import { TRIP_MISSING } from "@app/shared/trips";
import { isStaffRole } from "@app/shared/users";
import type { MessageDescriptor } from "@lingui/core";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { dayStartUtc } from "../../lib/days";
import { ForbiddenError, invalidField, NotFoundError } from "../../lib/errors";
import { readerLanguage, translate } from "../../lib/i18n";
import { newId, nowIso } from "../../lib/ids";
import { mapPage, type Paged } from "../../lib/paging";
import type { CurrentUser } from "../../plugins/auth";
import { mailCheckOfTicket } from "../mail-in/mail-in.repository";
import { ticketTripName, tripExists } from "../trips/trips.repository";
import { listTicketAttachments } from "./attachments.repository";
import { claimAll, toAttachment } from "./attachments.service";
import { insertNote } from "./notes.repository";
import { newReplyToken } from "./reply-address";
import { TICKET_NOT_FOUND, visibleTicket } from "./ticket-access";
import { noLive, type TicketLive } from "./ticket-live";
import { notifiesCustomer, type TicketMail } from "./ticket-mail";
import {
  closeIfStillPending,
  countViews,
  findCustomers,
  findFollowUp,
  findStaffMember,
  findTicketNumber,
  insertTicket,
  listStaffMembers,
  listTickets,
  previewOf,
  setTicketAssignee,
  stalePending,
  type TicketRow,
  type TicketWithCustomerRow,
  updateTicketStatus,
} from "./tickets.repository";

const YOU_MAY_ONLY_CLOSE = /*i18n*/ {
  id: "tickets.youMayOnlyClose",
  message: "You may only close your ticket",
};
const ONLY_STAFF_ASSIGN_TICKETS = /*i18n*/ {
  id: "tickets.onlyStaffAssignTickets",
  message: "Only staff assign tickets",
};
const CHOOSE_A_MEMBER_OF = /*i18n*/ {
  id: "tickets.chooseAMemberOf",
  message: "Choose a member of staff or an admin",
};

export const toTicket = (row: TicketRow): Ticket => ({
  _id: row.id,
  number: row.number,
  reference: referenceOf("ticket", row.number),
  user: row.user_id,
  product: row.product,
  description: row.description,
  subject: row.subject,
  follows: row.follows_id,
  status: row.status,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  rating:
    row.rating === null || row.rated_at === null
      ? null
      : { score: row.rating, comment: row.rating_comment ?? "", ratedAt: row.rated_at },
});

const STATUS_SUBJECT = /*i18n*/ {
  id: "tickets.mail.statusSubject",
  message: "Your ticket is now {status}",
};
const STATUS_SET = /*i18n*/ {
  id: "tickets.mail.statusSet",
  message: "{name} set your ticket about {product} to {status}.",
};
const ASSIGNED_SUBJECT = /*i18n*/ {
  id: "tickets.mail.assignedSubject",
  message: "Ticket assigned to you: {product}",
};
const ASSIGNED = /*i18n*/ {
  id: "tickets.mail.assigned",
  message: "{name} assigned you the ticket of {customer} about {product}.",
};
/** A status as a mail names it. */
const STATUS_NAMES: Record<TicketStatus, MessageDescriptor> = {
  new: /*i18n*/ { id: "tickets.status.new", message: "new" },
  open: /*i18n*/ { id: "tickets.status.open", message: "open" },
  pending: /*i18n*/ { id: "tickets.status.pending", message: "waiting for your reply" },
  closed: /*i18n*/ { id: "tickets.status.closed", message: "closed" },
};

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
    customer: {
      _id: row.user_id,
      name: row.customer_name,
      email: row.customer_email,
      language: readerLanguage({ locale: row.customer_locale }),
    },
    firstResponseAt: row.first_response_at,
    firstResponseDue: due.toISOString(),
    // Pending is off the clock (decision 046).
    overdue:
      row.first_response_at === null &&
      (row.status === "new" || row.status === "open") &&
      now > due.getTime(),
    assignee:
      row.assignee_id === null ? null : { _id: row.assignee_id, name: row.assignee_name ?? "" },
    lastMessage: {
      preview: row.last_message_preview,
      at: row.last_message_at ?? row.created_at,
      byStaff: row.last_message_by_staff === 1,
    },
    waitingSince:
      (row.status === "new" || row.status === "open") && row.last_message_by_staff === 0
        ? (row.last_message_at ?? row.created_at)
        : null,
    pendingSince: row.status === "pending" ? row.pending_since : null,
  };
}

/** The first non-empty line of a text, as a subject. */
export const subjectFrom = (text: string): string =>
  [...(text.split(/\r?\n/).find((line) => line.trim() !== "") ?? "").trim()]
    .slice(0, SUBJECT_MAX)
    .join("");

/** The help desk's clocks (decision 046). */
export type DeskSettings = {
  /** Hours within which a ticket should have staff's first reply (FIRST_RESPONSE_HOURS). */
  firstResponseHours: number;
  /** Days a pending ticket waits for the customer before it closes by itself. */
  pendingCloseDays: number;
  /** Days after closing within which a customer's reply reopens a ticket. */
  reopenDays: number;
};

export const DEFAULT_DESK: DeskSettings = {
  firstResponseHours: DEFAULT_FIRST_RESPONSE_HOURS,
  pendingCloseDays: 7,
  reopenDays: 14,
};

const DAY_MS = 86_400_000;

/**
 * What a customer's new message does to their ticket (decision 046): a pending ticket opens again,
 * a closed one reopens within `reopenDays` of its closing, after that the message starts a new
 * ticket that follows it (`follow`). Otherwise its status stays.
 */
export function customerWrites(
  ticket: Pick<TicketRow, "status" | "closed_at">,
  reopenDays: number,
  now: number,
): "stay" | "open" | "follow" {
  if (ticket.status === "pending") return "open";
  if (ticket.status !== "closed") return "stay";
  const closedAt = ticket.closed_at === null ? now : Date.parse(ticket.closed_at);
  return now - closedAt <= reopenDays * DAY_MS ? "open" : "follow";
}

/**
 * Until when the customer's message reopens a closed ticket (its closing plus `reopenDays`);
 * null while it is not closed (decision 046, the page's composer: decision 056).
 */
export function reopenUntil(
  ticket: Pick<TicketRow, "status" | "closed_at">,
  reopenDays: number,
): string | null {
  if (ticket.status !== "closed" || ticket.closed_at === null) return null;
  return new Date(Date.parse(ticket.closed_at) + reopenDays * DAY_MS).toISOString();
}

const ticketLink = (row: { id: string; number: number }): TicketLink => ({
  _id: row.id,
  reference: referenceOf("ticket", row.number),
});

/** The queue's order when none is asked: the shared views by activity (decision 056). */
const defaultSortOf = (view: TicketView | undefined): StaffTicketQuery["sort"] =>
  view !== undefined && (ACTIVITY_ORDERED_VIEWS as readonly TicketView[]).includes(view)
    ? "-activity"
    : undefined;

const CLOSED_BY_ITSELF = /*i18n*/ {
  id: "tickets.closedByItself",
  message: "Closed by itself: no reply from the customer in {days, number} days.",
};

/** A new ticket as the web form or a mail raises it: new, unanswered, unassigned, unrated. */
export function newTicketRow(fields: {
  userId: string;
  product: string;
  /** Left out or blank: the description's first line. */
  subject?: string;
  description: string;
  now: string;
  /** The closed ticket it follows. */
  follows?: string | null;
}): Omit<TicketRow, "number"> {
  return {
    id: newId(),
    user_id: fields.userId,
    product: fields.product,
    subject: fields.subject?.trim() ? subjectFrom(fields.subject) : subjectFrom(fields.description),
    description: fields.description,
    last_message_at: fields.now,
    last_message_preview: previewOf(fields.description),
    last_message_by_staff: 0,
    pending_since: null,
    follows_id: fields.follows ?? null,
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
  mail: TicketMail,
  desk: DeskSettings = DEFAULT_DESK,
  live: TicketLive = noLive,
) {
  const { firstResponseHours } = desk;
  return {
    async create(user: CurrentUser, input: CreateTicketInput): Promise<Ticket> {
      const now = nowIso();
      // Any trip staff keep, not only the three first ones (docs/product.md: support desk).
      if (!(await tripExists(db, input.product))) throw invalidField("product", TRIP_MISSING);
      const ticket = await db.transaction().execute(async (trx) => {
        // Only the caller's own ticket can be followed; another's is "not found".
        if (input.follows !== undefined) {
          const followed = await visibleTicket(trx, user, input.follows);
          if (followed.user_id !== user.id) throw new NotFoundError(TICKET_NOT_FOUND);
        }
        const row = await insertTicket(
          trx,
          newTicketRow({
            userId: user.id,
            product: input.product,
            subject: input.subject,
            description: input.description,
            now,
            follows: input.follows,
          }),
        );
        await claimAll(trx, user, input.attachments, { ticketId: row.id, noteId: null });
        return row;
      });
      live.changed(ticket, "created", user.id, true);
      return toTicket(ticket);
    },

    /** How many tickets each shared view holds for the caller. */
    async counts(user: CurrentUser): Promise<TicketViewCounts> {
      const overdueBefore = new Date(Date.now() - firstResponseHours * HOUR_MS).toISOString();
      return countViews(db, user.id, overdueBefore);
    },

    /**
     * Closes the pending tickets whose customer has not answered in PENDING_CLOSE_DAYS, each with
     * an internal note saying so; answers how many this call closed.
     */
    async closeStalePending(nowMs = Date.now()): Promise<number> {
      const before = new Date(nowMs - desk.pendingCloseDays * DAY_MS).toISOString();
      const text = translate("en", {
        ...CLOSED_BY_ITSELF,
        values: { days: desk.pendingCloseDays },
      });
      let closed = 0;
      for (const { id } of await stalePending(db, before, 500)) {
        const at = new Date(nowMs).toISOString();
        const done = await db.transaction().execute(async (trx) => {
          if (!(await closeIfStillPending(trx, id, before, at))) return false;
          await insertNote(trx, {
            id: newId(),
            ticket_id: id,
            user_id: null,
            text,
            is_staff: 1,
            internal: 1,
            created_at: at,
          });
          return true;
        });
        if (!done) continue;
        closed += 1;
        const row = await db
          .selectFrom("tickets")
          .select(["id", "user_id"])
          .where("id", "=", id)
          .executeTakeFirst();
        if (row) live.changed(row, "status", null, true);
      }
      return closed;
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
      const { page, limit, reply, assigned, assignee, from, to, view, sort, ...filters } = query;
      const assigneeId = assigned === undefined ? assignee : assigned === "mine" ? user.id : null;
      const now = Date.now();
      const overdueBefore = new Date(now - firstResponseHours * HOUR_MS).toISOString();
      const awaitingReply =
        reply === undefined
          ? undefined
          : reply === "overdue"
            ? { openedBefore: new Date(now - firstResponseHours * HOUR_MS).toISOString() }
            : {};
      const tickets = await listTickets(
        db,
        {
          ...filters,
          sort: sort ?? defaultSortOf(view),
          awaitingReply,
          assigneeId,
          // India days (docs/product.md: support desk), as the desk's reports count them.
          openedFrom: from === undefined ? undefined : dayStartUtc(from),
          openedBefore: to === undefined ? undefined : dayStartUtc(to, 1),
          view: view === undefined ? undefined : { name: view, viewerId: user.id, overdueBefore },
          internalNotes: true,
        },
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
            customer_locale: customer?.locale ?? "",
            assignee_name: row.assignee_id ? (people.get(row.assignee_id)?.name ?? null) : null,
          },
          firstResponseHours,
          now,
        );
      });
    },

    async get(user: CurrentUser, id: string): Promise<TicketDetail> {
      const row = await visibleTicket(db, user, id);
      const ticket = toStaffTicket(row, firstResponseHours);
      // A ticket follows only its own customer's (create() checks), so both links are theirs.
      const follows =
        row.follows_id === null ? undefined : await findTicketNumber(db, row.follows_id);
      const followedBy = await findFollowUp(db, id);
      return {
        ...ticket,
        reopenUntil: reopenUntil(row, desk.reopenDays),
        followsTicket: follows ? ticketLink(follows) : null,
        followedBy: followedBy ? ticketLink(followedBy) : null,
        attachments: (await listTicketAttachments(db, id)).map(toAttachment),
        // Whether a mail's sender was authenticated is for staff to weigh (decision 029).
        mailCheck: isStaffRole(user.role) ? await mailCheckOfTicket(db, id) : null,
      };
    },

    async update(user: CurrentUser, id: string, { status }: UpdateTicketInput): Promise<Ticket> {
      const ticket = await visibleTicket(db, user, id);
      if (!isStaffRole(user.role) && status !== "closed") {
        throw new ForbiddenError(YOU_MAY_ONLY_CLOSE);
      }
      const updatedAt = nowIso();
      await updateTicketStatus(db, id, status, updatedAt);
      if (status !== ticket.status) live.changed(ticket, "status", user.id, true);
      if (status !== ticket.status && notifiesCustomer(user, ticket)) {
        const product = await ticketTripName(db, ticket.product);
        const statusName = STATUS_NAMES[status];
        await mail.toCustomer(ticket, { ...STATUS_SUBJECT, values: { status: statusName } }, [
          { ...STATUS_SET, values: { name: user.name, product, status: statusName } },
        ]);
      }
      return toTicket({
        ...ticket,
        status,
        updated_at: updatedAt,
        closed_at: status === "closed" ? (ticket.closed_at ?? updatedAt) : null,
        pending_since: status === "pending" ? (ticket.pending_since ?? updatedAt) : null,
      });
    },

    /**
     * Assigns the ticket to a member of staff or an admin (null: unassigns), staff only. The
     * assignee is mailed, unless they assigned it to themselves.
     */
    async assign(user: CurrentUser, id: string, input: AssignTicketInput): Promise<StaffTicket> {
      if (!isStaffRole(user.role)) throw new ForbiddenError(ONLY_STAFF_ASSIGN_TICKETS);
      const ticket = await visibleTicket(db, user, id);
      const assignee = input.assignee === null ? null : await findStaffMember(db, input.assignee);
      if (assignee === undefined) {
        throw invalidField("assignee", CHOOSE_A_MEMBER_OF);
      }
      const updatedAt = nowIso();
      await setTicketAssignee(db, id, assignee?.id ?? null, updatedAt);
      live.changed(ticket, "assignee", user.id, false);
      if (assignee && assignee.id !== user.id && assignee.id !== ticket.assignee_id) {
        const product = await ticketTripName(db, ticket.product);
        mail.toStaff(assignee, ticket.id, { ...ASSIGNED_SUBJECT, values: { product } }, [
          {
            ...ASSIGNED,
            values: { name: user.name, customer: ticket.customer_name, product },
          },
        ]);
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
  };
}
export type TicketsService = ReturnType<typeof createTicketsService>;
