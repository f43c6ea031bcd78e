// The invoice PDF, downloaded through the API client (it needs the bearer token).
import { useMutation } from "@tanstack/react-query";
import { api, readBlob } from "@/lib/api-client";
import { saveFile } from "@/lib/save-file";

/** `INV-2026-27/0001` → `INV-2026-27-0001.pdf` (the name the server gives it too). */
export function invoicePdfFileName(number: string): string {
  const safe = number.replace(/[^A-Za-z0-9._-]+/g, "-").replace(/^[.-]+/, "");
  return `${safe || "invoice"}.pdf`;
}

export function getInvoicePdf(invoiceId: string): Promise<Blob> {
  return readBlob(
    api.GET("/api/invoices/{id}/pdf", { params: { path: { id: invoiceId } }, parseAs: "blob" }),
  );
}

export const useDownloadInvoicePdf = () =>
  useMutation({
    mutationFn: async ({ invoiceId, number }: { invoiceId: string; number: string }) => {
      saveFile(await getInvoicePdf(invoiceId), invoicePdfFileName(number));
    },
  });
