// Account rules: registration, sign-in, profile pictures and role changes.

import type { UserListQuery } from "@app/shared/users";
import {
  ADMIN_LOGIN_REFUSED,
  type AdminCreateUserSchema,
  type AuthUser,
  type ChangeRoleInput,
  DELETE_LAST_ADMIN_REFUSED,
  DELETE_SELF_REFUSED,
  type LoginInput,
  type RegisterSchema,
  type Role,
  type User,
} from "@app/shared/users";
import type { Kysely } from "kysely";
import type { z } from "zod";
import { isUniqueViolation } from "../../db/database";
import type { Database } from "../../db/schema";
import { ConflictError, NotFoundError, UnauthorizedError } from "../../lib/errors";
import { newId, nowIso } from "../../lib/ids";
import { mapPage, type Paged } from "../../lib/paging";
import { getDummyHash, hashPassword, verifyPassword } from "../../lib/password";
import { avatarUrl, removeAvatar, saveAvatar } from "./avatar-storage";
import {
  changeRole,
  deleteUser,
  findUserByEmail,
  findUserById,
  insertUser,
  listUsers,
  type UserRow,
  updateUser,
} from "./users.repository";

export type UsersServiceDeps = {
  db: Kysely<Database>;
  dataDir: string;
  issueToken: (user: { id: string; token_version: number }) => string;
  log?: { warn: (obj: object, msg: string) => void };
};

export function toUser(row: Omit<UserRow, "password_hash">): User {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    avatarUrl: avatarUrl(row.avatar_file),
    createdAt: row.created_at,
  };
}

export function createUsersService({ db, dataDir, issueToken, log }: UsersServiceDeps) {
  const withToken = (row: UserRow): AuthUser => ({ ...toUser(row), token: issueToken(row) });

  /** A new account; a taken address (also when two registrations race for it) is 409. */
  async function createAccount(input: {
    name: string;
    email: string;
    password: string;
    role: Role;
  }): Promise<UserRow> {
    const email = input.email.toLowerCase();
    if (await findUserByEmail(db, email)) throw new ConflictError("User already exists");
    try {
      return await insertUser(db, {
        id: newId(),
        name: input.name,
        email,
        password_hash: await hashPassword(input.password),
        role: input.role,
        avatar_file: null,
        token_version: 0,
        created_at: nowIso(),
      });
    } catch (error) {
      // Two registrations racing for the same address: the unique index decides.
      if (isUniqueViolation(error)) throw new ConflictError("User already exists");
      throw error;
    }
  }

  return {
    async register(input: z.output<typeof RegisterSchema>): Promise<AuthUser> {
      return withToken(await createAccount({ ...input, role: "user" }));
    },

    async login(input: LoginInput): Promise<AuthUser> {
      const row = await findUserByEmail(db, input.email);
      // Verify against a dummy hash for unknown addresses so timing does not reveal accounts.
      const ok = await verifyPassword(input.password, row?.password_hash ?? (await getDummyHash()));
      if (!row || !ok) throw new UnauthorizedError("Invalid credentials");
      return withToken(row);
    },

    /**
     * The `/sign-in` screen: only an admin's right pair signs in. Every refusal has the same
     * message and costs one password check, so it does not tell which part was wrong.
     */
    async adminLogin(input: { email: string; password: string }): Promise<AuthUser> {
      const row = await findUserByEmail(db, input.email.trim().toLowerCase());
      const ok = await verifyPassword(input.password, row?.password_hash ?? (await getDummyHash()));
      if (!row || !ok || row.role !== "admin") throw new UnauthorizedError(ADMIN_LOGIN_REFUSED);
      return withToken(row);
    },

    /** The admin panel's signup: an account with the chosen role, without signing in as it. */
    async adminCreate(input: z.output<typeof AdminCreateUserSchema>): Promise<User> {
      return toUser(await createAccount(input));
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
      const before = await findUserById(db, userId);
      if (!before) throw new UnauthorizedError();
      const file = await saveAvatar(dataDir, image);
      const updated = await updateUser(db, userId, { avatar_file: file });
      if (!updated) {
        await removeAvatar(dataDir, file);
        throw new UnauthorizedError();
      }
      await removeAvatar(dataDir, before.avatar_file);
      return toUser(updated);
    },

    async removeAvatar(userId: string): Promise<User> {
      const before = await findUserById(db, userId);
      if (!before) throw new UnauthorizedError();
      const updated = await updateUser(db, userId, { avatar_file: null });
      if (!updated) throw new UnauthorizedError();
      await removeAvatar(dataDir, before.avatar_file);
      return toUser(updated);
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
