import { TicketSchema } from "@app/shared/tickets";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { request } from "@/lib/api-client";
import { TICKETS_PATH } from "./start-tickets";

export const ticketsQueryKey = ["tickets"] as const;

export const getTickets = () => request(TICKETS_PATH, TicketSchema.array());

export const getTicketsQueryOptions = () =>
  queryOptions({ queryKey: ticketsQueryKey, queryFn: getTickets });

/** The caller's own tickets, newest first; refetched on every visit of the list. */
export const useTickets = () => useQuery({ ...getTicketsQueryOptions(), refetchOnMount: "always" });
