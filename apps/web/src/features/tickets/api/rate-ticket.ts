import { type RateTicketInput, type TicketDetail, TicketSchema } from "@app/shared/tickets";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { request } from "@/lib/api-client";
import { ticketQueryKey } from "./get-ticket";

export const rateTicket = ({ ticketId, input }: { ticketId: string; input: RateTicketInput }) =>
  request(`/api/tickets/${encodeURIComponent(ticketId)}/rating`, TicketSchema, {
    method: "POST",
    body: input,
  });

/** The ticket shows its rating at once. */
export const useRateTicket = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rateTicket,
    onSuccess: (ticket) =>
      queryClient.setQueryData<TicketDetail>(ticketQueryKey(ticket._id), (detail) =>
        detail ? { ...detail, ...ticket } : detail,
      ),
  });
};
