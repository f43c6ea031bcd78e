import { type Mechanic, type MechanicInput, MechanicSchema } from "@app/shared/mechanics";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { request } from "@/lib/api-client";
import { mechanicsQueryKey } from "./get-mechanics";

export const addMechanic = (input: MechanicInput) =>
  request("/api/mechanics", MechanicSchema, { method: "POST", body: input });

/** POST /api/mechanics; the answered mechanic shows at once, then the list reloads. */
export const useAddMechanic = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addMechanic,
    onSuccess: (mechanic: Mechanic) => {
      queryClient.setQueryData<Mechanic[]>(mechanicsQueryKey, (list) =>
        list ? [...list, mechanic] : list,
      );
      void queryClient.invalidateQueries({ queryKey: mechanicsQueryKey });
    },
  });
};
