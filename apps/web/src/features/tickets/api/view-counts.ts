import { TicketViewCountsSchema } from "@app/shared/tickets";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, readJson } from "@/lib/api-client";

export const viewCountsQueryKey = ["ticket-view-counts"] as const;

/** How many tickets each shared view holds for the signed-in agent. */
export const useViewCounts = () =>
  useQuery(
    queryOptions({
      queryKey: viewCountsQueryKey,
      queryFn: () => readJson(api.GET("/api/staff/ticket-views/counts"), TicketViewCountsSchema),
    }),
  );
