import { OutboxMessageSchema } from "@app/shared/mail";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { request } from "@/lib/api-client";

export const outboxQueryKey = ["mail", "outbox"] as const;

export const getOutbox = () => request("/api/mail/outbox", OutboxMessageSchema.array());

export const getOutboxQueryOptions = () =>
  queryOptions({ queryKey: outboxQueryKey, queryFn: getOutbox });

/** Every outgoing message with its delivery state, newest first (admin). */
export const useOutbox = () => useQuery(getOutboxQueryOptions());
