// The invoice PDF needs the bearer token, so a plain link cannot fetch it: the bytes are fetched
// here and handed to the browser as a download. (The shared API client reads JSON only.)
import { useMutation } from "@tanstack/react-query";
import { ApiError, errorMessage } from "@/lib/api-client";
import { getUser } from "@/lib/auth";

/** `INV-2026-27/0001` → `INV-2026-27-0001.pdf` (the name the server gives it too). */
export function invoicePdfFileName(number: string): string {
  const safe = number.replace(/[^A-Za-z0-9._-]+/g, "-").replace(/^[.-]+/, "");
  return `${safe || "invoice"}.pdf`;
}

export async function getInvoicePdf(invoiceId: string): Promise<Blob> {
  const headers = new Headers({ Accept: "application/pdf" });
  const token = getUser()?.token;
  if (token) headers.set("Authorization", `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(`/api/invoices/${encodeURIComponent(invoiceId)}/pdf`, { headers });
  } catch (error) {
    throw new ApiError(errorMessage(error), 0);
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    const message =
      body && typeof body === "object" && "message" in body && typeof body.message === "string"
        ? body.message
        : `Could not download the PDF (${response.status})`;
    throw new ApiError(message, response.status);
  }
  return response.blob();
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
