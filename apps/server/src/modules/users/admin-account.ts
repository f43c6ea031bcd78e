// Makes sure an administrator exists: at start-up (from ADMIN_EMAIL / ADMIN_PASSWORD) and from the
// password-reset command.
import type { Kysely } from "kysely";
import { isUniqueViolation } from "../../db/database";
import type { Database } from "../../db/schema";
import { newId, nowIso } from "../../lib/ids";
import { hashPassword, randomPassword, verifyPassword } from "../../lib/password";
import { findUserByEmail, insertUser, updatePassword, updateUser } from "./users.repository";

export const DEFAULT_ADMIN_EMAIL = "admin@localhost";

type Logger = {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
};

/**
 * Sets the account's password (ending its old sessions) and makes it an admin, creating it if
 * missing. Returns what was done.
 */
export async function resetAdminPassword(
  db: Kysely<Database>,
  email: string,
  password: string,
): Promise<"created" | "updated"> {
  const normalized = email.trim().toLowerCase();
  const existing = await findUserByEmail(db, normalized);
  const hash = await hashPassword(password);
  if (existing) {
    await updatePassword(db, existing.id, hash, "admin");
    return "updated";
  }
  await insertUser(db, {
    id: newId(),
    name: "Administrator",
    email: normalized,
    password_hash: hash,
    role: "admin",
    avatar_file: null,
    token_version: 0,
    created_at: nowIso(),
  });
  return "created";
}

/** PRODUCT §1: the configured admin exists with role admin; with no settings, one admin exists. */
export async function ensureAdmin(
  db: Kysely<Database>,
  settings: { adminEmail: string | undefined; adminPassword: string | undefined },
  log: Logger,
): Promise<void> {
  const { adminEmail, adminPassword } = settings;
  if (!adminEmail && !adminPassword) {
    const anyAdmin = await db
      .selectFrom("users")
      .select("id")
      .where("role", "=", "admin")
      .executeTakeFirst();
    if (anyAdmin) return;
  }
  const email = adminEmail ?? DEFAULT_ADMIN_EMAIL;
  const existing = await findUserByEmail(db, email);
  if (existing) {
    if (adminPassword && !(await verifyPassword(adminPassword, existing.password_hash))) {
      await updatePassword(db, existing.id, await hashPassword(adminPassword), "admin");
      log.info({ email }, "administrator password set from ADMIN_PASSWORD");
    } else if (existing.role !== "admin") {
      await updateUser(db, existing.id, { role: "admin" });
      log.info({ email }, "account made administrator from settings");
    }
    return;
  }
  const password = adminPassword ?? randomPassword();
  try {
    await resetAdminPassword(db, email, password);
  } catch (error) {
    // Another process starting at the same moment stored it first: make sure of that one instead.
    if (isUniqueViolation(error)) return ensureAdmin(db, settings, log);
    throw error;
  }
  if (adminPassword) {
    log.info({ email }, "administrator account created");
  } else {
    // Printed once, on creation; set ADMIN_PASSWORD or use the reset command to choose another.
    log.warn({ email, password }, "administrator account created with this one-time password");
  }
}
