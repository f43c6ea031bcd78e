import { VisitorCountSchema } from "@app/shared/visitor";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, readJson } from "@/lib/api-client";

export const visitorCountQueryKey = ["visitor-count"] as const;

/** The server counts this browser once per 30 minutes (a cookie), however often it asks. */
export const getVisitorCount = async () =>
  (await readJson(api.GET("/api/visitor"), VisitorCountSchema)).visitor;

export const getVisitorCountQueryOptions = () =>
  queryOptions({ queryKey: visitorCountQueryKey, queryFn: getVisitorCount });

export const useVisitorCount = () => useQuery(getVisitorCountQueryOptions());
