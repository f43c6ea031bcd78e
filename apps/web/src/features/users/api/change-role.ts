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

export const useChangeRole = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeRole,
    onSuccess: (user: User) => {
      queryClient.setQueryData<User[]>(usersQueryKey, (users) =>
        users?.map((item) => (item._id === user._id ? user : item)),
      );
      // An admin who changes their own role sees the navigation follow.
      updateUser(user);
    },
  });
};
