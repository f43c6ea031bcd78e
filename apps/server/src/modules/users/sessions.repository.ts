// Kysely queries for sessions (decision 016): one row per signed-in device; a token is good only
// while its row exists and has not expired.
import type { Kysely, Selectable } from "kysely";
import type { Database, SessionsTable } from "../../db/schema";
import type { UserRow } from "./users.repository";

export type SessionRow = Selectable<SessionsTable>;

/** A user keeps at most this many sessions: signing in past it ends the least recently used. */
export const SESSIONS_KEPT_PER_USER = 50;

/** The user a session stands for, with the session's own times. */
export type SessionUser = UserRow & { session_last_used_at: string; session_expires_at: string };

/** Stores a new session, then ends the user's sessions past the cap; answers the ended ids. */
export async function insertSession(db: Kysely<Database>, row: SessionRow): Promise<string[]> {
  await db.insertInto("sessions").values(row).execute();
  const surplus = await db
    .selectFrom("sessions")
    .select("id")
    .where("user_id", "=", row.user_id)
    .orderBy("last_used_at", "desc")
    .orderBy("id", "desc")
    .offset(SESSIONS_KEPT_PER_USER)
    .limit(1000)
    .execute();
  const ids = surplus.map((s) => s.id);
  if (ids.length > 0) await db.deleteFrom("sessions").where("id", "in", ids).execute();
  return ids;
}

/** The session `id` of user `userId`, joined with the user: one indexed lookup per request. */
export function findSessionUser(
  db: Kysely<Database>,
  id: string,
  userId: string,
): Promise<SessionUser | undefined> {
  return db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .selectAll("users")
    .select([
      "sessions.last_used_at as session_last_used_at",
      "sessions.expires_at as session_expires_at",
    ])
    .where("sessions.id", "=", id)
    .where("sessions.user_id", "=", userId)
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
    .limit(SESSIONS_KEPT_PER_USER)
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
  let query = db.deleteFrom("sessions").where("user_id", "=", userId);
  if (which.only !== undefined) query = query.where("id", "=", which.only);
  if (which.except !== undefined) query = query.where("id", "!=", which.except);
  const rows = await query.returning("id").execute();
  return rows.map((r) => r.id);
}
