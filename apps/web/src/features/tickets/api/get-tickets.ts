import { TicketSchema } from "@app/shared/tickets";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { request } from "@/lib/api-client";

export const ticketsQueryKey = ["tickets"] as const;

export const getTickets = () => request("/api/tickets/", TicketSchema.array());

export const getTicketsQueryOptions = () =>
  queryOptions({ queryKey: ticketsQueryKey, queryFn: getTickets });

/** The caller's own tickets, newest first; refetched on every visit of the list. */
export const useTickets = () => useQuery({ ...getTicketsQueryOptions(), refetchOnMount: "always" });
