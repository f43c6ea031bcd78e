// The courses and batches staff keep: the lists, one course or batch, a batch's students, and
// their changes. Each change refreshes every list of courses and batches, the public ones too.
import {
  type BatchInput,
  BatchSchema,
  type CourseChangeInput,
  CourseDetailSchema,
  type CourseInput,
  RosterEntrySchema,
} from "@app/shared/courses";
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { z } from "zod";
import { api, multipart, readJson, readPage } from "@/lib/api-client";
import type { ListQuery } from "@/lib/use-list-params";
import { catalogueQueryKey, openBatchesQueryKey } from "./catalogue";
import { coursesQueryKey } from "./get-courses";

export const staffCoursesQueryKey = ["staff-courses"] as const;
export const staffBatchesQueryKey = ["staff-batches"] as const;

export const staffCoursesQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: [...staffCoursesQueryKey, "list", query],
    queryFn: () =>
      readPage(api.GET("/api/staff/courses", { params: { query } }), CourseDetailSchema),
    refetchOnWindowFocus: false,
  });

export const useStaffCourses = (query: ListQuery) =>
  useQuery({ ...staffCoursesQueryOptions(query), placeholderData: keepPreviousData });

export const staffCourseQueryOptions = (code: string) =>
  queryOptions({
    queryKey: [...staffCoursesQueryKey, "one", code],
    queryFn: () =>
      readJson(
        api.GET("/api/staff/courses/{code}", { params: { path: { code } } }),
        CourseDetailSchema,
      ),
  });

export const useStaffCourse = (code: string) => useQuery(staffCourseQueryOptions(code));

export const staffBatchesQueryOptions = (code: string, query: ListQuery) =>
  queryOptions({
    queryKey: [...staffBatchesQueryKey, code, query],
    queryFn: () =>
      readPage(
        api.GET("/api/staff/courses/{code}/batches", {
          params: { path: { code }, query },
        }),
        BatchSchema,
      ),
    refetchOnWindowFocus: false,
  });

export const useStaffBatches = (code: string, query: ListQuery) =>
  useQuery({ ...staffBatchesQueryOptions(code, query), placeholderData: keepPreviousData });

export const useRoster = (id: string | null, query: ListQuery) =>
  useQuery({
    queryKey: [...staffBatchesQueryKey, "roster", id, query],
    queryFn: () =>
      readPage(
        api.GET("/api/staff/batches/{id}/roster", {
          params: { path: { id: id ?? "" }, query },
        }),
        RosterEntrySchema,
      ),
    enabled: id !== null,
    placeholderData: keepPreviousData,
  });

const refreshAll = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all(
    [
      staffCoursesQueryKey,
      staffBatchesQueryKey,
      catalogueQueryKey,
      openBatchesQueryKey,
      coursesQueryKey,
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );

export const useSaveCourse = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, input }: { code?: string; input: CourseInput | CourseChangeInput }) =>
      readJson(
        code
          ? api.PUT("/api/staff/courses/{code}", {
              params: { path: { code } },
              body: input as CourseChangeInput,
            })
          : api.POST("/api/staff/courses", { body: input as CourseInput }),
        CourseDetailSchema,
      ),
    onSuccess: () => refreshAll(queryClient),
  });
};

/** Uploads course `code`'s picture, or removes it when given null. */
export const useSetCoursePhoto = (code: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photo: File | null) => {
      const path = { params: { path: { code } } };
      if (!photo) {
        return readJson(api.DELETE("/api/staff/courses/{code}/photo", path), CourseDetailSchema);
      }
      const body = new FormData();
      body.append("photo", photo);
      return readJson(
        api.PUT("/api/staff/courses/{code}/photo", { ...path, ...multipart(body) }),
        CourseDetailSchema,
      );
    },
    onSuccess: () => refreshAll(queryClient),
  });
};

export const useDeleteCourse = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      readJson(
        api.DELETE("/api/staff/courses/{code}", { params: { path: { code } } }),
        z.unknown(),
      ),
    onSuccess: () => refreshAll(queryClient),
  });
};

export const useSaveBatch = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, code, input }: { id?: string; code: string; input: BatchInput }) =>
      readJson(
        id
          ? api.PUT("/api/staff/batches/{id}", { params: { path: { id } }, body: input })
          : api.POST("/api/staff/courses/{code}/batches", {
              params: { path: { code } },
              body: input,
            }),
        BatchSchema,
      ),
    onSuccess: () => refreshAll(queryClient),
  });
};

export const useDeleteBatch = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      readJson(api.DELETE("/api/staff/batches/{id}", { params: { path: { id } } }), z.unknown()),
    onSuccess: () => refreshAll(queryClient),
  });
};
