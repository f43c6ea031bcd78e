import { OutboxMessageSchema, type SendMailInput } from "@app/shared/mail";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, readJson } from "@/lib/api-client";
import { outboxQueryKey } from "./get-outbox";

/** POST /api/mail answers once delivery was attempted: the outbox entry, sent or failed. */
export const sendMail = (input: SendMailInput) =>
  readJson(api.POST("/api/mail", { body: input }), OutboxMessageSchema);

export const useSendMail = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: outboxQueryKey }),
  });
};
