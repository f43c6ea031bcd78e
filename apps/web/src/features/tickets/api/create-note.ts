import { type CreateNoteInput, type Note, NoteSchema } from "@app/shared/tickets";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { request } from "@/lib/api-client";
import { notesQueryKey } from "./get-notes";
import { ticketQueryKey } from "./get-ticket";

export const createNote = ({ ticketId, input }: { ticketId: string; input: CreateNoteInput }) =>
  request(`/api/tickets/${encodeURIComponent(ticketId)}/notes`, NoteSchema, {
    method: "POST",
    body: input,
  });

/** Appends the created note; a staff note can open the ticket, so the ticket is refetched. */
export const useCreateNote = (ticketId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateNoteInput) => createNote({ ticketId, input }),
    onSuccess: (note: Note) => {
      queryClient.setQueryData<Note[]>(notesQueryKey(ticketId), (notes) => [
        ...(notes ?? []),
        note,
      ]);
      void queryClient.invalidateQueries({ queryKey: ticketQueryKey(ticketId), exact: true });
    },
  });
};
