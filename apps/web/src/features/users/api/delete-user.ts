import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { api, readJson } from "@/lib/api-client";
import { usersQueryKey } from "./get-users";

/** DELETE /api/users/{id} (admin): the account and its personal data (decision 005). */
export const deleteUser = (userId: string) =>
  readJson(api.DELETE("/api/users/{id}", { params: { path: { id: userId } } }), z.unknown());

/** The list's pages reload without the account (the next page's first row moves up). */
export const useDeleteUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
};
