import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import { request } from "@/lib/api-client";

/** POST /api/users/me/verification: mails the confirmation link again (409 once confirmed). */
export const resendVerification = () =>
  request("/api/users/me/verification", z.object({ message: z.string() }), { method: "POST" });

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
