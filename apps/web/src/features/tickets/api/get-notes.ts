import { NoteSchema } from "@app/shared/tickets";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api, readPage } from "@/lib/api-client";
import { FIRST_PAGE, nextPage } from "@/lib/page-list";

export const notesQueryKey = (ticketId: string) => ["tickets", ticketId, "notes"] as const;

export const getNotes = (ticketId: string, page: number) =>
  readPage(
    api.GET("/api/tickets/{ticketId}/notes", {
      params: { path: { ticketId }, query: { page: page > FIRST_PAGE ? page : undefined } },
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

/** Notes oldest first, as the server sends them, a page at a time ("Show newer notes"). */
export const useNotes = (ticketId: string) =>
  useInfiniteQuery({ ...getNotesQueryOptions(ticketId), refetchOnMount: "always" });
