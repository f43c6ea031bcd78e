import { type Vehicle, type VehicleInput, VehicleSchema } from "@app/shared/vehicles";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { request } from "@/lib/api-client";
import { vehiclesQueryKey } from "./get-vehicles";

export const addVehicle = (input: VehicleInput) =>
  request("/api/vehicles", VehicleSchema, { method: "POST", body: input });

/** POST /api/vehicles; the new vehicle joins the end of the list (oldest first). */
export const useAddVehicle = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addVehicle,
    onSuccess: (vehicle: Vehicle) => {
      queryClient.setQueryData<Vehicle[]>(vehiclesQueryKey, (list) =>
        list ? [...list, vehicle] : list,
      );
    },
  });
};
