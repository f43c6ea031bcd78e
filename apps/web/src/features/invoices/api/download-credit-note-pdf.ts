// A credit note's PDF, downloaded through the API client (it needs the bearer token), in the
// reader's language as the invoice's is.
import { useMutation } from "@tanstack/react-query";
import { api, readBlob } from "@/lib/api-client";
import { saveFile } from "@/lib/save-file";
import { invoicePdfFileName } from "./download-invoice-pdf";

export function getCreditNotePdf(noteId: string): Promise<Blob> {
  return readBlob(
    api.GET("/api/credit-notes/{id}/pdf", { params: { path: { id: noteId } }, parseAs: "blob" }),
  );
}

export const useDownloadCreditNotePdf = () =>
  useMutation({
    mutationFn: async ({ noteId, number }: { noteId: string; number: string }) => {
      saveFile(await getCreditNotePdf(noteId), invoicePdfFileName(number));
    },
  });
