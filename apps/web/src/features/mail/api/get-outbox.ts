import { OutboxMessageSchema } from "@app/shared/mail";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api, readPage } from "@/lib/api-client";
import type { ListQuery } from "@/lib/use-list-params";

export const outboxQueryKey = ["mail", "outbox"] as const;

export const getOutbox = (query: ListQuery) =>
  readPage(api.GET("/api/mail/outbox", { params: { query } }), OutboxMessageSchema);

export const getOutboxQueryOptions = (query: ListQuery) =>
  queryOptions({ queryKey: [...outboxQueryKey, query], queryFn: () => getOutbox(query) });

/** A page of the outgoing messages with their delivery state, newest first (admin). */
export const useOutbox = (query: ListQuery) =>
  useQuery({ ...getOutboxQueryOptions(query), placeholderData: keepPreviousData });
