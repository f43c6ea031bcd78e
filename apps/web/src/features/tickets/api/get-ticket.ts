import { TicketDetailSchema } from "@app/shared/tickets";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { request } from "@/lib/api-client";

export const ticketQueryKey = (ticketId: string) => ["tickets", ticketId] as const;

export const getTicket = (ticketId: string) =>
  request(`/api/tickets/${encodeURIComponent(ticketId)}`, TicketDetailSchema);

export const getTicketQueryOptions = (ticketId: string) =>
  queryOptions({ queryKey: ticketQueryKey(ticketId), queryFn: () => getTicket(ticketId) });

export const useTicket = (ticketId: string) =>
  useQuery({ ...getTicketQueryOptions(ticketId), refetchOnMount: "always" });
