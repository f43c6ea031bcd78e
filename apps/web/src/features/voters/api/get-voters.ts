import { VoterRowSchema } from "@app/shared/voters";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api, readPage } from "@/lib/api-client";
import type { ListQuery } from "@/lib/use-list-params";

export const votersQueryKey = ["voters"] as const;

export const getVoters = (query: ListQuery) =>
  readPage(api.GET("/api/voters", { params: { query } }), VoterRowSchema);

export const getVotersQueryOptions = (query: ListQuery) =>
  queryOptions({ queryKey: [...votersQueryKey, query], queryFn: () => getVoters(query) });

/** A page of voter rows, by assembly constituency then sl_no unless sorted otherwise (admin). */
export const useVoters = (query: ListQuery) =>
  useQuery({
    ...getVotersQueryOptions(query),
    refetchOnMount: "always",
    placeholderData: keepPreviousData,
  });
