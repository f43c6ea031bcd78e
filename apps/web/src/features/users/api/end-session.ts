import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { api, readJson } from "@/lib/api-client";
import { sessionsQueryKey } from "./get-sessions";

/** DELETE /api/users/me/sessions/{id}: signs one of the user's other devices out. */
export const endSession = (sessionId: string) =>
  readJson(
    api.DELETE("/api/users/me/sessions/{id}", { params: { path: { id: sessionId } } }),
    z.unknown(),
  );

export const useEndSession = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    // A 404 (already signed out) also means the list is out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
};
