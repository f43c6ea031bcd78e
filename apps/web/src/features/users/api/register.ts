import type { RegisterInput } from "@app/shared/users";
import { useMutation } from "@tanstack/react-query";
import { register } from "@/lib/auth";

/** POST /api/users; the auth store keeps the answered user. */
export const useRegister = () =>
  useMutation({ mutationFn: (input: RegisterInput) => register(input) });
