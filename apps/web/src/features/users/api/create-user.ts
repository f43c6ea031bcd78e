import { type AdminCreateUserInput, AdminUserListItemSchema, type User } from "@app/shared/users";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { request } from "@/lib/api-client";
import { usersQueryKey } from "./get-users";

/** POST /api/users/admin-create: the account is made without signing the admin in as it. */
export const createUser = (input: AdminCreateUserInput) =>
  request("/api/users/admin-create", AdminUserListItemSchema, { method: "POST", body: input });

export const useCreateUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: (user: User) => {
      // The list is oldest first, so the new account comes last.
      queryClient.setQueryData<User[]>(usersQueryKey, (users) =>
        users ? [...users, user] : users,
      );
    },
  });
};
