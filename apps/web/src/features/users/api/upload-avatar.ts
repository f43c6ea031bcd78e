import { UserSchema } from "@app/shared/users";
import { useMutation } from "@tanstack/react-query";
import { api, multipart, readJson } from "@/lib/api-client";
import { updateUser } from "@/lib/auth";

export const uploadAvatar = (file: File) => {
  const body = new FormData();
  body.append("avatar", file);
  return readJson(api.PUT("/api/users/me/avatar", multipart(body)), UserSchema);
};

/** PUT /api/users/me/avatar (multipart `avatar`); the stored user gets the new `avatarUrl`. */
export const useUploadAvatar = () =>
  useMutation({ mutationFn: uploadAvatar, onSuccess: updateUser });
