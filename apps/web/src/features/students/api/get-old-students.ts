import { OldStudentSchema } from "@app/shared/students";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { request } from "@/lib/api-client";

export const oldStudentsQueryKey = ["old-students"] as const;

export const getOldStudents = () => request("/students", OldStudentSchema.array());

export const getOldStudentsQueryOptions = () =>
  // Loaded once from the shipped CSV; it does not change while the site runs.
  queryOptions({ queryKey: oldStudentsQueryKey, queryFn: getOldStudents, staleTime: 10 * 60_000 });

/** The old students' records (admin), in the file's order. */
export const useOldStudents = () => useQuery(getOldStudentsQueryOptions());
