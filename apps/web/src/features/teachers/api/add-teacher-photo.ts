import { TeacherPhotoSchema } from "@app/shared/teachers";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { peopleQueryKey } from "@/features/people/api/people";
import { api, multipart, readJson } from "@/lib/api-client";
import { teacherPhotosQueryKey } from "./get-teacher-photos";

export type AddTeacherPhotoInput = {
  photo: File;
  name: string;
  birthdate: string;
  /** A teacher profile whose photo it becomes too (decision 067). */
  teacherId?: string;
};

export const addTeacherPhoto = ({ photo, name, birthdate, teacherId }: AddTeacherPhotoInput) => {
  const body = new FormData();
  // Text fields first: the server reads the parts in order.
  body.append("name", name);
  body.append("birthdate", birthdate);
  if (teacherId) body.append("teacherId", teacherId);
  body.append("photo", photo);
  return readJson(api.POST("/api/teachers", multipart(body)), TeacherPhotoSchema);
};

/**
 * POST /api/teachers (multipart `photo`, `name`, `birthdate`, optionally `teacherId`); the loaded
 * pages reload with it, the teachers' too when it became one's photo.
 */
export const useAddTeacherPhoto = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addTeacherPhoto,
    onSuccess: (_photo, { teacherId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: teacherPhotosQueryKey }),
        teacherId ? queryClient.invalidateQueries({ queryKey: peopleQueryKey }) : undefined,
      ]),
  });
};
