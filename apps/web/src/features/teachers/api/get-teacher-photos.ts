import { TeacherPhotoSchema } from "@app/shared/teachers";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { request } from "@/lib/api-client";

export const teacherPhotosQueryKey = ["teacher-photos"] as const;

export const getTeacherPhotos = () => request("/api/teachers", TeacherPhotoSchema.array());

export const getTeacherPhotosQueryOptions = () =>
  queryOptions({ queryKey: teacherPhotosQueryKey, queryFn: getTeacherPhotos });

/** Every uploaded teacher photo, newest first (admin). */
export const useTeacherPhotos = () => useQuery(getTeacherPhotosQueryOptions());
