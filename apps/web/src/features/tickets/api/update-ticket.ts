import {
  type Ticket,
  type TicketDetail,
  TicketSchema,
  type UpdateTicketInput,
} from "@app/shared/tickets";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, readJson } from "@/lib/api-client";
import { staffTicketsQueryKey } from "./get-staff-tickets";
import { ticketQueryKey } from "./get-ticket";
import { myTicketListsQueryKey } from "./get-tickets";

export const updateTicket = ({ ticketId, input }: { ticketId: string; input: UpdateTicketInput }) =>
  readJson(
    api.PUT("/api/tickets/{id}", { params: { path: { id: ticketId } }, body: input }),
    TicketSchema,
  );

/**
 * Changes the status; the ticket shows it at once and every list page reloads (the change may
 * move the ticket to another page of a filtered or sorted list).
 */
export const useUpdateTicket = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTicket,
    onSuccess: async (ticket: Ticket) => {
      queryClient.setQueryData<TicketDetail>(ticketQueryKey(ticket._id), (detail) =>
        detail ? { ...detail, ...ticket } : detail,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: myTicketListsQueryKey }),
        queryClient.invalidateQueries({ queryKey: staffTicketsQueryKey }),
      ]);
    },
  });
};
