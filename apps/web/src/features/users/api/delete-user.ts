import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { request } from "@/lib/api-client";
import { usersQueryKey } from "./get-users";

/** DELETE /api/users/{id} (admin): the account and its personal data (decision 005). */
export const deleteUser = (userId: string) =>
  request(`/api/users/${encodeURIComponent(userId)}`, z.unknown(), { method: "DELETE" });

/** The list's pages reload without the account (the next page's first row moves up). */
export const useDeleteUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
};
