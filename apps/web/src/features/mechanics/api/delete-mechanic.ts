import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { api, readJson } from "@/lib/api-client";
import { mechanicsQueryKey } from "./get-mechanics";

export const deleteMechanic = (id: string) =>
  readJson(api.DELETE("/api/mechanics/{id}", { params: { path: { id } } }), z.unknown());

/** DELETE /api/mechanics/{id}; the list's pages reload without it. */
export const useDeleteMechanic = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMechanic,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mechanicsQueryKey }),
  });
};
