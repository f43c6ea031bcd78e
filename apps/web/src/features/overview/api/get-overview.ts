import { OverviewSchema } from "@app/shared/overview";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, readJson } from "@/lib/api-client";

export const overviewQueryKey = ["staff-overview"] as const;

export const getOverview = () => readJson(api.GET("/api/staff/overview"), OverviewSchema);

/** Kept fresh while the overview is open: it is the page staff leave open. */
export const useOverview = () =>
  useQuery(
    queryOptions({ queryKey: overviewQueryKey, queryFn: getOverview, refetchInterval: 60_000 }),
  );
