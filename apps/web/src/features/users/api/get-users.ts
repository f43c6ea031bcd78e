import { UserSchema } from "@app/shared/users";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { request } from "@/lib/api-client";

export const usersQueryKey = ["users"] as const;

export const getUsers = () => request("/api/users/alluser", UserSchema.array());

export const getUsersQueryOptions = () =>
  queryOptions({ queryKey: usersQueryKey, queryFn: getUsers });

/** Every signed-up user, oldest first (admin). */
export const useUsers = () => useQuery(getUsersQueryOptions());
