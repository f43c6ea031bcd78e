import { AdminMapUserSchema } from "@app/shared/locations";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api, readPage } from "@/lib/api-client";
import type { ListQuery } from "@/lib/use-list-params";

export const mapUsersQueryKey = ["map-users"] as const;
/** Every page of the list, whatever its search (one shared position is [...key, id]). */
export const mapUserListsQueryKey = [...mapUsersQueryKey, "list"] as const;

export const getMapUsers = (query: ListQuery) =>
  readPage(api.GET("/api/locations", { params: { query } }), AdminMapUserSchema);

export const getMapUsersQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: [...mapUserListsQueryKey, query],
    queryFn: () => getMapUsers(query),
  });

/** A page of the shared positions, most recently updated first (admin). */
export const useMapUsers = (query: ListQuery) =>
  useQuery({ ...getMapUsersQueryOptions(query), placeholderData: keepPreviousData });
