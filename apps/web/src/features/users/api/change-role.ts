import { type ChangeRoleInput, type User, UserSchema } from "@app/shared/users";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { request } from "@/lib/api-client";
import { updateUser } from "@/lib/auth";
import { usersQueryKey } from "./get-users";

export const changeRole = ({ userId, input }: { userId: string; input: ChangeRoleInput }) =>
  request(`/api/users/${encodeURIComponent(userId)}/role`, UserSchema, {
    method: "PATCH",
    body: input,
  });

/** The pages of the list reload: a list filtered by role may lose or gain the account. */
export const useChangeRole = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeRole,
    onSuccess: async (user: User) => {
      // An admin who changes their own role sees the navigation follow.
      updateUser(user);
      await queryClient.invalidateQueries({ queryKey: usersQueryKey });
    },
  });
};
