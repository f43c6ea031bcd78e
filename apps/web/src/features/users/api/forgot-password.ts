import type { ForgotPasswordInput } from "@app/shared/users";
import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import { request } from "@/lib/api-client";

/** POST /api/users/forgot-password: the same answer whether the address has an account or not. */
export const forgotPassword = (input: ForgotPasswordInput) =>
  request("/api/users/forgot-password", z.object({ message: z.string() }), {
    method: "POST",
    body: input,
  });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
