import { type CreateTicketInput, TicketSchema } from "@app/shared/tickets";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { request } from "@/lib/api-client";
import { ticketsQueryKey } from "./get-tickets";

export const createTicket = (input: CreateTicketInput) =>
  request("/api/tickets/", TicketSchema, { method: "POST", body: input });

export const useCreateTicket = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTicket,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketsQueryKey }),
  });
};
