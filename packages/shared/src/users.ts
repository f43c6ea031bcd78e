import { z } from "zod";
import { IdSchema, TimestampSchema } from "./common";
import { listQuerySchema } from "./paging";

export const ROLES = ["user", "staff", "admin"] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

/** Staff and admins act as staff on the support desk. */
export const isStaffRole = (role: Role): boolean => role === "staff" || role === "admin";

const email = z
  .email({ error: "Please enter a valid email" })
  .max(254)
  .transform((value) => value.trim().toLowerCase());

export const RegisterSchema = z.strictObject({
  name: z.string().trim().min(1, "Please enter your name").max(100),
  email,
  password: z.string().min(6, "Password must be at least 6 characters").max(200),
});
export type RegisterInput = z.input<typeof RegisterSchema>;

/** The register form adds the confirmation field; only the form checks it. */
export const RegisterFormSchema = RegisterSchema.extend({
  password2: z.string().min(1, "Please confirm your password"),
}).refine((v) => v.password === v.password2, {
  message: "Passwords do not match",
  path: ["password2"],
});

export const LoginSchema = z.strictObject({
  email,
  password: z.string().min(1, "Please enter your password").max(200),
});
export type LoginInput = z.input<typeof LoginSchema>;

/** A signed-in user as the API describes them (never a password hash). */
export const UserSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  email: z.string(),
  role: RoleSchema,
  /** Address of the profile picture, or null when the user has none. */
  avatarUrl: z.string().nullable(),
  createdAt: TimestampSchema,
});
export type User = z.infer<typeof UserSchema>;

/** Register and login answer the user with a bearer token; the browser keeps it under `user`. */
export const AuthUserSchema = UserSchema.extend({ token: z.string() });
export type AuthUser = z.infer<typeof AuthUserSchema>;

export const ChangeRoleSchema = z.strictObject({ role: RoleSchema });
export type ChangeRoleInput = z.infer<typeof ChangeRoleSchema>;

/** `{id}` of DELETE /api/users/{id} (admin): the account to delete. */
export const DeleteUserParamsSchema = z.object({ id: IdSchema });
export type DeleteUserParams = z.infer<typeof DeleteUserParamsSchema>;

/** Why DELETE /api/users/{id} answers 409. */
export const DELETE_SELF_REFUSED = "You cannot delete your own account";
export const DELETE_LAST_ADMIN_REFUSED = "This would leave no admin";

/** One row of GET /api/users/alluser: `{_id, name, email, role, avatarUrl, createdAt}`. */
export const AdminUserListItemSchema = UserSchema;
export type AdminUserListItem = z.infer<typeof AdminUserListItemSchema>;

/** POST /api/users/admin-create: the panel's signup; the role defaults to `user`. */
export const AdminCreateUserSchema = RegisterSchema.extend({
  role: RoleSchema.default("user"),
});
export type AdminCreateUserInput = z.input<typeof AdminCreateUserSchema>;

/** POST /api/users/admin-login: the `/sign-in` screen. Answers AuthUser, as login does. */
export const AdminLoginSchema = z.strictObject({
  email: z
    .string({ error: "Please enter your email" })
    .trim()
    .min(1, "Please enter your email")
    .max(254),
  password: z
    .string({ error: "Please enter your password" })
    .min(1, "Please enter your password")
    .max(200),
});
export type AdminLoginInput = z.input<typeof AdminLoginSchema>;

/** The one message of a refused admin sign-in, whatever the reason (the page alerts it). */
export const ADMIN_LOGIN_REFUSED = "bad credentials";

/** GET /api/users/alluser: `q` finds a part of the name or email; `role` filters. */
export const UserListQuerySchema = listQuerySchema({
  sort: ["name", "email", "role", "createdAt"],
  search: true,
  filters: { role: RoleSchema.optional() },
});
export type UserListQuery = z.infer<typeof UserListQuerySchema>;
export type UserListQueryInput = z.input<typeof UserListQuerySchema>;
