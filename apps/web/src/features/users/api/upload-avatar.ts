import { UserSchema } from "@app/shared/users";
import { useMutation } from "@tanstack/react-query";
import { request } from "@/lib/api-client";
import { updateUser } from "@/lib/auth";

export const uploadAvatar = (file: File) => {
  const body = new FormData();
  body.append("avatar", file);
  return request("/api/users/me/avatar", UserSchema, { method: "PUT", body });
};

/** PUT /api/users/me/avatar (multipart `avatar`); the stored user gets the new `avatarUrl`. */
export const useUploadAvatar = () =>
  useMutation({ mutationFn: uploadAvatar, onSuccess: updateUser });
