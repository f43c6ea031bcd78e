import { AdminMapUserSchema } from "@app/shared/locations";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { request } from "@/lib/api-client";

export const mapUsersQueryKey = ["map-users"] as const;

export const getMapUsers = () => request("/api/users/getmapdata", AdminMapUserSchema.array());

export const getMapUsersQueryOptions = () =>
  queryOptions({ queryKey: mapUsersQueryKey, queryFn: getMapUsers });

/** Every shared position, most recently updated first (admin). */
export const useMapUsers = () => useQuery(getMapUsersQueryOptions());
