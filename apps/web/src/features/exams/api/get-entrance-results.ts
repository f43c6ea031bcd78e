import { EntranceResultSchema } from "@app/shared/exams";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { request } from "@/lib/api-client";

export const entranceResultsQueryKey = ["entrance-test-results"] as const;

export const getEntranceResults = () =>
  request("/api/entrance-test/results", EntranceResultSchema.array());

export const getEntranceResultsQueryOptions = () =>
  queryOptions({ queryKey: entranceResultsQueryKey, queryFn: getEntranceResults });

/** Every candidate's attempt and score, newest first (staff and admin). */
export const useEntranceResults = () =>
  useQuery({ ...getEntranceResultsQueryOptions(), refetchOnMount: "always" });
