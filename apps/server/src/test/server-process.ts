// The real server as a child process, for tests that kill it or run several: started from source
// (node --import tsx, one process, so a SIGKILL hits the server itself) on a data folder and, with
// DATABASE_URL, a PostgreSQL schema of its own. Several processes may share one ServerData.
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createDatabase, type DatabaseHandle } from "../db/database";
import { freePort } from "./free-port";
import { withPg } from "./test-app";

export const REPO_ROOT = resolve(import.meta.dirname, "../../../..");
const SERVER_ENTRY = join(REPO_ROOT, "apps/server/src/server.ts");

export const SPAWN_ADMIN = { email: "admin@reliability.test", password: "admin-password" };

/** Where a spawned server keeps its data: a fresh folder and, on PostgreSQL, a fresh schema. */
export type ServerData = {
  dataDir: string;
  databaseUrl: string | undefined;
  schema: string | undefined;
  jwtSecret: string;
};

export async function createServerData(): Promise<ServerData> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const schema = databaseUrl ? `rel_${randomBytes(6).toString("hex")}` : undefined;
  if (databaseUrl && schema) await withPg(databaseUrl, (c) => c.query(`create schema ${schema}`));
  return {
    dataDir: mkdtempSync(join(tmpdir(), "portal-server-process-")),
    databaseUrl,
    schema,
    jwtSecret: randomBytes(32).toString("base64url"),
  };
}

export async function removeServerData(data: ServerData): Promise<void> {
  if (data.databaseUrl && data.schema) {
    const schema = data.schema;
    await withPg(data.databaseUrl, (c) => c.query(`drop schema if exists ${schema} cascade`));
  }
  rmSync(data.dataDir, { recursive: true, force: true });
}

/** Opens the server's database from the test (SQLite in WAL mode can be read alongside it). */
export const openServerDatabase = (data: ServerData): DatabaseHandle =>
  createDatabase({
    dataDir: data.dataDir,
    databaseUrl: data.databaseUrl,
    databaseSchema: data.schema,
  });

/** One JSON log line of the server (pino). */
export type LogLine = { level: number; msg: string; [key: string]: unknown };

export type ServerProcess = {
  child: ChildProcess;
  baseUrl: string;
  /** The process's output so far (warnings and errors: LOG_LEVEL=warn unless `env` says). */
  output: () => string;
  /** The JSON log lines printed so far. */
  logs: () => LogLine[];
  /** Resolves when the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

/**
 * Starts the server on `data` and resolves once GET /api/health answers 200. `env` adds or
 * overrides settings (e.g. REDIS_URL, LOG_LEVEL; an empty value means unset).
 */
export async function startServer(
  data: ServerData,
  options: {
    startTimeoutMs?: number;
    /** The port to listen on (a restarted process keeps its place behind a proxy); free if unset. */
    port?: number;
    env?: Record<string, string>;
    /** Node's arguments instead of the source entry (e.g. a built server.js with V8 flags). */
    nodeArgs?: string[];
  } = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TMPDIR: process.env.TMPDIR,
    DATA_DIR: data.dataDir,
    PORT: String(port),
    HOST: "127.0.0.1",
    JWT_SECRET: data.jwtSecret,
    ADMIN_EMAIL: SPAWN_ADMIN.email,
    ADMIN_PASSWORD: SPAWN_ADMIN.password,
    DEMO_DATA: "false",
    LOG_LEVEL: "warn",
    RATE_LIMIT_AUTH_MAX: "100000",
    RATE_LIMIT_SIGN_IN_ADDRESS_MAX: "100000",
    // The load tests write far faster than a person: counted, never refused.
    RATE_LIMIT_WRITE_MAX: "100000000",
    WEB_DIST_DIR: join(data.dataDir, "no-web-dist"),
    // Stopped at once unless a test asks for the drain a rolling restart uses.
    SHUTDOWN_DRAIN_SECONDS: "0",
    // The suite's one-pass password hashes (lib/password.ts), when Vitest set them.
    ...(process.env.PORTAL_TEST_ONE_PASS_HASHES
      ? {
          NODE_ENV: process.env.NODE_ENV,
          PORTAL_TEST_ONE_PASS_HASHES: process.env.PORTAL_TEST_ONE_PASS_HASHES,
        }
      : {}),
    ...(data.databaseUrl ? { DATABASE_URL: data.databaseUrl, DATABASE_SCHEMA: data.schema } : {}),
    ...options.env,
  };
  const args = options.nodeArgs ?? ["--import", "tsx", SERVER_ENTRY];
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const logs: LogLine[] = [];
  let partial = "";
  const keep = (chunk: Buffer) => {
    // Enough to explain a failed start; a long run's warnings are not all kept.
    if (output.length < 200_000) output += chunk.toString("utf8");
  };
  child.stdout?.on("data", (chunk: Buffer) => {
    keep(chunk);
    const lines = (partial + chunk.toString("utf8")).split("\n");
    partial = lines.pop() ?? "";
    for (const line of lines) {
      try {
        logs.push(JSON.parse(line) as LogLine);
      } catch {
        // Not a log line.
      }
    }
  });
  child.stderr?.on("data", keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.once("exit", (code, signal) => done({ code, signal })),
  );
  let ended = false;
  void exited.then(() => {
    ended = true;
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  // As long as the server itself allows (app.ts: pluginTimeout): a first start seeds demo data.
  const deadline = Date.now() + (options.startTimeoutMs ?? 120_000);
  while (true) {
    if (ended) throw new Error(`server exited during start-up:\n${output}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (res.status === 200) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not answer /api/health in time:\n${output}`);
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  return { child, baseUrl, output: () => output, logs: () => logs, exited };
}

/** Stops the server: SIGTERM (a clean close) or SIGKILL (a crash); resolves once it has ended. */
export async function stopServer(
  server: ServerProcess,
  signal: "SIGTERM" | "SIGKILL" = "SIGTERM",
): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill(signal);
  const timer = setTimeout(() => server.child.kill("SIGKILL"), 10_000);
  await server.exited;
  clearTimeout(timer);
}
