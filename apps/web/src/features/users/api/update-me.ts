import type { UpdateMeInput } from "@app/shared/users";
import { SignedInUserSchema } from "@app/shared/users";
import { useMutation } from "@tanstack/react-query";
import { api, readJson } from "@/lib/api-client";
import { updateUser } from "@/lib/auth";

/** PUT /api/users/me: the account's own settings (name, language, digits); the user as it now is. */
export const updateMe = (input: UpdateMeInput) =>
  readJson(api.PUT("/api/users/me", { body: input }), SignedInUserSchema);

/** The stored user takes the answer, so the screens switch language and digits at once. */
export const useUpdateMe = () => useMutation({ mutationFn: updateMe, onSuccess: updateUser });
