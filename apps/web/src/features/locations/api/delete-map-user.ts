import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { api, readJson } from "@/lib/api-client";
import { mapUserListsQueryKey, mapUsersQueryKey } from "./get-map-users";

/** DELETE answers 204 with no body. */
export const deleteMapUser = (id: string) =>
  readJson(api.DELETE("/api/locations/{id}", { params: { path: { id } } }), z.unknown());

/** DELETE /api/locations/{id}; the list's pages reload without it. */
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
