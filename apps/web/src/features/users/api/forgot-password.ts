import type { ForgotPasswordInput } from "@app/shared/users";
import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import { api, readJson } from "@/lib/api-client";

/** POST /api/users/forgot-password: the same answer whether the address has an account or not. */
export const forgotPassword = (input: ForgotPasswordInput) =>
  readJson(
    api.POST("/api/users/forgot-password", { body: input }),
    z.object({ message: z.string() }),
  );

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
