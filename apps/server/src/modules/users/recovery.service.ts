// Passwords and addresses: changing a password, a forgotten one reset by a mailed link, and
// confirming an account's address.
import {
  type ChangePasswordSchema,
  CURRENT_PASSWORD_WRONG,
  type ForgotPasswordSchema,
  LINK_REFUSED,
  type ResetPasswordSchema,
  type User,
} from "@app/shared/users";
import type { z } from "zod";
import { BadRequestError, ConflictError, invalidField, UnauthorizedError } from "../../lib/errors";
import { nowIso } from "../../lib/ids";
import { hashPassword, verifyPassword } from "../../lib/password";
import type { CurrentUser } from "../../plugins/auth";
import { useLink, voidLinks } from "./account-links.repository";
import { type AccountDeps, refuseCommonPassword, sendLink, toUser } from "./accounts";
import {
  findUserByEmail,
  findUserById,
  markEmailVerified,
  updatePassword,
} from "./users.repository";

const YOUR_ADDRESS_IS_ALREADY = /*i18n*/ {
  id: "users.yourAddressIsAlready",
  message: "Your address is already confirmed",
};

export function createRecoveryService(deps: AccountDeps) {
  const { db, endSessions, mailer, log } = deps;
  return {
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
      refuseCommonPassword(deps, input.newPassword, "newPassword");
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
        if (row) await sendLink(deps, row, "password-reset");
      });
    },

    /** A reset link's new password: works once; every session of the account ends. */
    async resetPassword(input: z.output<typeof ResetPasswordSchema>): Promise<void> {
      refuseCommonPassword(deps, input.password, "password");
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
      if (row.email_verified_at !== null) throw new ConflictError(YOUR_ADDRESS_IS_ALREADY);
      await sendLink(deps, row, "email-verification");
    },
  };
}
