import { type CreditNoteInput, CreditNoteSchema } from "@app/shared/invoices";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, readJson } from "@/lib/api-client";

/** Issues a credit note against an invoice (admin); without lines, for all not yet credited. */
export const useCreateCreditNote = (invoiceId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreditNoteInput) =>
      readJson(
        api.POST("/api/invoices/{id}/credit-notes", {
          params: { path: { id: invoiceId } },
          body: input,
        }),
        CreditNoteSchema,
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ["gst"] }),
  });
};
