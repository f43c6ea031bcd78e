import { TeacherPhotoSchema } from "@app/shared/teachers";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, multipart, readJson } from "@/lib/api-client";
import { teacherPhotosQueryKey } from "./get-teacher-photos";

export type AddTeacherPhotoInput = { photo: File; name: string; birthdate: string };

export const addTeacherPhoto = ({ photo, name, birthdate }: AddTeacherPhotoInput) => {
  const body = new FormData();
  // Text fields first: the server reads the parts in order.
  body.append("name", name);
  body.append("birthdate", birthdate);
  body.append("photo", photo);
  return readJson(api.POST("/api/teachers", multipart(body)), TeacherPhotoSchema);
};

/** POST /api/teachers (multipart `photo`, `name`, `birthdate`); the loaded pages reload with it. */
export const useAddTeacherPhoto = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addTeacherPhoto,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teacherPhotosQueryKey }),
  });
};
