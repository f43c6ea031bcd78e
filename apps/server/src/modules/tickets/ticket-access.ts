// Who may see a ticket: its customer, staff and admins. Anyone else is told it does not exist.
import { isStaffRole } from "@app/shared/users";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { NotFoundError } from "../../lib/errors";
import type { CurrentUser } from "../../plugins/auth";
import { findTicketWithCustomer, type TicketWithCustomerRow } from "./tickets.repository";

export const TICKET_NOT_FOUND = /*i18n*/ {
  id: "tickets.ticketNotFound",
  message: "Ticket not found",
};

/** The ticket if the user may see it. Others' tickets are "not found", never "forbidden". */
export async function visibleTicket(
  conn: Kysely<Database>,
  user: CurrentUser,
  id: string,
): Promise<TicketWithCustomerRow> {
  const ticket = await findTicketWithCustomer(conn, id);
  if (!ticket || (ticket.user_id !== user.id && !isStaffRole(user.role))) {
    throw new NotFoundError(TICKET_NOT_FOUND);
  }
  return ticket;
}
