import type { AdminMapUser } from "@app/shared/locations";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { request } from "@/lib/api-client";
import { mapUsersQueryKey } from "./get-map-users";

/** DELETE answers 204 with no body. */
export const deleteMapUser = (id: string) =>
  request(`/api/users/deletemap/${encodeURIComponent(id)}`, z.unknown(), { method: "DELETE" });

/** DELETE /api/users/deletemap/{id}; the row leaves the list. */
export const useDeleteMapUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMapUser,
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<AdminMapUser[]>(mapUsersQueryKey, (list) =>
        list?.filter((record) => record._id !== id),
      );
      queryClient.removeQueries({ queryKey: [...mapUsersQueryKey, id] });
    },
  });
};
