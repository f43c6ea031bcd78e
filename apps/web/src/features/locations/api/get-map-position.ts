import { MapUserSchema } from "@app/shared/locations";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, readJson } from "@/lib/api-client";
import { mapUsersQueryKey } from "./get-map-users";

/** GET /api/locations/{id}: one shared position, with its lat and long. */
export const getMapPosition = (id: string) =>
  readJson(api.GET("/api/locations/{id}", { params: { path: { id } } }), MapUserSchema);

export const getMapPositionQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...mapUsersQueryKey, id], queryFn: () => getMapPosition(id) });

export const useMapPosition = (id: string) => useQuery(getMapPositionQueryOptions(id));
