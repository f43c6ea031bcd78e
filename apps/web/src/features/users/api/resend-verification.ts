import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import { api, readJson } from "@/lib/api-client";

/** POST /api/users/me/verification: mails the confirmation link again (409 once confirmed). */
export const resendVerification = () =>
  readJson(api.POST("/api/users/me/verification"), z.object({ message: z.string() }));

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
