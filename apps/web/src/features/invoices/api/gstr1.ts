// The month's GSTR-1 (admin): its summary, and each section's CSV for the GST offline tool.
import { type Gstr1Section, Gstr1SummarySchema } from "@app/shared/invoices";
import { useMutation, useQuery } from "@tanstack/react-query";
import { api, readBlob, readJson } from "@/lib/api-client";
import { saveFile } from "@/lib/save-file";

export const useGstr1Summary = (month: string) =>
  useQuery({
    queryKey: ["gst", "gstr1", month],
    queryFn: () =>
      readJson(api.GET("/api/gst/gstr1", { params: { query: { month } } }), Gstr1SummarySchema),
    enabled: /^\d{4}-\d{2}$/.test(month),
  });

/** Saves one section as `gstr1-2026-11-b2b.csv` (the name the server gives it too). */
export const useDownloadGstr1Section = () =>
  useMutation({
    mutationFn: async ({ month, section }: { month: string; section: Gstr1Section }) => {
      const csv = await readBlob(
        api.GET("/api/gst/gstr1/{section}", {
          params: { path: { section }, query: { month } },
          parseAs: "blob",
        }),
      );
      saveFile(csv, `gstr1-${month}-${section}.csv`);
    },
  });
