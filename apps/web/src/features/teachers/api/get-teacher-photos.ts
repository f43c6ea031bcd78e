import { TeacherPhotoSchema } from "@app/shared/teachers";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
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
