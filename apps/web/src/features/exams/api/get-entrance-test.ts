import { EntranceTestSchema } from "@app/shared/exams";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, readJson } from "@/lib/api-client";

export const entranceTestQueryKey = ["entrance-test"] as const;

export const getEntranceTest = () => readJson(api.GET("/api/entrance-test"), EntranceTestSchema);

export const getEntranceTestQueryOptions = () =>
  queryOptions({ queryKey: entranceTestQueryKey, queryFn: getEntranceTest });

/**
 * The rules, the time limit and the caller's attempt (not started, in progress with the
 * questions and deadline, or submitted with the score and review). Always fresh on entry, so a
 * reload resumes the server's attempt.
 */
export const useEntranceTest = () =>
  useQuery({ ...getEntranceTestQueryOptions(), refetchOnMount: "always" });
