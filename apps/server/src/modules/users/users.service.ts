// Account rules: registration, sign-in, profile pictures and role changes.
import { ADMIN_LOGIN_REFUSED, type AdminCreateUserSchema } from "@app/shared/admin";
import type {
  AuthUser,
  ChangeRoleInput,
  LoginInput,
  RegisterSchema,
  User,
} from "@app/shared/users";
import type { Kysely } from "kysely";
import type { z } from "zod";
import { isUniqueViolation } from "../../db/database";
import type { Database } from "../../db/schema";
import { ConflictError, NotFoundError, UnauthorizedError } from "../../lib/errors";
import { newId, nowIso } from "../../lib/ids";
import { getDummyHash, hashPassword, verifyPassword } from "../../lib/password";
import { avatarUrl, encodeAvatar, removeAvatar, saveAvatar } from "./avatar-storage";
import {
  countAdmins,
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

export function createUsersService({ db, dataDir, issueToken }: UsersServiceDeps) {
  const withToken = (row: UserRow): AuthUser => ({ ...toUser(row), token: issueToken(row) });

  return {
    async register(input: z.output<typeof RegisterSchema>): Promise<AuthUser> {
      const email = input.email.toLowerCase();
      if (await findUserByEmail(db, email)) throw new ConflictError("User already exists");
      try {
        const row = await insertUser(db, {
          id: newId(),
          name: input.name,
          email,
          password_hash: await hashPassword(input.password),
          role: "user",
          avatar_file: null,
          token_version: 0,
          created_at: nowIso(),
        });
        return withToken(row);
      } catch (error) {
        // Two registrations racing for the same address: the unique index decides.
        if (isUniqueViolation(error)) throw new ConflictError("User already exists");
        throw error;
      }
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
      const email = input.email.toLowerCase();
      if (await findUserByEmail(db, email)) throw new ConflictError("User already exists");
      try {
        const row = await insertUser(db, {
          id: newId(),
          name: input.name,
          email,
          password_hash: await hashPassword(input.password),
          role: input.role,
          avatar_file: null,
          token_version: 0,
          created_at: nowIso(),
        });
        return toUser(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw new ConflictError("User already exists");
        throw error;
      }
    },

    async list(): Promise<User[]> {
      return (await listUsers(db)).map(toUser);
    },

    async changeRole(id: string, { role }: ChangeRoleInput): Promise<User> {
      const target = await findUserById(db, id);
      if (!target) throw new NotFoundError("User not found");
      if (target.role === "admin" && role !== "admin" && (await countAdmins(db)) <= 1) {
        throw new ConflictError("This would leave no admin");
      }
      const updated = await updateUser(db, id, { role });
      if (!updated) throw new NotFoundError("User not found");
      return toUser(updated);
    },

    async setAvatar(userId: string, upload: Buffer): Promise<User> {
      const image = await encodeAvatar(upload);
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
