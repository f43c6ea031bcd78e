// The voters CSV export, downloaded through the API client (it needs the bearer token).
import { useMutation } from "@tanstack/react-query";
import { api, readBlob } from "@/lib/api-client";
import { saveFile } from "@/lib/save-file";

export const VOTERS_CSV_FILE_NAME = "voters.csv";

export const getVotersCsv = () => readBlob(api.GET("/api/voters/export.csv", { parseAs: "blob" }));

export const useExportVoters = () =>
  useMutation({
    mutationFn: async () => saveFile(await getVotersCsv(), VOTERS_CSV_FILE_NAME),
  });
