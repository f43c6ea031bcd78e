import { InvoiceSchema } from "@app/shared/invoices";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { request } from "@/lib/api-client";

export const invoicesQueryKey = ["invoices"] as const;

export const getInvoices = () => request("/api/invoices", InvoiceSchema.array());

export const getInvoicesQueryOptions = () =>
  queryOptions({ queryKey: invoicesQueryKey, queryFn: getInvoices });

/** Every invoice, newest first (admin). */
export const useInvoices = () =>
  useQuery({ ...getInvoicesQueryOptions(), refetchOnMount: "always" });
