import { OutboxMessageSchema, type SendMailInput } from "@app/shared/mail";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { request } from "@/lib/api-client";
import { outboxQueryKey } from "./get-outbox";

/** POST /mail answers once delivery was attempted: the outbox entry, sent or failed. */
export const sendMail = (input: SendMailInput) =>
  request("/mail", OutboxMessageSchema, { method: "POST", body: input });

export const useSendMail = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: outboxQueryKey }),
  });
};
