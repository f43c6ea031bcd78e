// Makes sure an administrator exists: at start-up (from ADMIN_EMAIL / ADMIN_PASSWORD) and from the
// password-reset command.
import { DEFAULT_LANGUAGE } from "@app/shared/i18n";
import type { Kysely } from "kysely";
import { isUniqueViolation } from "../../db/database";
import type { Database } from "../../db/schema";
import { newId, nowIso } from "../../lib/ids";
import { hashPassword, randomPassword } from "../../lib/password";
import { deleteSessions } from "./sessions.repository";
import { findUserByEmail, insertUser, updatePassword, updateUser } from "./users.repository";

/**
 * The first administrator's address when ADMIN_EMAIL is unset: a valid one (example.org is
 * reserved for examples), so it signs in at /login like any account; change it on the profile.
 */
export const DEFAULT_ADMIN_EMAIL = "admin@example.org";

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
  { oneTime = false }: { oneTime?: boolean } = {},
): Promise<"created" | "updated"> {
  const normalized = email.trim().toLowerCase();
  const existing = await findUserByEmail(db, normalized);
  const hash = await hashPassword(password);
  if (existing) {
    // The command makes the account an administrator: the one write here that means the role.
    await db.transaction().execute(async (trx) => {
      await updatePassword(trx, existing.id, hash, { chosenByAnother: oneTime });
      await updateUser(trx, existing.id, { role: "admin" });
    });
    // Every session ends: a stolen token is refused from now on (an open chat socket on a running
    // server is refused at its next message).
    await deleteSessions(db, existing.id);
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
    email_verified_at: null,
    must_change_password: oneTime ? 1 : 0,
    locale: DEFAULT_LANGUAGE,
    latin_digits: 0,
  });
  return "created";
}

/**
 * The settings make the first administrator, and nothing else (docs/operations.md: the database;
 * decision 016). With no
 * admin in the database, the account ADMIN_EMAIL names (admin@example.org without it) is created
 * with ADMIN_PASSWORD (or a one-time password printed once, to be replaced at the first sign-in). An account that already exists with
 * that address is never promoted: anyone may have registered it. Once an admin exists, the
 * settings change nothing, so a restart never undoes a password reset; the command-line reset
 * (`npm run admin:reset-password`) is how an operator gets back in.
 */
export async function ensureAdmin(
  db: Kysely<Database>,
  settings: { adminEmail: string | undefined; adminPassword: string | undefined },
  log: Logger,
): Promise<void> {
  const { adminEmail, adminPassword } = settings;
  const email = (adminEmail ?? DEFAULT_ADMIN_EMAIL).trim().toLowerCase();
  const anyAdmin = await db
    .selectFrom("users")
    .select("id")
    .where("role", "=", "admin")
    .executeTakeFirst();
  if (anyAdmin) {
    if (adminEmail) {
      const named = await findUserByEmail(db, email);
      if (named?.role !== "admin") {
        log.warn(
          { email },
          "ADMIN_EMAIL is not an administrator here and is not made one: the settings only create the first administrator (use npm run admin:reset-password)",
        );
      }
    }
    return;
  }
  if (await findUserByEmail(db, email)) {
    log.warn(
      { email },
      "no administrator exists, and an account someone registered already has the ADMIN_EMAIL address: it is not promoted; run npm run admin:reset-password to make an administrator",
    );
    return;
  }
  const password = adminPassword ?? randomPassword();
  try {
    // A generated password is printed in the log: the administrator must choose their own.
    await resetAdminPassword(db, email, password, { oneTime: !adminPassword });
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
