// The export needs the bearer token, so a plain link cannot fetch it: the bytes are fetched with
// the API client and handed to the browser as a download named voters.csv.
import { useMutation } from "@tanstack/react-query";
import { requestBlob } from "@/lib/api-client";

export const VOTERS_CSV_FILE_NAME = "voters.csv";

export const getVotersCsv = () => requestBlob("/api/voter/export.csv", "text/csv");

function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the address is released.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const useExportVoters = () =>
  useMutation({
    mutationFn: async () => saveBlob(await getVotersCsv(), VOTERS_CSV_FILE_NAME),
  });
