import { InvoiceSchema } from "@app/shared/invoices";
import { useInfiniteQuery } from "@tanstack/react-query";
import { api, readPage } from "@/lib/api-client";
import { FIRST_PAGE, nextPage } from "@/lib/page-list";

/** The caller's own invoices (issued for their orders), a page at a time (the profile). */
export const useMyInvoicePages = () =>
  useInfiniteQuery({
    queryKey: ["invoices", "mine"],
    queryFn: ({ pageParam }) =>
      readPage(
        api.GET("/api/invoices/mine", { params: { query: { page: String(pageParam) } } }),
        InvoiceSchema,
      ),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPage,
    refetchOnMount: "always",
  });
