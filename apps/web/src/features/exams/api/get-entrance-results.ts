import { EntranceResultSchema } from "@app/shared/exams";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api, readPage } from "@/lib/api-client";
import type { ListQuery } from "@/lib/use-list-params";

export const entranceResultsQueryKey = ["entrance-test-results"] as const;

export const getEntranceResults = (query: ListQuery) =>
  readPage(api.GET("/api/entrance-test/results", { params: { query } }), EntranceResultSchema);

export const getEntranceResultsQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: [...entranceResultsQueryKey, query],
    queryFn: () => getEntranceResults(query),
  });

/** A page of the candidates' attempts and scores, newest first (staff and admin). */
export const useEntranceResults = (query: ListQuery) =>
  useQuery({
    ...getEntranceResultsQueryOptions(query),
    refetchOnMount: "always",
    placeholderData: keepPreviousData,
  });
