import { type VehicleInput, VehicleSchema } from "@app/shared/vehicles";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, readJson } from "@/lib/api-client";
import { vehiclesQueryKey } from "./get-vehicles";

export const addVehicle = (input: VehicleInput) =>
  readJson(api.POST("/api/vehicles", { body: input }), VehicleSchema);

/** POST /api/vehicles; the list's pages reload with the new vehicle. */
export const useAddVehicle = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addVehicle,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: vehiclesQueryKey }),
  });
};
