import type { ChangePasswordInput } from "@app/shared/users";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { api, readJson } from "@/lib/api-client";
import { getUser, setUser } from "@/lib/auth";
import { sessionsQueryKey } from "./get-sessions";

/** PUT /api/users/me/password: the current password and the new one. */
export const changePassword = (input: ChangePasswordInput) =>
  readJson(api.PUT("/api/users/me/password", { body: input }), z.unknown());

/** The other devices are signed out: the device list shrinks to this one. */
export const useChangePassword = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      // A password of one's own now: the rest of the site opens again (docs/product.md: who uses it).
      const user = getUser();
      if (user?.mustChangeCredentials) setUser({ ...user, mustChangeCredentials: false });
      return queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
    },
  });
};
