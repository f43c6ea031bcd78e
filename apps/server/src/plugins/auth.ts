// Bearer-token authentication (decision 016): a token is a signed pointer to a session row. Every
// request loads the session with its user in one query, so a sign-out, a password change or reset,
// a role change or a deleted account takes effect at once, on every process.
import { randomBytes } from "node:crypto";
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Role } from "@app/shared/users";
import type { FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import fp from "fastify-plugin";
import { LRUCache } from "lru-cache";
import type { Config } from "../config";
import type { UsersTable } from "../db/schema";
import { ForbiddenError, UnauthorizedError } from "../lib/errors";
import { newId } from "../lib/ids";
import {
  TOKEN_LIFETIME_SECONDS,
  type TokenClaims,
  tokenSigner,
  tokenVerifier,
} from "../lib/session-tokens";
import {
  deleteSessions,
  findSession,
  insertSession,
  touchSession,
} from "../modules/users/sessions.repository";
import { findUserById } from "../modules/users/users.repository";

/** The signed-in user, and the session (device) the request came through. */
export type CurrentUser = Omit<UsersTable, "password_hash"> & { session_id: string };

/** Where a session was started from, shown in the user's list of devices. */
export type SessionOrigin = { userAgent?: string | undefined; ip?: string | undefined };

/** Which of a user's sessions to end: one, all but one, or (empty) all. */
export type SessionsToEnd = { only?: string; except?: string };

/** Methods that change nothing: every other signed-in call counts against the write allowance. */
export const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/** What an account that must choose a new password may still do (docs/product.md: who uses it). */
const FIRST_PASSWORD_ROUTES = new Set([
  "GET /api/users/me",
  "PUT /api/users/me/password",
  "POST /api/users/logout",
]);
export const CHOOSE_PASSWORD_FIRST = "Choose a new password first";
const routeKey = (request: FastifyRequest) => `${request.method} ${request.routeOptions.url}`;

/** How stale a session's "last used" may get before a request writes it again. */
const LAST_USED_PRECISION_MS = 60_000;

/**
 * How long a process trusts a session row it has read, while its user's token_version stays the
 * same. Whatever ends a session (here, in another process, or the command-line reset) bumps that
 * version in the same transaction, and every request reads the user anyway: so an ended session
 * is refused at its next request, on every process, without reading the session row each time.
 * Reading it on every request cost a fifth of the signed-in ticket list's throughput
 * (decision 016).
 */
const SESSION_RECHECK_MS = 60_000;

/** A session as this process last read it, and its user's token_version then. */
type SeenSession = { expiresAt: number; tokenVersion: number };

/** The room of every socket opened with one session's token, on every process. */
export const sessionRoom = (sessionId: string): string => `session:${sessionId}`;
type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** How many verified tokens, and sessions read, a process remembers (about 300 bytes each). */
const VERIFIED_TOKENS_KEPT = 10_000;

declare module "fastify" {
  interface FastifyInstance {
    authenticate: Hook;
    requireRole: (...roles: Role[]) => Hook;
    /** Starts a session for the user and answers its bearer token. */
    startSession: (user: { id: string }, origin: SessionOrigin) => Promise<string>;
    /** Ends sessions of a user now: their tokens get 401 and their sockets are closed. */
    endSessions: (userId: string, which?: SessionsToEnd) => Promise<string[]>;
    /** The user a bearer token stands for, or null (bad/expired token, ended session, deleted). */
    userFromToken: (token: string) => Promise<CurrentUser | null>;
  }
  interface FastifyRequest {
    currentUser: CurrentUser | null;
  }
}

/**
 * JWT_SECRET, or a secret generated once and kept in DATA_DIR/jwt-secret. Several processes may
 * start together on one data folder: the file is written whole under a temporary name, then linked
 * into place (which fails if another process got there first), so no process reads it half-written
 * and all of them end up with the same secret.
 */
export function resolveJwtSecret(config: Pick<Config, "jwtSecret" | "dataDir">): string {
  if (config.jwtSecret) return config.jwtSecret;
  const file = join(config.dataDir, "jwt-secret");
  mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  if (!existsSync(file)) {
    const draft = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
    writeFileSync(draft, randomBytes(48).toString("base64url"), { flag: "wx", mode: 0o600 });
    try {
      linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    } finally {
      rmSync(draft, { force: true });
    }
  }
  const secret = readFileSync(file, "utf8").trim();
  if (secret.length < 32) throw new Error(`${file} holds a secret shorter than 32 characters`);
  return secret;
}

/**
 * The hooks this plugin made (`authenticate` and every `requireRole(...)`): a route that runs one
 * needs a bearer token, and the OpenAPI document says so from this, not from a hand-written copy.
 */
const signInHooks = new WeakSet<object>();

/** Whether a route runs one of the sign-in hooks, whichever lifecycle stage it is hung on. */
export function requiresSignIn(route: Pick<RouteOptions, "onRequest" | "preHandler">): boolean {
  return [route.onRequest, route.preHandler]
    .flat()
    .some((hook) => typeof hook === "function" && signInHooks.has(hook));
}

/** The signed-in user of a request that passed `app.authenticate`. */
export function userOf(request: FastifyRequest): CurrentUser {
  if (!request.currentUser) throw new UnauthorizedError();
  return request.currentUser;
}

export const authPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const secret = resolveJwtSecret(config);
    const signToken = tokenSigner(secret);
    // A token's signature is checked once per process: fast-jwt keeps the claims of valid tokens
    // (the least recently used dropped first) and then looks only at the expiry. Checking the
    // signature on every request was an eighth of the CPU of a signed-in ticket list.
    const verifiedClaims = tokenVerifier(secret, { cache: VERIFIED_TOKENS_KEPT });
    app.decorateRequest("currentUser", null);

    // Sessions as last read, each trusted for SESSION_RECHECK_MS at most (see sessionStands).
    const seenSessions = new LRUCache<string, SeenSession>({
      max: VERIFIED_TOKENS_KEPT,
      ttl: SESSION_RECHECK_MS,
    });
    // Sockets of ended sessions are closed through the socket.io adapter (every process), once
    // the socket plugin has registered.
    const closeSockets = (sessionIds: string[]) => {
      for (const id of sessionIds) seenSessions.delete(id);
      if (!app.hasDecorator("io") || sessionIds.length === 0) return;
      app.io.in(sessionIds.map(sessionRoom)).disconnectSockets(true);
    };

    app.decorate("startSession", async (user: { id: string }, origin: SessionOrigin) => {
      const nowSeconds = Math.floor(Date.now() / 1000);
      const id = newId();
      const now = new Date(nowSeconds * 1000).toISOString();
      const ended = await insertSession(app.db, {
        id,
        user_id: user.id,
        created_at: now,
        last_used_at: now,
        expires_at: new Date((nowSeconds + TOKEN_LIFETIME_SECONDS) * 1000).toISOString(),
        user_agent: origin.userAgent?.slice(0, 300) || null,
        ip: origin.ip?.slice(0, 64) || null,
      });
      closeSockets(ended);
      return signToken({ sub: user.id, sid: id }, nowSeconds);
    });

    app.decorate("endSessions", async (userId: string, which: SessionsToEnd = {}) => {
      const ended = await deleteSessions(app.db, userId, which);
      closeSockets(ended);
      return ended;
    });

    // Whether the session a token names still stands: read again when the user's token_version
    // has moved since this process last read it (a session of theirs ended), or after
    // SESSION_RECHECK_MS; false when it has ended, expired or belongs to another user.
    const sessionStands = async (
      claims: TokenClaims,
      tokenVersion: number,
      now: number,
    ): Promise<boolean> => {
      const seen = seenSessions.get(claims.sid);
      if (seen && seen.tokenVersion === tokenVersion) return seen.expiresAt > now;
      const row = await findSession(app.db, claims.sid);
      seenSessions.delete(claims.sid);
      if (!row || row.user_id !== claims.sub) return false;
      if (now - Date.parse(row.last_used_at) > LAST_USED_PRECISION_MS) {
        await touchSession(app.db, claims.sid, new Date(now).toISOString());
      }
      const expiresAt = Date.parse(row.expires_at);
      seenSessions.set(claims.sid, { expiresAt, tokenVersion });
      return expiresAt > now;
    };

    // One check for HTTP and the chat socket: a valid signature, a user that still exists (read
    // on every request, so a role change or a deletion takes effect at once), and a session of
    // theirs that has not ended.
    const userFromToken = async (token: string): Promise<CurrentUser | null> => {
      const claims = verifiedClaims(token);
      if (!claims) return null;
      const found = await findUserById(app.db, claims.sub);
      if (!found) return null;
      if (!(await sessionStands(claims, found.token_version, Date.now()))) return null;
      const { password_hash: _hash, ...user } = found;
      return { ...user, session_id: claims.sid };
    };
    app.decorate("userFromToken", userFromToken);

    const authenticate: Hook = async (request) => {
      const header = request.headers.authorization;
      const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
      const token = match?.[1];
      if (!token) throw new UnauthorizedError();
      const user = await userFromToken(token);
      if (!user) throw new UnauthorizedError();
      request.currentUser = user;
      // A password someone else chose (a one-time one): only the account's own screens answer
      // until the owner has set theirs (docs/product.md: who uses it).
      if (user.must_change_password === 1 && !FIRST_PASSWORD_ROUTES.has(routeKey(request))) {
        throw new ForbiddenError(CHOOSE_PASSWORD_FIRST);
      }
      // Every signed-in write and upload counts against the account's allowance (RATE_LIMIT_WRITE_MAX, docs/configuration.md).
      if (!READS.has(request.method)) await app.accountAllowances.write(user.id);
    };
    signInHooks.add(authenticate);
    app.decorate("authenticate", authenticate);
    app.decorate("requireRole", (...roles: Role[]): Hook => {
      const hook: Hook = async (request, reply) => {
        await authenticate(request, reply);
        if (!roles.includes(userOf(request).role)) {
          throw new ForbiddenError("You are not allowed to do this");
        }
      };
      signInHooks.add(hook);
      return hook;
    });
  },
  { name: "auth", dependencies: ["database", "user-allowances"] },
);
