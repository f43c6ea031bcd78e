// The ticket list's data when /tickets is the page the browser opened (router.tsx's prefetch),
// sent for before the page's code has arrived; the list's own fetch on mount takes the answer, so
// it is still this visit's list and still fetched once.
import { startEarly } from "@/lib/api-client";

export const TICKETS_PATH = "/api/tickets/";

export const startTickets = () => startEarly(TICKETS_PATH, { signedIn: true });
