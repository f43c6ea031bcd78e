import { type Vehicle, type VehicleInput, VehicleSchema } from "@app/shared/vehicles";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { request } from "@/lib/api-client";
import { vehiclesQueryKey } from "./get-vehicles";

export const updateVehicle = ({ id, input }: { id: string; input: VehicleInput }) =>
  request(`/api/vehicles/${encodeURIComponent(id)}`, VehicleSchema, { method: "PUT", body: input });

/** PUT /api/vehicles/{id} with all three fields; the answered vehicle replaces its row. */
export const useUpdateVehicle = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVehicle,
    onSuccess: (vehicle: Vehicle) => {
      queryClient.setQueryData<Vehicle[]>(vehiclesQueryKey, (list) =>
        list?.map((item) => (item._id === vehicle._id ? vehicle : item)),
      );
    },
  });
};
