// Account rules: registration, sign-in and its sessions, passwords (change, forgotten, reset),
// email verification, profile pictures and role changes.

import { DEFAULT_LANGUAGE, type Language } from "@app/shared/i18n";
import type { UserListQuery } from "@app/shared/users";
import {
  ADMIN_LOGIN_REFUSED,
  type AdminCreateUserSchema,
  type AuthUser,
  type ChangePasswordSchema,
  type ChangeRoleInput,
  COMMON_PASSWORD_REFUSED,
  CURRENT_PASSWORD_WRONG,
  DELETE_LAST_ADMIN_REFUSED,
  DELETE_SELF_REFUSED,
  EMAIL_TAKEN,
  type ForgotPasswordSchema,
  LINK_REFUSED,
  type LoginInput,
  type RegisterSchema,
  type ResetPasswordSchema,
  type Role,
  type Session,
  type SignedInUser,
  type UpdateMeSchema,
  USER_EXISTS,
  type User,
} from "@app/shared/users";
import type { Kysely } from "kysely";
import type { z } from "zod";
import { isUniqueViolation } from "../../db/database";
import type { Database } from "../../db/schema";
import {
  BadRequestError,
  ConflictError,
  type Issue,
  invalidField,
  NotFoundError,
  UnauthorizedError,
} from "../../lib/errors";
import { newId, nowIso } from "../../lib/ids";
import { mapPage, type Paged } from "../../lib/paging";
import { getDummyHash, hashPassword, needsRehash, verifyPassword } from "../../lib/password";
import type { CurrentUser, SessionOrigin, SessionsToEnd } from "../../plugins/auth";
import type { Mailer } from "../mail/mail.service";
import { countLinksSince, createLink, useLink, voidLinks } from "./account-links.repository";
import { avatarUrl, removeAvatar, saveAvatar } from "./avatar-storage";
import { listSessions, recordSignInAddress, signedInFrom } from "./sessions.repository";
import {
  changeRole,
  deleteUser,
  findUserByEmail,
  findUserById,
  insertUser,
  listUsers,
  markEmailVerified,
  replaceAvatar,
  type UserRow,
  updatePassword,
  updateUserSettings,
} from "./users.repository";

/** A reset link works once, for this long. */
/** A sign-in refused: the same words for an unknown address and a wrong password. */
const SIGN_IN_REFUSED = /*i18n*/ { id: "users.signIn.refused", message: "Invalid credentials" };

export const RESET_LINK_LIFETIME_MS = 30 * 60 * 1000;
/** A verification link works once, for this long. */
export const VERIFY_LINK_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
/** At most this many links of one kind go to one address an hour (no mail bombing). */
export const LINKS_PER_HOUR = 5;
/** An address an account signed in from counts as the holder's own this long (decision 030). */
export const SIGN_IN_ADDRESS_KEPT_MS = 90 * 24 * 60 * 60 * 1000;

export type UsersServiceDeps = {
  db: Kysely<Database>;
  dataDir: string;
  startSession: (user: { id: string }, origin: SessionOrigin) => Promise<string>;
  endSessions: (userId: string, which?: SessionsToEnd) => Promise<string[]>;
  mailer: Mailer;
  /** The site's address, for the links in mails. */
  publicUrl: string;
  isCommonPassword: (password: string) => boolean;
  log?: {
    warn: (obj: object, msg: string) => void;
    info: (obj: object, msg: string) => void;
  };
};

export function toUser(row: Omit<UserRow, "password_hash">): User {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    emailVerified: row.email_verified_at !== null,
    avatarUrl: avatarUrl(row.avatar_file),
    createdAt: row.created_at,
    locale: row.locale,
    latinDigits: row.latin_digits === 1,
  };
}

/** The user about themselves: also whether they must choose a new password first. */
export function toSignedInUser(row: Omit<UserRow, "password_hash">): SignedInUser {
  return { ...toUser(row), mustChangeCredentials: row.must_change_password === 1 };
}

export function createUsersService(deps: UsersServiceDeps) {
  const { db, dataDir, startSession, endSessions, mailer, publicUrl, log } = deps;
  const withToken = async (row: UserRow, origin: SessionOrigin): Promise<AuthUser> => ({
    ...toSignedInUser(row),
    token: await startSession(row, origin),
  });

  /** A 400 on `field`, as a refused body's is, for the form to show under that field. */
  const refuseCommon = (password: string, field: string) => {
    if (deps.isCommonPassword(password)) throw invalidField(field, COMMON_PASSWORD_REFUSED);
  };

  /** A right password made with older hash settings is hashed again with today's. */
  const upgradeHash = async (row: UserRow, password: string) => {
    if (!needsRehash(row.password_hash)) return;
    await db
      .updateTable("users")
      .set({ password_hash: await hashPassword(password) })
      .where("id", "=", row.id)
      .where("password_hash", "=", row.password_hash)
      .execute();
  };

  /** Sends a one-time link of `purpose` to the account, unless it had too many this hour. */
  async function sendLink(
    row: UserRow,
    purpose: "password-reset" | "email-verification",
  ): Promise<void> {
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000).toISOString();
    if ((await countLinksSince(db, row.id, purpose, hourAgo)) >= LINKS_PER_HOUR) {
      log?.info({ userId: row.id, purpose }, "link not sent: too many this hour");
      return;
    }
    if (purpose === "password-reset") {
      const token = await createLink(db, row.id, purpose, RESET_LINK_LIFETIME_MS);
      const link = `${publicUrl}/reset-password?token=${token}`;
      mailer.enqueue({
        to: row.email,
        subject: "Choose a new password",
        text: `Hello ${row.name},\n\nSomebody (we hope you) asked to choose a new password for your account. Open this link within 30 minutes to choose one; it works once:\n\n${link}\n\nIf it was not you, ignore this mail: your password stays as it is.\n`,
        withheld: [token],
      });
    } else {
      const token = await createLink(db, row.id, purpose, VERIFY_LINK_LIFETIME_MS);
      const link = `${publicUrl}/verify-email?token=${token}`;
      mailer.enqueue({
        to: row.email,
        subject: "Confirm your email address",
        text: `Hello ${row.name},\n\nPlease confirm that this address is yours by opening this link (it works once, for 7 days):\n\n${link}\n\nIf you did not make an account with us, ignore this mail.\n`,
        withheld: [token],
      });
    }
  }

  /** A new account; a taken address (also when two registrations race for it) is 409. */
  async function createAccount(input: {
    name: string;
    email: string;
    password: string;
    role: Role;
    /** A password someone else chose (an admin): the owner must set their own first. */
    chosenByAnother?: boolean;
    /** The language the account reads in; English unless the holder registered in another. */
    locale?: Language;
  }): Promise<UserRow> {
    const email = input.email.toLowerCase();
    if (await findUserByEmail(db, email)) {
      // A common password too is said in the same answer: the form shows both at once.
      const issues: Issue[] = [{ path: "email", message: EMAIL_TAKEN }];
      if (deps.isCommonPassword(input.password)) {
        issues.push({ path: "password", message: COMMON_PASSWORD_REFUSED });
      }
      throw new ConflictError(USER_EXISTS, issues);
    }
    refuseCommon(input.password, "password");
    let row: UserRow;
    try {
      row = await insertUser(db, {
        id: newId(),
        name: input.name,
        email,
        password_hash: await hashPassword(input.password),
        role: input.role,
        avatar_file: null,
        token_version: 0,
        created_at: nowIso(),
        email_verified_at: null,
        must_change_password: input.chosenByAnother ? 1 : 0,
        locale: input.locale ?? DEFAULT_LANGUAGE,
        latin_digits: 0,
      });
    } catch (error) {
      // Two registrations racing for the same address: the unique index decides.
      if (isUniqueViolation(error)) {
        throw new ConflictError(USER_EXISTS, [{ path: "email", message: EMAIL_TAKEN }]);
      }
      throw error;
    }
    await sendLink(row, "email-verification");
    return row;
  }

  return {
    async register(
      input: z.output<typeof RegisterSchema>,
      origin: SessionOrigin,
    ): Promise<AuthUser> {
      return withToken(await createAccount({ ...input, role: "user" }), origin);
    },

    /** The account's own settings (name, language, digits); answers the account as it now is. */
    async updateMe(
      user: CurrentUser,
      input: z.output<typeof UpdateMeSchema>,
    ): Promise<SignedInUser> {
      const row = await updateUserSettings(db, user.id, {
        ...(input.name === undefined ? {} : { name: input.name }),
        ...(input.locale === undefined ? {} : { locale: input.locale }),
        ...(input.latinDigits === undefined ? {} : { latin_digits: input.latinDigits ? 1 : 0 }),
      });
      // Deleted meanwhile: its token no longer stands either.
      if (!row) throw new UnauthorizedError();
      return toSignedInUser(row);
    },

    async login(input: LoginInput, origin: SessionOrigin): Promise<AuthUser> {
      const row = await findUserByEmail(db, input.email);
      // Verify against a dummy hash for unknown addresses so timing does not reveal accounts.
      const ok = await verifyPassword(input.password, row?.password_hash ?? (await getDummyHash()));
      if (!row || !ok) throw new UnauthorizedError(SIGN_IN_REFUSED);
      await upgradeHash(row, input.password);
      return withToken(row, origin);
    },

    /**
     * Whether the account `email` signed in from the client address `address` (IPv6 per /64) in
     * the last SIGN_IN_ADDRESS_KEPT_MS: guesses from such an address are the holder's own and do
     * not count against the account's allowance (decision 030).
     */
    async signedInFrom(email: string, address: string): Promise<boolean> {
      const since = new Date(Date.now() - SIGN_IN_ADDRESS_KEPT_MS).toISOString();
      return signedInFrom(db, email.toLowerCase(), address, since);
    },

    /** Notes a right password from `address` (see signedInFrom). */
    async rememberSignIn(userId: string, address: string): Promise<void> {
      const now = Date.now();
      const keptSince = new Date(now - SIGN_IN_ADDRESS_KEPT_MS).toISOString();
      await recordSignInAddress(db, userId, address, new Date(now).toISOString(), keptSince);
    },

    /** Signs this device out: its token gets 401 from now on, on every process. */
    async logout(user: CurrentUser): Promise<void> {
      await endSessions(user.id, { only: user.session_id });
    },

    async sessions(user: CurrentUser): Promise<Session[]> {
      const rows = await listSessions(db, user.id, nowIso());
      return rows.map((row) => ({
        _id: row.id,
        createdAt: row.created_at,
        lastUsedAt: row.last_used_at,
        userAgent: row.user_agent,
        current: row.id === user.session_id,
      }));
    },

    /** Ends one of the caller's sessions; another user's (or an unknown) one is 404. */
    async endSession(user: CurrentUser, sessionId: string): Promise<void> {
      const ended = await endSessions(user.id, { only: sessionId });
      if (ended.length === 0) throw new NotFoundError("Session not found");
    },

    /** "Sign out everywhere else": every session but this one ends. Answers how many. */
    async endOtherSessions(user: CurrentUser): Promise<number> {
      return (await endSessions(user.id, { except: user.session_id })).length;
    },

    /** A new password, given the current one; every other session ends, this one stays. */
    async changePassword(
      user: CurrentUser,
      input: z.output<typeof ChangePasswordSchema>,
    ): Promise<void> {
      const row = await findUserById(db, user.id);
      if (!row) throw new UnauthorizedError();
      if (!(await verifyPassword(input.currentPassword, row.password_hash))) {
        throw invalidField("currentPassword", CURRENT_PASSWORD_WRONG);
      }
      refuseCommon(input.newPassword, "newPassword");
      // Only the hash is written: a role changed while this hashed stays changed.
      if (!(await updatePassword(db, row.id, await hashPassword(input.newPassword)))) {
        throw new UnauthorizedError();
      }
      await voidLinks(db, row.id, "password-reset");
      await endSessions(row.id, { except: user.session_id });
    },

    /**
     * Sends a reset link when the address has an account. The caller learns nothing either way:
     * the lookup, the link and the mail happen after the answer (mailer.later), so it is the same
     * answer in the same time for any address.
     */
    forgotPassword(input: z.output<typeof ForgotPasswordSchema>): void {
      mailer.later(async () => {
        const row = await findUserByEmail(db, input.email);
        if (row) await sendLink(row, "password-reset");
      });
    },

    /** A reset link's new password: works once; every session of the account ends. */
    async resetPassword(input: z.output<typeof ResetPasswordSchema>): Promise<void> {
      refuseCommon(input.password, "password");
      const userId = await useLink(db, input.token, "password-reset");
      if (!userId) throw new BadRequestError(LINK_REFUSED);
      // Only the hash is written (the account is not read): a role changed meanwhile stands.
      if (!(await updatePassword(db, userId, await hashPassword(input.password)))) {
        throw new BadRequestError(LINK_REFUSED);
      }
      // The mail reached its owner: the address is theirs.
      await markEmailVerified(db, userId, nowIso());
      await voidLinks(db, userId, "password-reset");
      await endSessions(userId);
      log?.info({ userId }, "password reset from a mailed link");
    },

    /** A verification link marks the address as its owner's. */
    async verifyEmail(token: string): Promise<User> {
      const userId = await useLink(db, token, "email-verification");
      const row = userId ? await findUserById(db, userId) : undefined;
      if (!row) throw new BadRequestError(LINK_REFUSED);
      await markEmailVerified(db, row.id, nowIso());
      return toUser({ ...row, email_verified_at: row.email_verified_at ?? nowIso() });
    },

    /** Sends the verification link again (the account is not verified yet). */
    async resendVerification(user: CurrentUser): Promise<void> {
      const row = await findUserById(db, user.id);
      if (!row) throw new UnauthorizedError();
      if (row.email_verified_at !== null)
        throw new ConflictError("Your address is already confirmed");
      await sendLink(row, "email-verification");
    },

    /**
     * The `/sign-in` screen: only an admin's right pair signs in. Every refusal has the same
     * message and costs one password check, so it does not tell which part was wrong.
     */
    async adminLogin(
      input: { email: string; password: string },
      origin: SessionOrigin,
    ): Promise<AuthUser> {
      const row = await findUserByEmail(db, input.email.trim().toLowerCase());
      const ok = await verifyPassword(input.password, row?.password_hash ?? (await getDummyHash()));
      if (!row || !ok || row.role !== "admin") throw new UnauthorizedError(ADMIN_LOGIN_REFUSED);
      await upgradeHash(row, input.password);
      return withToken(row, origin);
    },

    /** The admin panel's signup: an account with the chosen role, without signing in as it. */
    async adminCreate(input: z.output<typeof AdminCreateUserSchema>): Promise<User> {
      return toUser(await createAccount({ ...input, chosenByAnother: true }));
    },

    async list(query: UserListQuery): Promise<Paged<User>> {
      return mapPage(await listUsers(db, query), toUser);
    },

    async changeRole(id: string, { role }: ChangeRoleInput): Promise<User> {
      const outcome = await changeRole(db, id, role);
      if ("refused" in outcome) {
        if (outcome.refused === "last-admin") throw new ConflictError("This would leave no admin");
        throw new NotFoundError("User not found");
      }
      return toUser(outcome.updated);
    },

    /**
     * Deletes an account and what it owns (decision 005), then its profile picture. Never the
     * caller's own account, nor the last admin. Answers the deleted account.
     */
    async deleteAccount(actorId: string, id: string): Promise<User> {
      if (id === actorId) throw new ConflictError(DELETE_SELF_REFUSED);
      const outcome = await deleteUser(db, id);
      if ("refused" in outcome) {
        if (outcome.refused === "last-admin") throw new ConflictError(DELETE_LAST_ADMIN_REFUSED);
        throw new NotFoundError("User not found");
      }
      // After the commit: a failed deletion must not lose the picture of an account that stays.
      // The account is gone either way, so a file that cannot be removed is logged, not a 500.
      await removeAvatar(dataDir, outcome.deleted.avatar_file).catch((error: unknown) =>
        log?.warn({ err: error, file: outcome.deleted.avatar_file }, "avatar not removed"),
      );
      return toUser(outcome.deleted);
    },

    /** `image` is the uploaded picture, re-encoded. */
    async setAvatar(userId: string, image: Buffer): Promise<User> {
      const file = await saveAvatar(dataDir, image);
      const outcome = await replaceAvatar(db, userId, file);
      if (!outcome) {
        await removeAvatar(dataDir, file);
        throw new UnauthorizedError();
      }
      await removeAvatar(dataDir, outcome.replaced);
      return toUser(outcome.updated);
    },

    async removeAvatar(userId: string): Promise<User> {
      const outcome = await replaceAvatar(db, userId, null);
      if (!outcome) throw new UnauthorizedError();
      await removeAvatar(dataDir, outcome.replaced);
      return toUser(outcome.updated);
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
