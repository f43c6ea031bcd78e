// The customer's rating of the help on their closed ticket: once, and only theirs.
import type { RateTicketInput, Ticket } from "@app/shared/tickets";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { ConflictError, ForbiddenError } from "../../lib/errors";
import { nowIso } from "../../lib/ids";
import type { CurrentUser } from "../../plugins/auth";
import { rateTicket } from "./ratings.repository";
import { visibleTicket } from "./ticket-access";
import { toTicket } from "./tickets.service";

const ONLY_THE_TICKET_S = /*i18n*/ {
  id: "tickets.onlyTheTicketS",
  message: "Only the ticket's customer may rate it",
};
const YOU_HAVE_ALREADY_RATED = /*i18n*/ {
  id: "tickets.youHaveAlreadyRated",
  message: "You have already rated this ticket",
};
const A_TICKET_CAN_BE = /*i18n*/ {
  id: "tickets.aTicketCanBe",
  message: "A ticket can be rated once it is closed",
};

export function createRatingsService(db: Kysely<Database>) {
  return {
    /** The customer rates the help on their closed ticket, once. */
    async rate(user: CurrentUser, id: string, input: RateTicketInput): Promise<Ticket> {
      const ticket = await visibleTicket(db, user, id);
      if (ticket.user_id !== user.id) {
        throw new ForbiddenError(ONLY_THE_TICKET_S);
      }
      if (ticket.rating !== null) throw new ConflictError(YOU_HAVE_ALREADY_RATED);
      if (ticket.status !== "closed") {
        throw new ConflictError(A_TICKET_CAN_BE);
      }
      const rating = { score: input.score, comment: input.comment ?? "", ratedAt: nowIso() };
      // Only while it is still closed and unrated: two answers at once give one rating.
      if (!(await rateTicket(db, id, rating))) {
        throw new ConflictError(YOU_HAVE_ALREADY_RATED);
      }
      return {
        ...toTicket(ticket),
        rating,
      };
    },
  };
}
export type RatingsService = ReturnType<typeof createRatingsService>;
