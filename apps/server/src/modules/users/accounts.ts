// What every part of accounts shares: the services' dependencies, an account as the API shows
// it, making an account (registration and an admin's signup), and the one-time links mailed to
// an account (email verification, password reset).
import { DEFAULT_LANGUAGE, type Language } from "@app/shared/i18n";
import {
  type AuthUser,
  COMMON_PASSWORD_REFUSED,
  EMAIL_TAKEN,
  type Role,
  type SignedInUser,
  USER_EXISTS,
  type User,
} from "@app/shared/users";
import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import type { Config } from "../../config";
import { isUniqueViolation } from "../../db/database";
import type { Database } from "../../db/schema";
import { loadCommonPasswords } from "../../lib/common-passwords";
import { ConflictError, type Issue, invalidField } from "../../lib/errors";
import { type Message, readerLanguage, siteLink, translate } from "../../lib/i18n";
import { newId, nowIso } from "../../lib/ids";
import { hashPassword } from "../../lib/password";
import type { SessionOrigin, SessionsToEnd } from "../../plugins/auth";
import type { Mailer } from "../mail/mail.service";
import { countLinksSince, createLink } from "./account-links.repository";
import { avatarUrl } from "./avatar-storage";
import { findUserByEmail, insertUser, type UserRow } from "./users.repository";

const RESET_SUBJECT = /*i18n*/ { id: "users.mail.reset.subject", message: "Choose a new password" };
const RESET_TEXT = /*i18n*/ {
  id: "users.mail.reset.text",
  message:
    "Somebody (we hope you) asked to choose a new password for your account. Open this link within {minutes} minutes to choose one; it works once:\n\n{link}\n\nIf it was not you, ignore this mail: your password stays as it is.",
};
const VERIFY_SUBJECT = /*i18n*/ {
  id: "users.mail.verify.subject",
  message: "Confirm your email address",
};
const VERIFY_TEXT = /*i18n*/ {
  id: "users.mail.verify.text",
  message:
    "Please confirm that this address is yours by opening this link (it works once, for {days} days):\n\n{link}\n\nIf you did not make an account with us, ignore this mail.",
};
const GREETING = /*i18n*/ { id: "mail.greeting", message: "Hello {name}," };

/** A mail to an account: its greeting, then `body`, in `language`. */
const mailText = (language: Language, name: string, body: Message): string =>
  `${translate(language, { ...GREETING, values: { name } })}\n\n${translate(language, body)}\n`;

/** A reset link works once, for this long. */
export const RESET_LINK_LIFETIME_MS = 30 * 60 * 1000;
/** A verification link works once, for this long. */
export const VERIFY_LINK_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
/** At most this many links of one kind go to one address an hour (no mail bombing). */
export const LINKS_PER_HOUR = 5;

export type AccountDeps = {
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

/** The dependencies of the account services, from the app (the common-password list read once). */
export function accountDeps(app: FastifyInstance, config: Config): AccountDeps {
  return {
    db: app.db,
    dataDir: config.dataDir,
    startSession: app.startSession,
    endSessions: app.endSessions,
    mailer: app.mail,
    publicUrl: config.publicUrl,
    isCommonPassword: loadCommonPasswords(),
    log: app.log,
  };
}

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

/** The account signed in on a new session: itself and the session's token. */
export const withToken = async (
  deps: AccountDeps,
  row: UserRow,
  origin: SessionOrigin,
): Promise<AuthUser> => ({
  ...toSignedInUser(row),
  token: await deps.startSession(row, origin),
});

/** A 400 on `field`, as a refused body's is, for the form to show under that field. */
export function refuseCommonPassword(deps: AccountDeps, password: string, field: string): void {
  if (deps.isCommonPassword(password)) throw invalidField(field, COMMON_PASSWORD_REFUSED);
}

/** Sends a one-time link of `purpose` to the account, unless it had too many this hour. */
export async function sendLink(
  deps: AccountDeps,
  row: UserRow,
  purpose: "password-reset" | "email-verification",
): Promise<void> {
  const { db, mailer, publicUrl, log } = deps;
  const hourAgo = new Date(Date.now() - 60 * 60 * 1000).toISOString();
  if ((await countLinksSince(db, row.id, purpose, hourAgo)) >= LINKS_PER_HOUR) {
    log?.info({ userId: row.id, purpose }, "link not sent: too many this hour");
    return;
  }
  // Whoever asked (the owner, an admin, a stranger at the forgot-password form), the mail is
  // in the account's language.
  const language = readerLanguage(row);
  if (purpose === "password-reset") {
    const token = await createLink(db, row.id, purpose, RESET_LINK_LIFETIME_MS);
    const link = siteLink(publicUrl, `/reset-password?token=${token}`, language);
    mailer.enqueue({
      to: row.email,
      subject: translate(language, RESET_SUBJECT),
      text: mailText(language, row.name, { ...RESET_TEXT, values: { link, minutes: 30 } }),
      withheld: [token],
    });
  } else {
    const token = await createLink(db, row.id, purpose, VERIFY_LINK_LIFETIME_MS);
    const link = siteLink(publicUrl, `/verify-email?token=${token}`, language);
    mailer.enqueue({
      to: row.email,
      subject: translate(language, VERIFY_SUBJECT),
      text: mailText(language, row.name, { ...VERIFY_TEXT, values: { link, days: 7 } }),
      withheld: [token],
    });
  }
}

/** A new account; a taken address (also when two registrations race for it) is 409. */
export async function createAccount(
  deps: AccountDeps,
  input: {
    name: string;
    email: string;
    password: string;
    role: Role;
    /** A password someone else chose (an admin): the owner must set their own first. */
    chosenByAnother?: boolean;
    /** The language the account reads in; English unless the holder registered in another. */
    locale?: Language;
  },
): Promise<UserRow> {
  const email = input.email.toLowerCase();
  if (await findUserByEmail(deps.db, email)) {
    // A common password too is said in the same answer: the form shows both at once.
    const issues: Issue[] = [{ path: "email", message: EMAIL_TAKEN }];
    if (deps.isCommonPassword(input.password)) {
      issues.push({ path: "password", message: COMMON_PASSWORD_REFUSED });
    }
    throw new ConflictError(USER_EXISTS, issues);
  }
  refuseCommonPassword(deps, input.password, "password");
  let row: UserRow;
  try {
    row = await insertUser(deps.db, {
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
  await sendLink(deps, row, "email-verification");
  return row;
}
