import { type AdminLoginInput, AdminLoginSchema, AuthUserSchema } from "@app/shared/users";
import { useMutation } from "@tanstack/react-query";
import { request } from "@/lib/api-client";
import { setUser } from "@/lib/auth";

/**
 * POST /api/users/admin-login: only an admin account signs in here (the server decides). The
 * answered user is stored exactly as /login stores it.
 */
export async function adminSignIn(input: AdminLoginInput) {
  const user = await request("/api/users/admin-login", AuthUserSchema, {
    method: "POST",
    credentialsCheck: true,
    body: AdminLoginSchema.parse(input),
  });
  setUser(user);
  return user;
}

export const useAdminSignIn = () => useMutation({ mutationFn: adminSignIn });
