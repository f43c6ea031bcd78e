import { NoteSchema } from "@app/shared/tickets";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { request } from "@/lib/api-client";

export const notesQueryKey = (ticketId: string) => ["tickets", ticketId, "notes"] as const;

export const getNotes = (ticketId: string) =>
  request(`/api/tickets/${encodeURIComponent(ticketId)}/notes`, NoteSchema.array());

export const getNotesQueryOptions = (ticketId: string) =>
  queryOptions({ queryKey: notesQueryKey(ticketId), queryFn: () => getNotes(ticketId) });

/** Notes oldest first, as the server sends them. */
export const useNotes = (ticketId: string) =>
  useQuery({ ...getNotesQueryOptions(ticketId), refetchOnMount: "always" });
