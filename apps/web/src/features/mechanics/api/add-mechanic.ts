import { type MechanicInput, MechanicSchema } from "@app/shared/mechanics";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, readJson } from "@/lib/api-client";
import { mechanicsQueryKey } from "./get-mechanics";

export const addMechanic = (input: MechanicInput) =>
  readJson(api.POST("/api/mechanics", { body: input }), MechanicSchema);

/** POST /api/mechanics; the list's pages reload with the new mechanic. */
export const useAddMechanic = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addMechanic,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: mechanicsQueryKey }),
  });
};
