import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { request } from "@/lib/api-client";
import { sessionsQueryKey } from "./get-sessions";

/** DELETE /api/users/me/sessions: every device but this one is signed out. */
export const endOtherSessions = () =>
  request("/api/users/me/sessions", z.object({ ended: z.number() }), { method: "DELETE" });

export const useEndOtherSessions = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
};
