import { TicketDetailSchema } from "@app/shared/tickets";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, readJson } from "@/lib/api-client";

export const ticketQueryKey = (ticketId: string) => ["tickets", ticketId] as const;

export const getTicket = (ticketId: string) =>
  readJson(
    api.GET("/api/tickets/{id}", { params: { path: { id: ticketId } } }),
    TicketDetailSchema,
  );

export const getTicketQueryOptions = (ticketId: string) =>
  queryOptions({ queryKey: ticketQueryKey(ticketId), queryFn: () => getTicket(ticketId) });

export const useTicket = (ticketId: string) =>
  useQuery({ ...getTicketQueryOptions(ticketId), refetchOnMount: "always" });
