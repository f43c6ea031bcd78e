import { MapLatLongSchema } from "@app/shared/locations";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { request } from "@/lib/api-client";
import { mapUsersQueryKey } from "./get-map-users";

/** GET /api/users/getmaplatlong/{id}: an array whose first element holds lat and long. */
export const getMapPosition = (id: string) =>
  request(`/api/users/getmaplatlong/${encodeURIComponent(id)}`, MapLatLongSchema);

export const getMapPositionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...mapUsersQueryKey, id],
    queryFn: () => getMapPosition(id),
    select: (records) => records[0] ?? null,
  });

export const useMapPosition = (id: string) => useQuery(getMapPositionQueryOptions(id));
