import { type VehicleInput, VehicleSchema } from "@app/shared/vehicles";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, readJson } from "@/lib/api-client";
import { vehiclesQueryKey } from "./get-vehicles";

export const updateVehicle = ({ id, input }: { id: string; input: VehicleInput }) =>
  readJson(api.PUT("/api/vehicles/{id}", { params: { path: { id } }, body: input }), VehicleSchema);

/** PUT /api/vehicles/{id} with all three fields; the list's pages reload (its order may change). */
export const useUpdateVehicle = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVehicle,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: vehiclesQueryKey }),
  });
};
