// Support-desk rules for tickets: raising one, the lists, who may change its status, and who may
// assign it to whom.

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
  TicketStatus,
  UpdateTicketInput,
} from "@app/shared/tickets";
import { TRIP_NAMES, type Trip } from "@app/shared/trips";
import { isStaffRole } from "@app/shared/users";
import type { MessageDescriptor } from "@lingui/core";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { ForbiddenError, invalidField } from "../../lib/errors";
import { readerLanguage } from "../../lib/i18n";
import { newId, nowIso } from "../../lib/ids";
import { mapPage, type Paged } from "../../lib/paging";
import type { CurrentUser } from "../../plugins/auth";
import { mailCheckOfTicket } from "../mail-in/mail-in.repository";
import { listTicketAttachments } from "./attachments.repository";
import { claimAll, toAttachment } from "./attachments.service";
import { newReplyToken } from "./reply-address";
import { visibleTicket } from "./ticket-access";
import { notifiesCustomer, type TicketMail } from "./ticket-mail";
import {
  findCustomers,
  findStaffMember,
  insertTicket,
  listStaffMembers,
  listTickets,
  setTicketAssignee,
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
    overdue: row.first_response_at === null && row.status !== "closed" && now > due.getTime(),
    assignee:
      row.assignee_id === null ? null : { _id: row.assignee_id, name: row.assignee_name ?? "" },
  };
}

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
  mail: TicketMail,
  /** Hours within which a ticket should have staff's first reply (FIRST_RESPONSE_HOURS). */
  firstResponseHours = DEFAULT_FIRST_RESPONSE_HOURS,
) {
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
            customer_locale: customer?.locale ?? "",
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
        throw new ForbiddenError(YOU_MAY_ONLY_CLOSE);
      }
      const updatedAt = nowIso();
      await updateTicketStatus(db, id, status, updatedAt);
      if (status !== ticket.status && notifiesCustomer(user, ticket)) {
        const product = TRIP_NAMES[ticket.product];
        const statusName = STATUS_NAMES[status];
        await mail.toCustomer(ticket, { ...STATUS_SUBJECT, values: { status: statusName } }, [
          { ...STATUS_SET, values: { name: user.name, product, status: statusName } },
        ]);
      }
      return toTicket({ ...ticket, status, updated_at: updatedAt });
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
      if (assignee && assignee.id !== user.id && assignee.id !== ticket.assignee_id) {
        const product = TRIP_NAMES[ticket.product];
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
