// The voters CSV export, downloaded through the API client (it needs the bearer token).
import { useMutation } from "@tanstack/react-query";
import { requestBlob } from "@/lib/api-client";
import { saveFile } from "@/lib/save-file";

export const VOTERS_CSV_FILE_NAME = "voters.csv";

export const getVotersCsv = () => requestBlob("/api/voter/export.csv", "text/csv");

export const useExportVoters = () =>
  useMutation({
    mutationFn: async () => saveFile(await getVotersCsv(), VOTERS_CSV_FILE_NAME),
  });
