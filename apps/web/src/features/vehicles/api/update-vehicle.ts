import { type VehicleInput, VehicleSchema } from "@app/shared/vehicles";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { request } from "@/lib/api-client";
import { vehiclesQueryKey } from "./get-vehicles";

export const updateVehicle = ({ id, input }: { id: string; input: VehicleInput }) =>
  request(`/api/vehicles/${encodeURIComponent(id)}`, VehicleSchema, { method: "PUT", body: input });

/** PUT /api/vehicles/{id} with all three fields; the list's pages reload (its order may change). */
export const useUpdateVehicle = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVehicle,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: vehiclesQueryKey }),
  });
};
