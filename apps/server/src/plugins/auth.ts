// Bearer-token authentication: verifies the token, then loads the user on every request so role
// changes, password resets and deleted accounts take effect at once.
import { randomBytes } from "node:crypto";
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Role } from "@app/shared/users";
import type { FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config";
import type { UsersTable } from "../db/schema";
import { ForbiddenError, UnauthorizedError } from "../lib/errors";
import { signToken, type TokenPayload, verifyToken } from "../lib/jwt";
import { findUserById } from "../modules/users/users.repository";

export type CurrentUser = Omit<UsersTable, "password_hash">;
type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** How many verified tokens a process remembers (about 300 bytes each). */
const VERIFIED_TOKENS_KEPT = 10_000;

declare module "fastify" {
  interface FastifyInstance {
    authenticate: Hook;
    requireRole: (...roles: Role[]) => Hook;
    issueToken: (user: { id: string; token_version: number }) => string;
    /** The user a bearer token stands for, or null (bad/expired token, deleted user, reset). */
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
  mkdirSync(config.dataDir, { recursive: true });
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
    app.decorateRequest("currentUser", null);
    app.decorate("issueToken", (user: { id: string; token_version: number }) =>
      signToken({ sub: user.id, tv: user.token_version }, secret),
    );

    // A token's signature is checked once per process: the claims of valid tokens are kept (the
    // oldest dropped first), and only the expiry is looked at again. Checking the signature on
    // every request was an eighth of the CPU of a signed-in ticket list.
    const verified = new Map<string, TokenPayload>();
    const verifiedClaims = (token: string): TokenPayload | null => {
      const kept = verified.get(token);
      if (kept) return kept.exp > Math.floor(Date.now() / 1000) ? kept : null;
      const claims = verifyToken(token, secret);
      if (claims) {
        if (verified.size >= VERIFIED_TOKENS_KEPT) {
          const oldest = verified.keys().next();
          if (!oldest.done) verified.delete(oldest.value);
        }
        verified.set(token, claims);
      }
      return claims;
    };

    // One check for HTTP and the chat socket: a valid signature, a user that still exists, and a
    // token issued since the last password reset (token_version).
    const userFromToken = async (token: string): Promise<CurrentUser | null> => {
      const claims = verifiedClaims(token);
      if (!claims) return null;
      const user = await findUserById(app.db, claims.sub);
      if (!user || user.token_version !== claims.tv) return null;
      const { password_hash: _hash, ...rest } = user;
      return rest;
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
  { name: "auth", dependencies: ["database"] },
);
