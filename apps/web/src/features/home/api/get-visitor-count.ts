import { VisitorCountSchema } from "@app/shared/visitor";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { request } from "@/lib/api-client";

const VISITOR_COUNT_PATH = "/visitor";

export const visitorCountQueryKey = ["visitor-count"] as const;

/** The server counts this browser once per 30 minutes (a cookie), however often it asks. */
export const getVisitorCount = async () =>
  (await request(VISITOR_COUNT_PATH, VisitorCountSchema)).visitor;

export const getVisitorCountQueryOptions = () =>
  queryOptions({ queryKey: visitorCountQueryKey, queryFn: getVisitorCount });

export const useVisitorCount = () => useQuery(getVisitorCountQueryOptions());
