// An account's sessions: the devices signed in to it, and signing them out.
import type { Session } from "@app/shared/users";
import { NotFoundError } from "../../lib/errors";
import { nowIso } from "../../lib/ids";
import type { CurrentUser } from "../../plugins/auth";
import type { AccountDeps } from "./accounts";
import { listSessions } from "./sessions.repository";

const SESSION_NOT_FOUND = /*i18n*/ { id: "users.sessionNotFound", message: "Session not found" };

export function createSessionsService({ db, endSessions }: AccountDeps) {
  return {
    /** Signs this device out: its token gets 401 from now on, on every process. */
    async logout(user: CurrentUser): Promise<void> {
      await endSessions(user.id, { only: user.session_id });
    },

    async sessions(user: CurrentUser): Promise<Session[]> {
      const rows = await listSessions(db, user.id, nowIso());
      return rows.map((row) => ({
        _id: row.id,
        createdAt: row.created_at,
        lastUsedAt: row.last_used_at,
        userAgent: row.user_agent,
        current: row.id === user.session_id,
      }));
    },

    /** Ends one of the caller's sessions; another user's (or an unknown) one is 404. */
    async endSession(user: CurrentUser, sessionId: string): Promise<void> {
      const ended = await endSessions(user.id, { only: sessionId });
      if (ended.length === 0) throw new NotFoundError(SESSION_NOT_FOUND);
    },

    /** "Sign out everywhere else": every session but this one ends. Answers how many. */
    async endOtherSessions(user: CurrentUser): Promise<number> {
      return (await endSessions(user.id, { except: user.session_id })).length;
    },
  };
}
