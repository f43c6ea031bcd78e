import { type AdminCreateUserInput, AdminUserListItemSchema } from "@app/shared/users";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, readJson } from "@/lib/api-client";
import { usersQueryKey } from "./get-users";

/** POST /api/users/admin-create: the account is made without signing the admin in as it. */
export const createUser = (input: AdminCreateUserInput) =>
  readJson(api.POST("/api/users/admin-create", { body: input }), AdminUserListItemSchema);

/** The list's pages reload with the new account. */
export const useCreateUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
};
