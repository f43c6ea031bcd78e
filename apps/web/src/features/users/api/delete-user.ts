import type { User } from "@app/shared/users";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { request } from "@/lib/api-client";
import { usersQueryKey } from "./get-users";

/** DELETE /api/users/{id} (admin): the account and its personal data (decision 005). */
export const deleteUser = (userId: string) =>
  request(`/api/users/${encodeURIComponent(userId)}`, z.unknown(), { method: "DELETE" });

/** The row leaves the list at once, then the list reloads. */
export const useDeleteUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: (_answer, userId) => {
      queryClient.setQueryData<User[]>(usersQueryKey, (users) =>
        users?.filter((user) => user._id !== userId),
      );
      void queryClient.invalidateQueries({ queryKey: usersQueryKey });
    },
  });
};
