import type { LoginInput } from "@app/shared/users";
import { useMutation } from "@tanstack/react-query";
import { login } from "@/lib/auth";

/** POST /api/users/login; the auth store keeps the answered user. */
export const useLogin = () => useMutation({ mutationFn: (input: LoginInput) => login(input) });
