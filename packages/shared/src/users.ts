import { z } from "zod";
import { IdSchema, TimestampSchema } from "./common";
import { LanguageSchema } from "./i18n";
import { sharedText } from "./messages";
import { listQuerySchema } from "./paging";

// The refusals of these schemas, in the reader's language where shown (messages.ts).
const EMAIL_INVALID = /*i18n*/ {
  id: "common.email.invalid",
  message: "Please enter a valid email",
};
const PASSWORD_MISSING = /*i18n*/ {
  id: "users.password.choose",
  message: "Please choose a password",
};
const PASSWORD_SHORT = /*i18n*/ {
  id: "users.password.short",
  message: "Password must be at least {min} characters",
};
const PASSWORD_LONG = /*i18n*/ {
  id: "users.password.long",
  message: "Password must be at most {max} characters",
};
const PASSWORD_COMMON = /*i18n*/ {
  id: "users.password.common",
  message: "This password is one of the most common ones; please choose another",
};
const USER_EXISTS_MESSAGE = /*i18n*/ {
  id: "users.register.exists",
  message: "User already exists",
};
const EMAIL_TAKEN_MESSAGE = /*i18n*/ {
  id: "users.register.emailTaken",
  message: "An account with this email already exists",
};
const NAME_MISSING = /*i18n*/ { id: "users.name.missing", message: "Please enter your name" };
const PASSWORD2_MISSING = /*i18n*/ {
  id: "users.password.confirm",
  message: "Please confirm your password",
};
const PASSWORDS_DIFFER = /*i18n*/ {
  id: "users.password.differ",
  message: "Passwords do not match",
};
const PASSWORD_ENTER = /*i18n*/ {
  id: "users.password.missing",
  message: "Please enter your password",
};
const NOTHING_TO_CHANGE = /*i18n*/ {
  id: "users.profile.nothingToChange",
  message: "Nothing to change",
};
const DELETE_SELF = /*i18n*/ {
  id: "users.delete.self",
  message: "You cannot delete your own account",
};
const DELETE_LAST_ADMIN = /*i18n*/ {
  id: "users.delete.lastAdmin",
  message: "This would leave no admin",
};
const EMAIL_MISSING = /*i18n*/ { id: "users.email.missing", message: "Please enter your email" };
const ADMIN_LOGIN = /*i18n*/ { id: "users.adminSignIn.refused", message: "bad credentials" };
const CURRENT_MISSING = /*i18n*/ {
  id: "users.currentPassword.missing",
  message: "Please enter your current password",
};
const NEW2_MISSING = /*i18n*/ {
  id: "users.newPassword.confirm",
  message: "Please confirm the new password",
};
const CURRENT_WRONG = /*i18n*/ {
  id: "users.currentPassword.wrong",
  message: "Your current password is not right",
};
const FORGOT_SENT = /*i18n*/ {
  id: "users.forgotPassword.sent",
  message:
    "If an account uses this address, we have sent it a link to choose a new password. The link works once, for {minutes} minutes.",
};
const LINK_INCOMPLETE = /*i18n*/ {
  id: "users.link.incomplete",
  message: "This link is not complete",
};
const LINK_REFUSED_MESSAGE = /*i18n*/ {
  id: "users.link.refused",
  message: "This link has expired or was already used. Please ask for a new one.",
};

export const ROLES = ["user", "staff", "admin"] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

/** Staff and admins act as staff on the support desk. */
export const isStaffRole = (role: Role): boolean => role === "staff" || role === "admin";

const email = z
  .email({ error: sharedText(EMAIL_INVALID) })
  .max(254)
  .transform((value) => value.trim().toLowerCase());

/** The shortest password a new one may be (decision 016); the server also refuses common ones. */
export const PASSWORD_MIN_LENGTH = 10;

/** A new password: 10 to 200 characters. Sign-in still accepts older, shorter ones. */
export const NewPasswordSchema = z
  .string({ error: sharedText(PASSWORD_MISSING) })
  .min(PASSWORD_MIN_LENGTH, sharedText(PASSWORD_SHORT, { min: PASSWORD_MIN_LENGTH }))
  .max(200, sharedText(PASSWORD_LONG, { max: 200 }));

/** Why the server refuses a password that is long enough. */
export const COMMON_PASSWORD_REFUSED = sharedText(PASSWORD_COMMON);

/** The 409 of a registration whose address has an account (the specification's words). */
export const USER_EXISTS = sharedText(USER_EXISTS_MESSAGE);
/** That 409's issue on `email`, shown under the field. */
export const EMAIL_TAKEN = sharedText(EMAIL_TAKEN_MESSAGE);

export const RegisterSchema = z.strictObject({
  name: z.string().trim().min(1, sharedText(NAME_MISSING)).max(100),
  email,
  password: NewPasswordSchema,
  /** The language the account will read in: the one of the page it registered on. */
  locale: LanguageSchema.optional(),
});
export type RegisterInput = z.input<typeof RegisterSchema>;

/** The register form adds the confirmation field; only the form checks it. */
export const RegisterFormSchema = RegisterSchema.extend({
  password2: z.string().min(1, sharedText(PASSWORD2_MISSING)),
}).refine((v) => v.password === v.password2, {
  message: sharedText(PASSWORDS_DIFFER),
  path: ["password2"],
});

export const LoginSchema = z.strictObject({
  email,
  password: z.string().min(1, sharedText(PASSWORD_ENTER)).max(200),
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
    name: z.string().trim().min(1, sharedText(NAME_MISSING)).max(100).optional(),
    locale: LanguageSchema.optional(),
    latinDigits: z.boolean().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, sharedText(NOTHING_TO_CHANGE));
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
export const DELETE_SELF_REFUSED = sharedText(DELETE_SELF);
export const DELETE_LAST_ADMIN_REFUSED = sharedText(DELETE_LAST_ADMIN);

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
    .string({ error: sharedText(EMAIL_MISSING) })
    .trim()
    .min(1, sharedText(EMAIL_MISSING))
    .max(254),
  password: z
    .string({ error: sharedText(PASSWORD_ENTER) })
    .min(1, sharedText(PASSWORD_ENTER))
    .max(200),
});
export type AdminLoginInput = z.input<typeof AdminLoginSchema>;

/** The one message of a refused admin sign-in, whatever the reason (the page alerts it). */
export const ADMIN_LOGIN_REFUSED = sharedText(ADMIN_LOGIN);

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
    .string({ error: sharedText(CURRENT_MISSING) })
    .min(1, sharedText(CURRENT_MISSING))
    .max(200),
  newPassword: NewPasswordSchema,
});
export type ChangePasswordInput = z.input<typeof ChangePasswordSchema>;

/** The change-password form adds the confirmation field; only the form checks it. */
export const ChangePasswordFormSchema = ChangePasswordSchema.extend({
  newPassword2: z.string().min(1, sharedText(NEW2_MISSING)),
}).refine((v) => v.newPassword === v.newPassword2, {
  message: sharedText(PASSWORDS_DIFFER),
  path: ["newPassword2"],
});

/** Why PUT /api/users/me/password answers 400 for the current password. */
export const CURRENT_PASSWORD_WRONG = sharedText(CURRENT_WRONG);

/** POST /api/users/forgot-password: where to send the link. */
export const ForgotPasswordSchema = z.strictObject({ email });
export type ForgotPasswordInput = z.input<typeof ForgotPasswordSchema>;

/** What POST /api/users/forgot-password always answers, whether the address has an account or not. */
export const FORGOT_PASSWORD_SENT = sharedText(FORGOT_SENT, { minutes: 30 });

/** The secret of a one-time link (password reset, email verification), as the link carries it. */
export const LinkTokenSchema = z
  .string({ error: sharedText(LINK_INCOMPLETE) })
  .regex(/^[A-Za-z0-9_-]{20,200}\.[A-Za-z0-9_-]{20,100}$/, sharedText(LINK_INCOMPLETE));

/** POST /api/users/reset-password: the link's token and the new password. */
export const ResetPasswordSchema = z.strictObject({
  token: LinkTokenSchema,
  password: NewPasswordSchema,
});
export type ResetPasswordInput = z.input<typeof ResetPasswordSchema>;

/** The reset form adds the confirmation field; only the form checks it. */
export const ResetPasswordFormSchema = ResetPasswordSchema.extend({
  password2: z.string().min(1, sharedText(PASSWORD2_MISSING)),
}).refine((v) => v.password === v.password2, {
  message: sharedText(PASSWORDS_DIFFER),
  path: ["password2"],
});

/** Why a one-time link is refused (used, expired, or never issued): one message for all. */
export const LINK_REFUSED = sharedText(LINK_REFUSED_MESSAGE);

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
