import {
  type Ticket,
  type TicketDetail,
  TicketSchema,
  type UpdateTicketInput,
} from "@app/shared/tickets";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { request } from "@/lib/api-client";
import { staffTicketsQueryKey } from "./get-staff-tickets";
import { ticketQueryKey } from "./get-ticket";
import { ticketsQueryKey } from "./get-tickets";

export const updateTicket = ({ ticketId, input }: { ticketId: string; input: UpdateTicketInput }) =>
  request(`/api/tickets/${encodeURIComponent(ticketId)}`, TicketSchema, {
    method: "PUT",
    body: input,
  });

/** Changes the status; the lists then show the updated ticket (spec §4). */
export const useUpdateTicket = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTicket,
    onSuccess: async (ticket: Ticket) => {
      queryClient.setQueryData<Ticket[]>(ticketsQueryKey, (list) =>
        list?.map((item) => (item._id === ticket._id ? ticket : item)),
      );
      queryClient.setQueryData<TicketDetail>(ticketQueryKey(ticket._id), (detail) =>
        detail ? { ...detail, ...ticket } : detail,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ticketsQueryKey }),
        queryClient.invalidateQueries({ queryKey: staffTicketsQueryKey }),
      ]);
    },
  });
};
