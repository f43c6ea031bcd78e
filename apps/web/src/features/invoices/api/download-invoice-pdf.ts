// The invoice PDF needs the bearer token, so a plain link cannot fetch it: the bytes are fetched
// with the API client and handed to the browser as a download.
import { useMutation } from "@tanstack/react-query";
import { requestBlob } from "@/lib/api-client";

/** `INV-2026-27/0001` → `INV-2026-27-0001.pdf` (the name the server gives it too). */
export function invoicePdfFileName(number: string): string {
  const safe = number.replace(/[^A-Za-z0-9._-]+/g, "-").replace(/^[.-]+/, "");
  return `${safe || "invoice"}.pdf`;
}

export function getInvoicePdf(invoiceId: string): Promise<Blob> {
  return requestBlob(`/api/invoices/${encodeURIComponent(invoiceId)}/pdf`, "application/pdf");
}

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

export const useDownloadInvoicePdf = () =>
  useMutation({
    mutationFn: async ({ invoiceId, number }: { invoiceId: string; number: string }) => {
      saveBlob(await getInvoicePdf(invoiceId), invoicePdfFileName(number));
    },
  });
