// Signing in: registration (which signs the new account in), the two sign-in screens, and the
// addresses an account signed in from (decision 030).
import {
  ADMIN_LOGIN_REFUSED,
  type AuthUser,
  type LoginInput,
  type RegisterSchema,
} from "@app/shared/users";
import type { z } from "zod";
import { UnauthorizedError } from "../../lib/errors";
import { getDummyHash, hashPassword, needsRehash, verifyPassword } from "../../lib/password";
import type { SessionOrigin } from "../../plugins/auth";
import { type AccountDeps, createAccount, withToken } from "./accounts";
import { recordSignInAddress, signedInFrom } from "./sessions.repository";
import { findUserByEmail, type UserRow } from "./users.repository";

/** A sign-in refused: the same words for an unknown address and a wrong password. */
const SIGN_IN_REFUSED = /*i18n*/ { id: "users.signIn.refused", message: "Invalid credentials" };

/** An address an account signed in from counts as the holder's own this long (decision 030). */
export const SIGN_IN_ADDRESS_KEPT_MS = 90 * 24 * 60 * 60 * 1000;

export function createSignInService(deps: AccountDeps) {
  const { db } = deps;

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

  return {
    async register(
      input: z.output<typeof RegisterSchema>,
      origin: SessionOrigin,
    ): Promise<AuthUser> {
      return withToken(deps, await createAccount(deps, { ...input, role: "user" }), origin);
    },

    async login(input: LoginInput, origin: SessionOrigin): Promise<AuthUser> {
      const row = await findUserByEmail(db, input.email);
      // Verify against a dummy hash for unknown addresses so timing does not reveal accounts.
      const ok = await verifyPassword(input.password, row?.password_hash ?? (await getDummyHash()));
      if (!row || !ok) throw new UnauthorizedError(SIGN_IN_REFUSED);
      await upgradeHash(row, input.password);
      return withToken(deps, row, origin);
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
      return withToken(deps, row, origin);
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
  };
}
