// The ticket list's data when /tickets is the page the browser opened (router.tsx's prefetch),
// sent for before the page's code has arrived; the list's own fetch on mount takes the answer, so
// it is still this visit's list and still fetched once. The page and order come from the address
// as the list reads them (use-list-params), so both ask for the same URL.
import { startEarly } from "@/lib/api-client";
import { listQueryFromAddress } from "@/lib/use-list-params";

export const TICKETS_PATH = "/api/tickets/";

/** The parameters of the customer's list (MyTicketQuerySchema) that the page sets. */
export const MY_TICKET_PARAMS = ["page", "sort", "q", "status"] as const;

export const startTickets = () =>
  startEarly(TICKETS_PATH, {
    query: listQueryFromAddress(window.location.search, MY_TICKET_PARAMS),
    signedIn: true,
  });
