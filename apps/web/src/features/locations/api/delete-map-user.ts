import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { request } from "@/lib/api-client";
import { mapUserListsQueryKey, mapUsersQueryKey } from "./get-map-users";

/** DELETE answers 204 with no body. */
export const deleteMapUser = (id: string) =>
  request(`/api/users/deletemap/${encodeURIComponent(id)}`, z.unknown(), { method: "DELETE" });

/** DELETE /api/users/deletemap/{id}; the list's pages reload without it. */
export const useDeleteMapUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMapUser,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: [...mapUsersQueryKey, id] });
      return queryClient.invalidateQueries({ queryKey: mapUserListsQueryKey });
    },
  });
};
