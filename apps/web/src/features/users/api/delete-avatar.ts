import { UserSchema } from "@app/shared/users";
import { useMutation } from "@tanstack/react-query";
import { api, readJson } from "@/lib/api-client";
import { updateUser } from "@/lib/auth";

export const deleteAvatar = () => readJson(api.DELETE("/api/users/me/avatar"), UserSchema);

export const useDeleteAvatar = () =>
  useMutation({ mutationFn: deleteAvatar, onSuccess: updateUser });
