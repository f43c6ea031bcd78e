import { type RateTicketInput, type TicketDetail, TicketSchema } from "@app/shared/tickets";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, readJson } from "@/lib/api-client";
import { ticketQueryKey } from "./get-ticket";

export const rateTicket = ({ ticketId, input }: { ticketId: string; input: RateTicketInput }) =>
  readJson(
    api.POST("/api/tickets/{id}/rating", { params: { path: { id: ticketId } }, body: input }),
    TicketSchema,
  );

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
