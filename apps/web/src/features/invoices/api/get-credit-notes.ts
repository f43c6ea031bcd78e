import { CreditNoteSchema } from "@app/shared/invoices";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { api, readPage } from "@/lib/api-client";
import { FIRST_PAGE, nextPage } from "@/lib/page-list";

/** Under "gst": issuing a credit note refreshes these. */
export const creditNotesQueryKey = ["gst", "credit-notes"] as const;

/**
 * An invoice's credit notes, oldest first (admin): what is left of each line to credit. A page
 * of 100 holds them all but for an invoice credited unit by unit; the server checks anyway.
 */
export const useInvoiceCreditNotes = (invoiceId: string) =>
  useQuery({
    queryKey: [...creditNotesQueryKey, "invoice", invoiceId],
    queryFn: () =>
      readPage(
        api.GET("/api/credit-notes", {
          params: { query: { invoiceId, sort: "createdAt", limit: "100" } },
        }),
        CreditNoteSchema,
      ),
    refetchOnMount: "always",
  });

/** The credit notes of the caller's own invoices, a page at a time (the profile). */
export const useMyCreditNotePages = () =>
  useInfiniteQuery({
    queryKey: [...creditNotesQueryKey, "mine"],
    queryFn: ({ pageParam }) =>
      readPage(
        api.GET("/api/credit-notes/mine", { params: { query: { page: String(pageParam) } } }),
        CreditNoteSchema,
      ),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPage,
    refetchOnMount: "always",
  });
