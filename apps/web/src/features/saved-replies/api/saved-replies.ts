// Saved replies (docs/product.md: support desk): the list staff keep, a search for the reply form, and its changes.
import { type SavedReplyInput, SavedReplySchema } from "@app/shared/saved-replies";
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { z } from "zod";
import { api, readJson, readPage } from "@/lib/api-client";
import type { ListQuery } from "@/lib/use-list-params";

export const savedRepliesQueryKey = ["saved-replies"] as const;

export const getSavedReplies = (query: ListQuery) =>
  readPage(api.GET("/api/saved-replies", { params: { query } }), SavedReplySchema);

export const getSavedRepliesQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: [...savedRepliesQueryKey, query],
    queryFn: () => getSavedReplies(query),
    refetchOnWindowFocus: false,
  });

export const useSavedReplies = (query: ListQuery) =>
  useQuery({ ...getSavedRepliesQueryOptions(query), placeholderData: keepPreviousData });

/** The first page the reply form offers for a search (by title or text). */
export const useSavedReplySearch = (q: string, enabled: boolean) =>
  useQuery({
    ...getSavedRepliesQueryOptions({ q: q || undefined, limit: "20" }),
    placeholderData: keepPreviousData,
    enabled,
  });

const invalidate = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: savedRepliesQueryKey });

export const useSaveSavedReply = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: SavedReplyInput }) =>
      readJson(
        id
          ? api.PUT("/api/saved-replies/{id}", { params: { path: { id } }, body: input })
          : api.POST("/api/saved-replies", { body: input }),
        SavedReplySchema,
      ),
    onSuccess: () => invalidate(queryClient),
  });
};

export const useDeleteSavedReply = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      readJson(api.DELETE("/api/saved-replies/{id}", { params: { path: { id } } }), z.unknown()),
    onSuccess: () => invalidate(queryClient),
  });
};
