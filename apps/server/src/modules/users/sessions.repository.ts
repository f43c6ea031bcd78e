// Kysely queries for sessions (decision 016): one row per signed-in device; a token is good only
// while its row exists and has not expired.
import type { Kysely, Selectable } from "kysely";
import type { Database, SessionsTable } from "../../db/schema";
import { rowCount } from "../../lib/paging";

export type SessionRow = Selectable<SessionsTable>;

/** A user keeps at most this many sessions: signing in past it ends the least recently used. */
export const SESSIONS_KEPT_PER_USER = 50;

/**
 * Bumps the user's token_version, which every request reads with the user: a process that trusts
 * a session it read before reads the session again when the version has moved (plugins/auth.ts).
 * Every statement that ends sessions runs it in the same transaction.
 */
async function sessionsChanged(trx: Kysely<Database>, userId: string): Promise<void> {
  await trx
    .updateTable("users")
    .set((eb) => ({ token_version: eb("token_version", "+", 1) }))
    .where("id", "=", userId)
    .execute();
}

/** Stores a new session, then ends the user's sessions past the cap; answers the ended ids. */
export async function insertSession(db: Kysely<Database>, row: SessionRow): Promise<string[]> {
  await db.insertInto("sessions").values(row).execute();
  const surplus = await db
    .selectFrom("sessions")
    .select("id")
    .where("user_id", "=", row.user_id)
    .orderBy("last_used_at", "desc")
    .orderBy("id", "desc")
    .offset(rowCount(SESSIONS_KEPT_PER_USER))
    .limit(rowCount(1000))
    .execute();
  const ids = surplus.map((s) => s.id);
  if (ids.length > 0) {
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom("sessions").where("id", "in", ids).execute();
      await sessionsChanged(trx, row.user_id);
    });
  }
  return ids;
}

/**
 * The session `id`: its user and times, by the primary key. (Read apart from the user: a join of
 * the two rows cost SQLite 16 µs against 3 + 3 µs for the two lookups.)
 */
export function findSession(
  db: Kysely<Database>,
  id: string,
): Promise<Pick<SessionRow, "user_id" | "last_used_at" | "expires_at"> | undefined> {
  return db
    .selectFrom("sessions")
    .select(["user_id", "last_used_at", "expires_at"])
    .where("id", "=", id)
    .executeTakeFirst();
}

export async function touchSession(db: Kysely<Database>, id: string, at: string): Promise<void> {
  await db.updateTable("sessions").set({ last_used_at: at }).where("id", "=", id).execute();
}

/** A user's unexpired sessions, most recently used first (at most SESSIONS_KEPT_PER_USER). */
export function listSessions(
  db: Kysely<Database>,
  userId: string,
  now: string,
): Promise<SessionRow[]> {
  return db
    .selectFrom("sessions")
    .selectAll()
    .where("user_id", "=", userId)
    .where("expires_at", ">", now)
    .orderBy("last_used_at", "desc")
    .orderBy("id", "desc")
    .limit(rowCount(SESSIONS_KEPT_PER_USER))
    .execute();
}

/**
 * Ends a user's sessions: one (`only`), or all but one (`except`), or all. Answers the ended ids,
 * so their open sockets can be closed too.
 */
export async function deleteSessions(
  db: Kysely<Database>,
  userId: string,
  which: { only?: string; except?: string } = {},
): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    let query = trx.deleteFrom("sessions").where("user_id", "=", userId);
    if (which.only !== undefined) query = query.where("id", "=", which.only);
    if (which.except !== undefined) query = query.where("id", "!=", which.except);
    const rows = await query.returning("id").execute();
    if (rows.length > 0) await sessionsChanged(trx, userId);
    return rows.map((r) => r.id);
  });
}

/** Whether the account `email` signed in from `address` at `since` or later (decision 030). */
export async function signedInFrom(
  db: Kysely<Database>,
  email: string,
  address: string,
  since: string,
): Promise<boolean> {
  const row = await db
    .selectFrom("sign_in_addresses")
    .innerJoin("users", "users.id", "sign_in_addresses.user_id")
    .select("sign_in_addresses.user_id")
    .where("users.email", "=", email)
    .where("sign_in_addresses.address", "=", address)
    .where("sign_in_addresses.last_signed_in_at", ">=", since)
    .executeTakeFirst();
  return row !== undefined;
}

/** Notes a sign-in of the user from `address`, and forgets their addresses unused since `keptSince`. */
export async function recordSignInAddress(
  db: Kysely<Database>,
  userId: string,
  address: string,
  at: string,
  keptSince: string,
): Promise<void> {
  await db
    .insertInto("sign_in_addresses")
    .values({ user_id: userId, address, last_signed_in_at: at })
    .onConflict((oc) => oc.columns(["user_id", "address"]).doUpdateSet({ last_signed_in_at: at }))
    .execute();
  await db
    .deleteFrom("sign_in_addresses")
    .where("user_id", "=", userId)
    .where("last_signed_in_at", "<", keptSince)
    .execute();
}
