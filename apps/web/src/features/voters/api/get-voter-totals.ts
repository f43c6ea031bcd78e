import { VoterTotalsSchema } from "@app/shared/voters";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api, readJson } from "@/lib/api-client";
import type { ListQuery } from "@/lib/use-list-params";
import { votersQueryKey } from "./get-voters";

// Under the voters' key: every change to the rows (add, update, delete, import) invalidates
// ["voters"], so the totals are asked for again with the list.
export const voterTotalsQueryKey = [...votersQueryKey, "totals"] as const;

/** GET /api/voters/totals: sums over the rows the list's search and filter find (admin). */
export const getVoterTotals = (filters: ListQuery) =>
  readJson(api.GET("/api/voters/totals", { params: { query: filters } }), VoterTotalsSchema);

export const getVoterTotalsQueryOptions = (filters: ListQuery) =>
  queryOptions({
    queryKey: [...voterTotalsQueryKey, filters],
    queryFn: () => getVoterTotals(filters),
  });

/** The totals, overall and by constituency, for the list's `q` and `assembly_constituency`. */
export const useVoterTotals = (filters: ListQuery) =>
  useQuery({
    ...getVoterTotalsQueryOptions(filters),
    refetchOnMount: "always",
    placeholderData: keepPreviousData,
  });
