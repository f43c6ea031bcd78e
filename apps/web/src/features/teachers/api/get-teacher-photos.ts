import { TeacherPhotoSchema } from "@app/shared/teachers";
import { infiniteQueryOptions, queryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api, readPage } from "@/lib/api-client";
import { FIRST_PAGE, nextPage } from "@/lib/page-list";

export const teacherPhotosQueryKey = ["teacher-photos"] as const;

export const getTeacherPhotos = (page: number) =>
  readPage(
    api.GET("/api/teachers", { params: { query: { page: page > FIRST_PAGE ? page : undefined } } }),
    TeacherPhotoSchema,
  );

export const getTeacherPhotosQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: teacherPhotosQueryKey,
    queryFn: ({ pageParam }) => getTeacherPhotos(pageParam),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPage,
  });

/** The uploaded teacher photos, newest first, a page at a time (admin). */
export const useTeacherPhotos = () => useInfiniteQuery(getTeacherPhotosQueryOptions());

/** One page of the uploaded photos whose name holds `q` (admin), for a picker. */
export const searchTeacherPhotosQueryOptions = (q: string | undefined, limit: string) =>
  queryOptions({
    queryKey: [...teacherPhotosQueryKey, "search", q ?? "", limit],
    queryFn: () =>
      readPage(api.GET("/api/teachers", { params: { query: { q, limit } } }), TeacherPhotoSchema),
  });
