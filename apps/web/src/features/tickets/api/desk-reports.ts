import { type DeskReportQuery, DeskReportSchema } from "@app/shared/desk-reports";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api, readJson } from "@/lib/api-client";

export const deskReportQueryKey = (query: DeskReportQuery) => ["desk-report", query] as const;

/** GET /api/staff/desk-reports: a range's tickets per week or month, trip and agent. */
export const useDeskReport = (query: DeskReportQuery | undefined) =>
  useQuery({
    queryKey: deskReportQueryKey(query ?? { period: "week" }),
    queryFn: () =>
      readJson(
        api.GET("/api/staff/desk-reports", { params: { query: query as DeskReportQuery } }),
        DeskReportSchema,
      ),
    enabled: query !== undefined,
    placeholderData: keepPreviousData,
  });
