import { InvoiceSchema } from "@app/shared/invoices";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, readJson } from "@/lib/api-client";
import { invoicesQueryKey } from "./get-invoices";

export const invoiceQueryKey = (invoiceId: string) => [...invoicesQueryKey, invoiceId] as const;

export const getInvoice = (invoiceId: string) =>
  readJson(api.GET("/api/invoices/{id}", { params: { path: { id: invoiceId } } }), InvoiceSchema);

export const getInvoiceQueryOptions = (invoiceId: string) =>
  queryOptions({ queryKey: invoiceQueryKey(invoiceId), queryFn: () => getInvoice(invoiceId) });

/** One stored invoice; an invoice never changes, so a cached copy (e.g. just saved) is used. */
export const useInvoice = (invoiceId: string) => useQuery(getInvoiceQueryOptions(invoiceId));
