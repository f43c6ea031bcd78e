// Runs the real server (src/server.ts) as a child process, for tests that need processes rather
// than app.inject(): several processes on one database, crashes. One node process per server (tsx
// as a loader, not its CLI wrapper), so a signal reaches the server itself.
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { resolve } from "node:path";
import pg from "pg";

const SERVER_DIR = resolve(import.meta.dirname, "../..");

export type LogLine = { level: number; msg: string; [key: string]: unknown };

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  /** Every JSON log line the process printed so far. */
  logs: LogLine[];
  /** SIGTERM, then waits for the exit (SIGKILL after 10 s). */
  stop: () => Promise<void>;
  /** SIGKILL, then waits for the exit. */
  kill: () => Promise<void>;
};

/** Settings every test process shares; a test adds DATA_DIR, the database and its own. */
export const BASE_ENV: Record<string, string> = {
  HOST: "127.0.0.1",
  PORT: "0",
  LOG_LEVEL: "info",
  DEMO_DATA: "false",
  ADMIN_EMAIL: "admin@process.test",
  ADMIN_PASSWORD: "process-admin-password",
  RATE_LIMIT_AUTH_MAX: "100000",
  // Nothing may reach the internet: a closed port for the weather service.
  WEATHER_GEOCODING_URL: "http://127.0.0.1:9/v1/search",
  WEATHER_FORECAST_URL: "http://127.0.0.1:9/v1/forecast",
};

const exited = (child: ChildProcess): Promise<void> =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((done) => child.once("exit", () => done()));

/** Starts a server with these settings; resolves once it listens, with its address. */
export function startServerProcess(
  env: Record<string, string>,
  timeoutMs = 30_000,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
    cwd: SERVER_DIR,
    // Only what the test chooses: no DATABASE_URL or REDIS_URL leaking in from the test run.
    env: { PATH: process.env.PATH ?? "", ...BASE_ENV, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logs: LogLine[] = [];
  let stderr = "";
  let pending = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolvePromise, reject) => {
    const fail = (reason: string) => {
      clearTimeout(timer);
      child.kill("SIGKILL");
      reject(new Error(`${reason}\nstderr: ${stderr.slice(-2000)}`));
    };
    const timer = setTimeout(() => fail("server did not start in time"), timeoutMs);
    child.once("exit", (code, signal) =>
      fail(`server exited (${code ?? signal}) before listening`),
    );
    child.stdout?.on("data", (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) {
        let parsed: LogLine;
        try {
          parsed = JSON.parse(line) as LogLine;
        } catch {
          continue;
        }
        logs.push(parsed);
        const listening = /^Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(parsed.msg);
        if (listening?.[1]) {
          clearTimeout(timer);
          child.removeAllListeners("exit");
          const url = listening[1];
          resolvePromise({
            url,
            child,
            logs,
            stop: async () => {
              child.kill("SIGTERM");
              const force = setTimeout(() => child.kill("SIGKILL"), 10_000);
              await exited(child);
              clearTimeout(force);
            },
            kill: async () => {
              child.kill("SIGKILL");
              await exited(child);
            },
          });
        }
      }
    });
  });
}

/** A fresh PostgreSQL schema for server processes, and a way to drop it. */
export async function freshSchema(databaseUrl: string): Promise<{
  schema: string;
  drop: () => Promise<void>;
}> {
  const schema = `proc_${randomBytes(6).toString("hex")}`;
  const run = async (query: string) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  };
  await run(`create schema ${schema}`);
  return { schema, drop: () => run(`drop schema ${schema} cascade`) };
}
