import { TicketSchema } from "@app/shared/tickets";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api, readPage } from "@/lib/api-client";
import type { ListQuery } from "@/lib/use-list-params";

export const ticketsQueryKey = ["tickets"] as const;
/** Every page of the caller's list, whatever its order and filters. */
export const myTicketListsQueryKey = [...ticketsQueryKey, "list"] as const;

export const getTickets = (query: ListQuery) =>
  readPage(api.GET("/api/tickets", { params: { query } }), TicketSchema);

export const getTicketsQueryOptions = (query: ListQuery) =>
  queryOptions({ queryKey: [...myTicketListsQueryKey, query], queryFn: () => getTickets(query) });

/** A page of the caller's own tickets, newest first; refetched on every visit of the list. */
export const useTickets = (query: ListQuery) =>
  useQuery({
    ...getTicketsQueryOptions(query),
    refetchOnMount: "always",
    placeholderData: keepPreviousData,
  });
