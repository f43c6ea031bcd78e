import { SessionSchema } from "@app/shared/users";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, readJson } from "@/lib/api-client";

export const sessionsQueryKey = ["sessions"] as const;

export const getSessions = () => readJson(api.GET("/api/users/me/sessions"), SessionSchema.array());

export const getSessionsQueryOptions = () =>
  queryOptions({ queryKey: sessionsQueryKey, queryFn: getSessions });

/** The devices signed in to this account, most recently used first; fresh on each visit. */
export const useSessions = () =>
  useQuery({ ...getSessionsQueryOptions(), refetchOnMount: "always" });
