import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { api, readJson } from "@/lib/api-client";
import { vehiclesQueryKey } from "./get-vehicles";

/** DELETE answers 204 with no body. */
export const deleteVehicle = (id: string) =>
  readJson(api.DELETE("/api/vehicles/{id}", { params: { path: { id } } }), z.unknown());

/** DELETE /api/vehicles/{id}; the list's pages reload without it. */
export const useDeleteVehicle = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVehicle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vehiclesQueryKey }),
  });
};
