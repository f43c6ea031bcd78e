import type { Mechanic } from "@app/shared/mechanics";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { request } from "@/lib/api-client";
import { mechanicsQueryKey } from "./get-mechanics";

export const deleteMechanic = (id: string) =>
  request(`/api/mechanics/${encodeURIComponent(id)}`, z.unknown(), { method: "DELETE" });

/** DELETE /api/mechanics/{id}; the row leaves at once, then the list reloads. */
export const useDeleteMechanic = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMechanic,
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<Mechanic[]>(mechanicsQueryKey, (list) =>
        list?.filter((mechanic) => mechanic._id !== id),
      );
      void queryClient.invalidateQueries({ queryKey: mechanicsQueryKey });
    },
  });
};
