import { MechanicSchema } from "@app/shared/mechanics";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api, readPage } from "@/lib/api-client";
import type { ListQuery } from "@/lib/use-list-params";

export const mechanicsQueryKey = ["mechanics"] as const;

export const getMechanics = (query: ListQuery) =>
  readPage(api.GET("/api/mechanics", { params: { query } }), MechanicSchema);

/**
 * A page loads once per visit and after each change (the specification's client refetched in a
 * loop): on opening the page or another page of it, never on focus, reconnect or a timer.
 */
export const getMechanicsQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: [...mechanicsQueryKey, query],
    queryFn: () => getMechanics(query),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnMount: "always",
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export const useMechanics = (query: ListQuery) =>
  useQuery({ ...getMechanicsQueryOptions(query), placeholderData: keepPreviousData });
