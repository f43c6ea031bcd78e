import { CourseListSchema } from "@app/shared/courses";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, readJson } from "@/lib/api-client";

export const coursesQueryKey = ["courses"] as const;

export const getCourses = async () =>
  (await readJson(api.GET("/api/courses"), CourseListSchema)).courses;

export const getCoursesQueryOptions = () =>
  // The fee table changes rarely; one fetch serves /fees and /webservice for the visit.
  queryOptions({ queryKey: coursesQueryKey, queryFn: getCourses, staleTime: 10 * 60_000 });

/** Every course with its duration and total fee, in the order the fee table shows them. */
export const useCourses = () => useQuery(getCoursesQueryOptions());
