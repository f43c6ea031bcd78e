import type { Page } from "@app/shared/paging";
import { type Note, NoteSchema } from "@app/shared/tickets";
import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api, readPage } from "@/lib/api-client";
import { FIRST_PAGE, loadedItems, nextPage } from "@/lib/page-list";

export const notesQueryKey = (ticketId: string) => ["tickets", ticketId, "notes"] as const;

export const getNotes = (ticketId: string, page: number) =>
  readPage(
    api.GET("/api/tickets/{ticketId}/notes", {
      params: {
        path: { ticketId },
        query: { sort: "-createdAt", page: page > FIRST_PAGE ? page : undefined },
      },
    }),
    NoteSchema,
  );

export const getNotesQueryOptions = (ticketId: string) =>
  infiniteQueryOptions({
    queryKey: notesQueryKey(ticketId),
    queryFn: ({ pageParam }) => getNotes(ticketId, pageParam),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPage,
  });

/**
 * Notes newest first, a page at a time, so a long conversation opens on its latest messages and
 * "Show earlier messages" reads further back (decision 056); `conversationOrder` shows them oldest
 * first.
 */
export const useNotes = (ticketId: string) =>
  useInfiniteQuery({ ...getNotesQueryOptions(ticketId), refetchOnMount: "always" });

/** The loaded notes oldest first, each once (a note written meanwhile shifts the later pages). */
export function conversationOrder(data: InfiniteData<Page<Note>> | undefined): Note[] {
  return loadedItems(data, (note) => note._id).reverse();
}
