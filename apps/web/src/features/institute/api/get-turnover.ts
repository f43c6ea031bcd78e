import { TurnoverSchema } from "@app/shared/invoices";
import { useQuery } from "@tanstack/react-query";
import { api, readJson } from "@/lib/api-client";

/** The financial year's invoiced turnover against the e-invoicing threshold (admin). */
export const useTurnover = () =>
  useQuery({
    queryKey: ["gst", "turnover"],
    queryFn: () => readJson(api.GET("/api/gst/turnover"), TurnoverSchema),
  });
