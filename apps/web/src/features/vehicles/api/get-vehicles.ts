import { VehicleSchema } from "@app/shared/vehicles";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { request } from "@/lib/api-client";

export const vehiclesQueryKey = ["vehicles"] as const;

export const getVehicles = () => request("/api/vehicles", VehicleSchema.array());

export const getVehiclesQueryOptions = () =>
  queryOptions({ queryKey: vehiclesQueryKey, queryFn: getVehicles });

/** Every vehicle, oldest first (admin). */
export const useVehicles = () => useQuery(getVehiclesQueryOptions());
