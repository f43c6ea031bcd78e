import { UserSchema } from "@app/shared/users";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api, readPage } from "@/lib/api-client";
import type { ListQuery } from "@/lib/use-list-params";

export const usersQueryKey = ["users"] as const;

export const getUsers = (query: ListQuery) =>
  readPage(api.GET("/api/users", { params: { query } }), UserSchema);

export const getUsersQueryOptions = (query: ListQuery) =>
  queryOptions({ queryKey: [...usersQueryKey, query], queryFn: () => getUsers(query) });

/** A page of the signed-up users, newest first unless sorted otherwise (admin). */
export const useUsers = (query: ListQuery) =>
  useQuery({ ...getUsersQueryOptions(query), placeholderData: keepPreviousData });
