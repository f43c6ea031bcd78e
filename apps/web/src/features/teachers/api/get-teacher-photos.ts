import { TeacherPhotoSchema } from "@app/shared/teachers";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { requestPage } from "@/lib/api-client";
import { FIRST_PAGE, nextPage } from "@/lib/page-list";

export const teacherPhotosQueryKey = ["teacher-photos"] as const;

export const getTeacherPhotos = (page: number) =>
  requestPage("/api/teachers", TeacherPhotoSchema, {
    query: { page: page > FIRST_PAGE ? String(page) : undefined },
  });

export const getTeacherPhotosQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: teacherPhotosQueryKey,
    queryFn: ({ pageParam }) => getTeacherPhotos(pageParam),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPage,
  });

/** The uploaded teacher photos, newest first, a page at a time (admin). */
export const useTeacherPhotos = () => useInfiniteQuery(getTeacherPhotosQueryOptions());
