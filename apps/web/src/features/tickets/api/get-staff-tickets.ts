import { StaffTicketSchema } from "@app/shared/tickets";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api, readPage } from "@/lib/api-client";
import type { ListQuery } from "@/lib/use-list-params";

export const staffTicketsQueryKey = ["staff-tickets"] as const;

export const getStaffTickets = (query: ListQuery) =>
  readPage(api.GET("/api/staff/tickets", { params: { query } }), StaffTicketSchema);

export const getStaffTicketsQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: [...staffTicketsQueryKey, query],
    queryFn: () => getStaffTickets(query),
  });

/** A page of every customer's tickets (staff and admin), searched and filtered by the server. */
export const useStaffTickets = (query: ListQuery) =>
  useQuery({
    ...getStaffTicketsQueryOptions(query),
    refetchOnMount: "always",
    placeholderData: keepPreviousData,
  });
