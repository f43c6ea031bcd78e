import { type CreateTicketInput, TicketSchema } from "@app/shared/tickets";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, readJson } from "@/lib/api-client";
import { staffTicketsQueryKey } from "./get-staff-tickets";
import { myTicketListsQueryKey } from "./get-tickets";

export const createTicket = (input: CreateTicketInput) =>
  readJson(api.POST("/api/tickets", { body: input }), TicketSchema);

/** Every page of the customer's list and the staff queue reloads with the new ticket. */
export const useCreateTicket = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTicket,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: myTicketListsQueryKey }),
        queryClient.invalidateQueries({ queryKey: staffTicketsQueryKey }),
      ]),
  });
};
