import { type ChangeRoleInput, type User, UserSchema } from "@app/shared/users";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, readJson } from "@/lib/api-client";
import { updateUser } from "@/lib/auth";
import { usersQueryKey } from "./get-users";

export const changeRole = ({ userId, input }: { userId: string; input: ChangeRoleInput }) =>
  readJson(
    api.PATCH("/api/users/{id}/role", { params: { path: { id: userId } }, body: input }),
    UserSchema,
  );

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
