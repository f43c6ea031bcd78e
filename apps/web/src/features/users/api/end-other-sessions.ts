import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { api, readJson } from "@/lib/api-client";
import { sessionsQueryKey } from "./get-sessions";

/** DELETE /api/users/me/sessions: every device but this one is signed out. */
export const endOtherSessions = () =>
  readJson(api.DELETE("/api/users/me/sessions"), z.object({ ended: z.number() }));

export const useEndOtherSessions = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
};
