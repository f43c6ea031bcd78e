import { UserSchema } from "@app/shared/users";
import { useQuery } from "@tanstack/react-query";
import { api, readJson } from "@/lib/api-client";
import { updateUser } from "@/lib/auth";

/** POST /api/users/verify-email; when this browser is signed in to the account, it follows. */
export async function verifyEmail(token: string) {
  const user = await readJson(api.POST("/api/users/verify-email", { body: { token } }), UserSchema);
  updateUser(user);
  return user;
}

/**
 * The link works once, so it is sent once per page visit: a query (one request however often
 * the page mounts, strict mode's double effects included) that is never refetched or retried.
 */
export const useVerifyEmail = (token: string | null) =>
  useQuery({
    queryKey: ["verify-email", token],
    queryFn: () => verifyEmail(token ?? ""),
    enabled: token !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    retryOnMount: false,
    refetchOnMount: false,
    refetchOnReconnect: false,
  });
