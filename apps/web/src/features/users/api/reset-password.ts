import type { ResetPasswordInput } from "@app/shared/users";
import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import { api, readJson } from "@/lib/api-client";
import { refreshUser } from "@/lib/auth";

/** POST /api/users/reset-password: the mailed link's token and the new password. */
export const resetPassword = (input: ResetPasswordInput) =>
  readJson(api.POST("/api/users/reset-password", { body: input }), z.unknown());

/**
 * Every session of the account ends: if this browser is signed in to it, the check with the
 * server signs it out here too (another account stays signed in).
 */
export const useResetPassword = () =>
  useMutation({ mutationFn: resetPassword, onSuccess: () => void refreshUser() });
