// The admissions CSV export for the list's search and filters, downloaded through the API client
// (it needs the bearer token).
import { useMutation } from "@tanstack/react-query";
import { api, readBlob } from "@/lib/api-client";
import { saveFile } from "@/lib/save-file";
import type { ListQuery } from "@/lib/use-list-params";

export const ADMISSIONS_CSV_FILE_NAME = "admissions.csv";

/** GET /api/admissions/export.csv: every admission the filters find (q, status, course). */
export const getAdmissionsCsv = (filters: ListQuery) =>
  readBlob(api.GET("/api/admissions/export.csv", { params: { query: filters }, parseAs: "blob" }));

export const useExportAdmissions = () =>
  useMutation({
    mutationFn: async (filters: ListQuery) =>
      saveFile(await getAdmissionsCsv(filters), ADMISSIONS_CSV_FILE_NAME),
  });
