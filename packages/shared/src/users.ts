import { z } from "zod";
import { IdSchema, TimestampSchema } from "./common";
import { LanguageSchema } from "./i18n";
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

/** The shortest password a new one may be (decision 016); the server also refuses common ones. */
export const PASSWORD_MIN_LENGTH = 10;

/** A new password: 10 to 200 characters. Sign-in still accepts older, shorter ones. */
export const NewPasswordSchema = z
  .string({ error: "Please choose a password" })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(200, "Password must be at most 200 characters");

/** Why the server refuses a password that is long enough. */
export const COMMON_PASSWORD_REFUSED =
  "This password is one of the most common ones; please choose another";

/** The 409 of a registration whose address has an account (the specification's words). */
export const USER_EXISTS = "User already exists";
/** That 409's issue on `email`, shown under the field. */
export const EMAIL_TAKEN = "An account with this email already exists";

export const RegisterSchema = z.strictObject({
  name: z.string().trim().min(1, "Please enter your name").max(100),
  email,
  password: NewPasswordSchema,
  /** The language the account will read in: the one of the page it registered on. */
  locale: LanguageSchema.optional(),
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
  /** Whether the owner has followed the link sent to this address. */
  emailVerified: z.boolean(),
  /** Address of the profile picture, or null when the user has none. */
  avatarUrl: z.string().nullable(),
  createdAt: TimestampSchema,
  /** The language the account reads the site, its mails and documents in. */
  locale: LanguageSchema,
  /** Whether numbers show in Latin digits (1, 2, 3) rather than Bengali ones in Bengali. */
  latinDigits: z.boolean(),
});
export type User = z.infer<typeof UserSchema>;

/** PUT /api/users/me: the account's own settings; a field left out stays as it is. */
export const UpdateMeSchema = z
  .strictObject({
    name: z.string().trim().min(1, "Please enter your name").max(100).optional(),
    locale: LanguageSchema.optional(),
    latinDigits: z.boolean().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, "Nothing to change");
export type UpdateMeInput = z.input<typeof UpdateMeSchema>;

/** The signed-in user about themselves (GET /api/users/me, and the sign-in answers). */
export const SignedInUserSchema = UserSchema.extend({
  /**
   * True while the password is one someone else chose (the first administrator's one-time
   * password, an account an admin created): until a new one is set, only the account's own
   * screens answer (403 elsewhere).
   */
  mustChangeCredentials: z.boolean(),
});
export type SignedInUser = z.infer<typeof SignedInUserSchema>;

/** Register and login answer the user with a bearer token; the browser keeps it under `user`. */
export const AuthUserSchema = SignedInUserSchema.extend({ token: z.string() });
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

/** PUT /api/users/me/password: the current password, and the new one. */
export const ChangePasswordSchema = z.strictObject({
  currentPassword: z
    .string({ error: "Please enter your current password" })
    .min(1, "Please enter your current password")
    .max(200),
  newPassword: NewPasswordSchema,
});
export type ChangePasswordInput = z.input<typeof ChangePasswordSchema>;

/** The change-password form adds the confirmation field; only the form checks it. */
export const ChangePasswordFormSchema = ChangePasswordSchema.extend({
  newPassword2: z.string().min(1, "Please confirm the new password"),
}).refine((v) => v.newPassword === v.newPassword2, {
  message: "Passwords do not match",
  path: ["newPassword2"],
});

/** Why PUT /api/users/me/password answers 400 for the current password. */
export const CURRENT_PASSWORD_WRONG = "Your current password is not right";

/** POST /api/users/forgot-password: where to send the link. */
export const ForgotPasswordSchema = z.strictObject({ email });
export type ForgotPasswordInput = z.input<typeof ForgotPasswordSchema>;

/** What POST /api/users/forgot-password always answers, whether the address has an account or not. */
export const FORGOT_PASSWORD_SENT =
  "If an account uses this address, we have sent it a link to choose a new password. The link works once, for 30 minutes.";

/** The secret of a one-time link (password reset, email verification), as the link carries it. */
export const LinkTokenSchema = z
  .string({ error: "This link is not complete" })
  .regex(/^[A-Za-z0-9_-]{20,200}\.[A-Za-z0-9_-]{20,100}$/, "This link is not complete");

/** POST /api/users/reset-password: the link's token and the new password. */
export const ResetPasswordSchema = z.strictObject({
  token: LinkTokenSchema,
  password: NewPasswordSchema,
});
export type ResetPasswordInput = z.input<typeof ResetPasswordSchema>;

/** The reset form adds the confirmation field; only the form checks it. */
export const ResetPasswordFormSchema = ResetPasswordSchema.extend({
  password2: z.string().min(1, "Please confirm your password"),
}).refine((v) => v.password === v.password2, {
  message: "Passwords do not match",
  path: ["password2"],
});

/** Why a one-time link is refused (used, expired, or never issued): one message for all. */
export const LINK_REFUSED = "This link has expired or was already used. Please ask for a new one.";

/** POST /api/users/verify-email: the link's token. */
export const VerifyEmailSchema = z.strictObject({ token: LinkTokenSchema });
export type VerifyEmailInput = z.input<typeof VerifyEmailSchema>;

/** One signed-in device of GET /api/users/me/sessions. */
export const SessionSchema = z.object({
  _id: IdSchema,
  createdAt: TimestampSchema,
  lastUsedAt: TimestampSchema,
  /** The browser's own description of itself, as it sent it when signing in. */
  userAgent: z.string().nullable(),
  /** The session this request came through. */
  current: z.boolean(),
});
export type Session = z.infer<typeof SessionSchema>;

/** `{id}` of DELETE /api/users/me/sessions/{id}. */
export const SessionParamsSchema = z.object({ id: IdSchema });
