import { OwnMapDataSchema } from "@app/shared/locations";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, readJson } from "@/lib/api-client";

export const ownLocationQueryKey = ["mapdata", "own"] as const;

export const getOwnLocation = () => readJson(api.GET("/api/locations/me"), OwnMapDataSchema);

export const getOwnLocationQueryOptions = () =>
  queryOptions({ queryKey: ownLocationQueryKey, queryFn: getOwnLocation });

/** What the server holds for the signed-in user: their last shared position, or null. */
export const useOwnLocation = () =>
  useQuery({ ...getOwnLocationQueryOptions(), refetchOnMount: "always" });
