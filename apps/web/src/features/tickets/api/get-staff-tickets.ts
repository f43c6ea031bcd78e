import { StaffTicketSchema, type TicketStatus } from "@app/shared/tickets";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { request } from "@/lib/api-client";

export const staffTicketsQueryKey = ["staff-tickets"] as const;

export const getStaffTickets = (status?: TicketStatus) =>
  request("/api/staff/tickets", StaffTicketSchema.array(), { query: { status } });

export const getStaffTicketsQueryOptions = (status?: TicketStatus) =>
  queryOptions({
    queryKey: [...staffTicketsQueryKey, status ?? "all"],
    queryFn: () => getStaffTickets(status),
  });

/** Every customer's tickets (staff and admin), optionally of one status. */
export const useStaffTickets = (status?: TicketStatus) =>
  useQuery({
    ...getStaffTicketsQueryOptions(status),
    refetchOnMount: "always",
    placeholderData: keepPreviousData,
  });
