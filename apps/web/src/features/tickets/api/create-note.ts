import type { CreateNoteInput } from "@app/shared/tickets";
import { NoteSchema } from "@app/shared/tickets";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, readJson } from "@/lib/api-client";
import { notesQueryKey } from "./get-notes";
import { ticketQueryKey } from "./get-ticket";

export const createNote = ({ ticketId, input }: { ticketId: string; input: CreateNoteInput }) =>
  readJson(
    api.POST("/api/tickets/{ticketId}/notes", { params: { path: { ticketId } }, body: input }),
    NoteSchema,
  );

/**
 * The loaded pages of notes reload with the new one (the first page, newest first); a note can
 * open the ticket (staff's first reply, the customer's on a pending or closed one), so the ticket
 * is refetched.
 */
export const useCreateNote = (ticketId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateNoteInput) => createNote({ ticketId, input }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: notesQueryKey(ticketId) }),
        queryClient.invalidateQueries({ queryKey: ticketQueryKey(ticketId), exact: true }),
      ]),
  });
};
