// Kysely queries for one-time links (password reset, email verification). Only a hash of a
// link's secret is stored; the secret itself is only in the mail.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import type { AccountTokenPurpose, Database } from "../../db/schema";
import { newId } from "../../lib/ids";

const hashOf = (secret: string): string => createHash("sha256").update(secret).digest("hex");

/** Stores a new link for the user and answers its token, `<id>.<secret>`, for the mail. */
export async function createLink(
  db: Kysely<Database>,
  userId: string,
  purpose: AccountTokenPurpose,
  lifetimeMs: number,
  now = new Date(),
): Promise<string> {
  const id = newId();
  const secret = randomBytes(32).toString("base64url");
  await db
    .insertInto("account_tokens")
    .values({
      id,
      user_id: userId,
      purpose,
      secret_hash: hashOf(secret),
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + lifetimeMs).toISOString(),
      used_at: null,
    })
    .execute();
  return `${id}.${secret}`;
}

/** How many links of this kind the user was sent since `since` (a limit on mail to one address). */
export async function countLinksSince(
  db: Kysely<Database>,
  userId: string,
  purpose: AccountTokenPurpose,
  since: string,
): Promise<number> {
  const row = await db
    .selectFrom("account_tokens")
    .select((eb) => eb.fn.countAll().as("count"))
    .where("user_id", "=", userId)
    .where("purpose", "=", purpose)
    .where("created_at", ">", since)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/**
 * Uses a link: answers its user's id when the token is one this server issued for `purpose`,
 * unexpired and unused, and marks it used in the same statement, so of two requests racing with
 * one link only one gets it. Anything else answers null.
 */
export async function useLink(
  db: Kysely<Database>,
  token: string,
  purpose: AccountTokenPurpose,
  now = new Date(),
): Promise<string | null> {
  const [id, secret] = token.split(".");
  if (!id || !secret) return null;
  const row = await db
    .selectFrom("account_tokens")
    .select(["user_id", "secret_hash", "expires_at", "used_at"])
    .where("id", "=", id)
    .where("purpose", "=", purpose)
    .executeTakeFirst();
  if (!row || row.used_at !== null || Date.parse(row.expires_at) <= now.getTime()) return null;
  const expected = Buffer.from(row.secret_hash, "hex");
  const actual = Buffer.from(hashOf(secret), "hex");
  if (!timingSafeEqual(actual, expected)) return null;
  const claimed = await db
    .updateTable("account_tokens")
    .set({ used_at: now.toISOString() })
    .where("id", "=", id)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1 ? row.user_id : null;
}

/** Ends every unused link of the user for `purpose` (a new password makes old reset links void). */
export async function voidLinks(
  db: Kysely<Database>,
  userId: string,
  purpose: AccountTokenPurpose,
  now = new Date(),
): Promise<void> {
  await db
    .updateTable("account_tokens")
    .set({ used_at: now.toISOString() })
    .where("user_id", "=", userId)
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .execute();
}
