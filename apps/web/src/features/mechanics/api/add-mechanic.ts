import { type MechanicInput, MechanicSchema } from "@app/shared/mechanics";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { request } from "@/lib/api-client";
import { mechanicsQueryKey } from "./get-mechanics";

export const addMechanic = (input: MechanicInput) =>
  request("/api/mechanics", MechanicSchema, { method: "POST", body: input });

/** POST /api/mechanics; the list's pages reload with the new mechanic. */
export const useAddMechanic = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addMechanic,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: mechanicsQueryKey }),
  });
};
