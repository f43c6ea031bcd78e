import { type AdminLoginInput, AdminLoginSchema, AuthUserSchema } from "@app/shared/users";
import { useMutation } from "@tanstack/react-query";
import { credentialsApi, readJson } from "@/lib/api-client";
import { setUser } from "@/lib/auth";

/**
 * POST /api/users/admin-login: only an admin account signs in here (the server decides). The
 * answered user is stored exactly as /login stores it.
 */
export async function adminSignIn(input: AdminLoginInput) {
  const user = await readJson(
    credentialsApi.POST("/api/users/admin-login", { body: AdminLoginSchema.parse(input) }),
    AuthUserSchema,
  );
  setUser(user);
  return user;
}

export const useAdminSignIn = () => useMutation({ mutationFn: adminSignIn });
