import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { api, readJson } from "@/lib/api-client";
import { teacherPhotosQueryKey } from "./get-teacher-photos";

// 204: no body.
export const deleteTeacherPhoto = (photoId: string) =>
  readJson(api.DELETE("/api/teachers/{id}", { params: { path: { id: photoId } } }), z.undefined());

/** DELETE /api/teachers/{id}: removes the record and its image; the loaded pages reload. */
export const useDeleteTeacherPhoto = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTeacherPhoto,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teacherPhotosQueryKey }),
  });
};
