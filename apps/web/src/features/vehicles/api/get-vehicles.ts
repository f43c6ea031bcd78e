import { VehicleSchema } from "@app/shared/vehicles";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api, readPage } from "@/lib/api-client";
import type { ListQuery } from "@/lib/use-list-params";

export const vehiclesQueryKey = ["vehicles"] as const;

export const getVehicles = (query: ListQuery) =>
  readPage(api.GET("/api/vehicles", { params: { query } }), VehicleSchema);

export const getVehiclesQueryOptions = (query: ListQuery) =>
  queryOptions({ queryKey: [...vehiclesQueryKey, query], queryFn: () => getVehicles(query) });

/** A page of the vehicles, newest first unless sorted otherwise (admin). */
export const useVehicles = (query: ListQuery) =>
  useQuery({ ...getVehiclesQueryOptions(query), placeholderData: keepPreviousData });
