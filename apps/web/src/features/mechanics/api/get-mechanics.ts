import { MechanicSchema } from "@app/shared/mechanics";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { request } from "@/lib/api-client";

export const mechanicsQueryKey = ["mechanics"] as const;

export const getMechanics = () => request("/api/mechanics", MechanicSchema.array());

/**
 * The list loads once per visit and after each change (the specification's client refetched in
 * a loop): once on opening the page, never on focus, reconnect or a timer.
 */
export const getMechanicsQueryOptions = () =>
  queryOptions({
    queryKey: mechanicsQueryKey,
    queryFn: getMechanics,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnMount: "always",
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export const useMechanics = () => useQuery(getMechanicsQueryOptions());
