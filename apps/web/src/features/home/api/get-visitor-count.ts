import { VisitorCountSchema } from "@app/shared/institute";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { request } from "@/lib/api-client";

export const visitorCountQueryKey = ["visitor-count"] as const;

/** The server counts this browser once per 30 minutes (a cookie), however often it asks. */
export const getVisitorCount = async () => (await request("/visitor", VisitorCountSchema)).visitor;

export const getVisitorCountQueryOptions = () =>
  queryOptions({ queryKey: visitorCountQueryKey, queryFn: getVisitorCount });

export const useVisitorCount = () => useQuery(getVisitorCountQueryOptions());

/** Starts the count early (the home page's first data), for when / is the opened page. */
export const prefetchVisitorCount = (client: QueryClient) =>
  client.prefetchQuery(getVisitorCountQueryOptions());
