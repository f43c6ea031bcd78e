import { type InvoiceInput, InvoiceSchema } from "@app/shared/invoices";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, readJson } from "@/lib/api-client";
import { invoiceQueryKey } from "./get-invoice";
import { invoiceListsQueryKey } from "./get-invoices";

export const createInvoice = (input: InvoiceInput) =>
  readJson(api.POST("/api/invoices", { body: input }), InvoiceSchema);

/** Saves an invoice; the server prices and numbers it. */
export const useCreateInvoice = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvoice,
    onSuccess: (invoice) => {
      queryClient.setQueryData(invoiceQueryKey(invoice._id), invoice);
      return queryClient.invalidateQueries({ queryKey: invoiceListsQueryKey });
    },
  });
};
