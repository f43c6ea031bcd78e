// Builds the app for a test against a fresh database: a temp SQLite file, or — when DATABASE_URL is
// set — a fresh PostgreSQL schema that is dropped afterwards. Calls go through app.inject().
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AuthUser, Role } from "@app/shared/users";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { type BuildOptions, buildApp } from "../app";
import {
  type Config,
  DEFAULT_DATABASE_CONNECT_TIMEOUT_SECONDS,
  DEFAULT_MAIL_FROM,
  defaultSeedDir,
} from "../config";
import { tokenSigner } from "../lib/session-tokens";
import { seedDemo } from "../seed/demo/seed-demo";
import { copyMigratedSqlite, createMigratedSchema } from "./migrated-template";

export const ADMIN = { email: "admin@test.local", password: "admin-password" };
export const PASSWORD = "secret-pass-1";

export type TestApp = {
  app: FastifyInstance;
  config: Config;
  close: () => Promise<void>;
};

/** Runs `fn` on a PostgreSQL client of its own (schema set-up and clean-up). */
export async function withPg<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function buildTestApp(
  overrides: Partial<Config> = {},
  beforeReady?: (app: FastifyInstance) => void,
  options: BuildOptions = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), "portal-test-"));
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const schema = databaseUrl ? `test_${randomBytes(6).toString("hex")}` : undefined;
  // A new database starts as a copy of one migrated once per process (migrated-template.ts);
  // an app given another's database or folder opens that one.
  const fresh = !(
    "dataDir" in overrides ||
    "databaseUrl" in overrides ||
    "databaseSchema" in overrides
  );
  if (databaseUrl && schema) {
    if (fresh) await createMigratedSchema(databaseUrl, schema, withPg);
    else await withPg(databaseUrl, (client) => client.query(`create schema ${schema}`));
  } else if (fresh) {
    await copyMigratedSqlite(dataDir);
  }
  const config: Config = {
    port: 0,
    host: "127.0.0.1",
    dataDir,
    databaseUrl,
    databaseSchema: schema,
    databaseConnectTimeoutSeconds: DEFAULT_DATABASE_CONNECT_TIMEOUT_SECONDS,
    backupDir: join(dataDir, "backups"),
    backupKeep: 0,
    jwtSecret: undefined,
    adminEmail: ADMIN.email,
    adminPassword: ADMIN.password,
    uploadMaxMb: 5,
    logLevel: "silent",
    rateLimitAuthMax: 10_000,
    rateLimitAuthWindowMs: 60_000,
    rateLimitSignInAddressMax: 10_000,
    rateLimitWeatherMax: 10_000,
    rateLimitWriteMax: 10_000,
    webDistDir: join(dataDir, "no-web-dist"),
    redisUrl: undefined,
    redisPrefix: "portal-test",
    smtpUrl: undefined,
    mailFrom: DEFAULT_MAIL_FROM,
    imapUrl: undefined,
    supportAddress: undefined,
    imapPollSeconds: 60,
    mailInAuthservIds: [],
    mailInRequireAuth: false,
    publicUrl: "http://portal.test",
    documentUrl: "http://portal.test",
    trustProxy: false,
    shutdownDrainSeconds: 0,
    shutdownTimeoutSeconds: 30,
    demoData: false,
    // A closed port: a test that forgets to start the fake Open-Meteo fails fast, offline.
    weatherGeocodingUrl: "http://127.0.0.1:9/v1/search",
    weatherForecastUrl: "http://127.0.0.1:9/v1/forecast",
    entranceTestTimeLimitSeconds: 600,
    firstResponseHours: 24,
    pendingCloseDays: 7,
    reopenDays: 14,
    seedDir: defaultSeedDir(),
    metricsPort: undefined,
    metricsHost: "127.0.0.1",
    metricsToken: undefined,
    ...overrides,
  };
  const app = buildApp(config, options);
  const close = async () => {
    await app.close();
    if (databaseUrl && schema) {
      await withPg(databaseUrl, (client) => client.query(`drop schema ${schema} cascade`));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  beforeReady?.(app);
  try {
    await app.ready();
    if (config.demoData) await seedDemo(app.db, config, app.log);
  } catch (error) {
    // Tests that expect a start-up to fail must not leave its database, schema or folder behind.
    await close().catch(() => {});
    throw error;
  }
  return { app, config, close };
}

let counter = 0;
export const uniqueEmail = (prefix = "user"): string =>
  `${prefix}-${Date.now()}-${++counter}@test.local`;

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** A token as the server signs them, with any secret and time (forged, expired ones). */
export const signTestToken = (
  claims: { sub: string; sid: string },
  secret: string,
  nowSeconds?: number,
): string => tokenSigner(secret)(claims, nowSeconds);

/** The session a token names (its `sid` claim), to sign test tokens for a real session. */
export const sessionIdOf = (token: string): string =>
  (
    JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8")) as {
      sid: string;
    }
  ).sid;

export async function login(
  app: FastifyInstance,
  email: string,
  password: string,
): Promise<AuthUser> {
  const res = await app.inject({
    method: "POST",
    url: "/api/users/login",
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json<AuthUser>();
}

/** Registers a fresh account; staff and admin are promoted by the configured admin. */
export async function createUser(
  app: FastifyInstance,
  role: Role = "user",
  name = `Test ${role}`,
): Promise<AuthUser> {
  const res = await app.inject({
    method: "POST",
    url: "/api/users/",
    payload: { name, email: uniqueEmail(role), password: PASSWORD },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const user = res.json<AuthUser>();
  if (role === "user") return user;
  const admin = await login(app, ADMIN.email, ADMIN.password);
  const promoted = await app.inject({
    method: "PATCH",
    url: `/api/users/${user._id}/role`,
    headers: auth(admin.token),
    payload: { role },
  });
  if (promoted.statusCode !== 200) throw new Error(`promote failed: ${promoted.body}`);
  return { ...user, role };
}
