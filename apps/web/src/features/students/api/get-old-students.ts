import { OldStudentSchema } from "@app/shared/students";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api, readPage } from "@/lib/api-client";
import type { ListQuery } from "@/lib/use-list-params";

export const oldStudentsQueryKey = ["old-students"] as const;

export const getOldStudents = (query: ListQuery) =>
  readPage(api.GET("/api/students", { params: { query } }), OldStudentSchema);

export const getOldStudentsQueryOptions = (query: ListQuery) =>
  // Loaded from the shipped CSV; it does not change while the site runs.
  queryOptions({
    queryKey: [...oldStudentsQueryKey, query],
    queryFn: () => getOldStudents(query),
    staleTime: 10 * 60_000,
  });

/** A page of the old students' records (admin), in the file's order unless sorted. */
export const useOldStudents = (query: ListQuery) =>
  useQuery({ ...getOldStudentsQueryOptions(query), placeholderData: keepPreviousData });
