import { UserSchema } from "@app/shared/users";
import { useMutation } from "@tanstack/react-query";
import { request } from "@/lib/api-client";
import { updateUser } from "@/lib/auth";

export const deleteAvatar = () => request("/api/users/me/avatar", UserSchema, { method: "DELETE" });

export const useDeleteAvatar = () =>
  useMutation({ mutationFn: deleteAvatar, onSuccess: updateUser });
