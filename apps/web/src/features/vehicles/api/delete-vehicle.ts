import type { Vehicle } from "@app/shared/vehicles";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { request } from "@/lib/api-client";
import { vehiclesQueryKey } from "./get-vehicles";

/** DELETE answers 204 with no body. */
export const deleteVehicle = (id: string) =>
  request(`/api/vehicles/${encodeURIComponent(id)}`, z.unknown(), { method: "DELETE" });

/** DELETE /api/vehicles/{id}; on success the row leaves the list. */
export const useDeleteVehicle = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVehicle,
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<Vehicle[]>(vehiclesQueryKey, (list) =>
        list?.filter((vehicle) => vehicle._id !== id),
      );
    },
  });
};
