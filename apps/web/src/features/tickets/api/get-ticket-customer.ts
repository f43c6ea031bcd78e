import { TicketCustomerSchema } from "@app/shared/tickets";
import { useQuery } from "@tanstack/react-query";
import { api, readJson } from "@/lib/api-client";

/** Under the ticket's key: a change to the ticket (live, or a note sent) refreshes it too. */
export const ticketCustomerQueryKey = (ticketId: string) =>
  ["tickets", ticketId, "customer"] as const;

export const getTicketCustomer = (ticketId: string) =>
  readJson(
    api.GET("/api/staff/tickets/{id}/customer", { params: { path: { id: ticketId } } }),
    TicketCustomerSchema,
  );

/** The customer beside a conversation (staff only: nobody else is asked for it). */
export const useTicketCustomer = (ticketId: string, enabled: boolean) =>
  useQuery({
    queryKey: ticketCustomerQueryKey(ticketId),
    queryFn: () => getTicketCustomer(ticketId),
    enabled,
  });
