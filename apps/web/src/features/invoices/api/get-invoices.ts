import { InvoiceSchema } from "@app/shared/invoices";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api, readPage } from "@/lib/api-client";
import type { ListQuery } from "@/lib/use-list-params";

export const invoicesQueryKey = ["invoices"] as const;
/** Every page of the list, whatever its filters (not the single invoices under "invoices"). */
export const invoiceListsQueryKey = [...invoicesQueryKey, "list"] as const;

export const getInvoices = (query: ListQuery) =>
  readPage(api.GET("/api/invoices", { params: { query } }), InvoiceSchema);

export const getInvoicesQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: [...invoiceListsQueryKey, query],
    queryFn: () => getInvoices(query),
  });

/** A page of the invoices, newest first unless sorted otherwise (admin). */
export const useInvoices = (query: ListQuery) =>
  useQuery({
    ...getInvoicesQueryOptions(query),
    refetchOnMount: "always",
    placeholderData: keepPreviousData,
  });
