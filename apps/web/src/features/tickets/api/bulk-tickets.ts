import {
  type BulkTicketActionInput,
  type BulkTicketResult,
  BulkTicketResultSchema,
} from "@app/shared/tickets";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, readJson } from "@/lib/api-client";
import { staffTicketsQueryKey } from "./get-staff-tickets";
import { viewCountsQueryKey } from "./view-counts";

export const bulkTickets = (input: BulkTicketActionInput) =>
  readJson(api.POST("/api/staff/tickets/bulk", { body: input }), BulkTicketResultSchema);

/**
 * One action on each chosen ticket (the server checks each as if alone and answers which were
 * done); the queue and the views' counts reload, whatever was refused.
 */
export const useBulkTickets = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkTickets,
    onSettled: async (_result?: BulkTicketResult) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: staffTicketsQueryKey }),
        queryClient.invalidateQueries({ queryKey: viewCountsQueryKey }),
      ]);
    },
  });
};
