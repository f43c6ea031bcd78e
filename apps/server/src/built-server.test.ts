// The built server (what `npm start` and production run) on the Node.js this suite runs on, under
// forced garbage collection. Node 24.19 made node::ObjectWrap's destructor assert that a V8
// context is entered; better-sqlite3 12's statements were ObjectWraps, so a collection outside
// JavaScript (an idle-time GC) aborted the process after its first start. This test fails if any
// native object the server holds is finalized that way again. And the build on an older Node.js
// (where the SQLite driver crashes without a word): the server and each command refuse it in one
// line, before loading anything.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NODE_MAJOR_NEEDED } from "./node-version";
import {
  createServerData,
  removeServerData,
  type ServerData,
  type ServerProcess,
  SPAWN_ADMIN,
  startServer,
  stopServer,
} from "./test/server-process";

const SERVER_DIR = resolve(import.meta.dirname, "..");
// Inside apps/server so that the bundle's external packages resolve from node_modules.
const buildDir = mkdtempSync(join(SERVER_DIR, ".test-build-"));
// Collections from a timer and from V8 itself every few thousand allocations, while requests run.
const FORCE_GC = join(SERVER_DIR, "src/test/force-gc.cjs");

// An older Node.js to start the build with: the system's /usr/bin/node where it is older than the
// one needed (Node 20 on CI's machines), or OLDER_NODE.
const OLDER_NODE = process.env.OLDER_NODE || "/usr/bin/node";
function olderNodeVersion(): string | undefined {
  if (!existsSync(OLDER_NODE)) return undefined;
  const run = spawnSync(OLDER_NODE, ["-p", "process.versions.node"], { encoding: "utf8" });
  const version = run.stdout.trim();
  return Number(version.split(".")[0]) < NODE_MAJOR_NEEDED ? version : undefined;
}
const olderVersion = olderNodeVersion();
if (!olderVersion) {
  console.warn(`built-server: no Node.js older than ${NODE_MAJOR_NEEDED} at ${OLDER_NODE}`);
}

let data: ServerData;
let server: ServerProcess | undefined;

beforeAll(async () => {
  const built = spawnSync(process.execPath, [join(SERVER_DIR, "build.mjs")], {
    env: { ...process.env, BUILD_OUT_DIR: buildDir },
    encoding: "utf8",
  });
  if (built.status !== 0) throw new Error(`build failed:\n${built.stderr}`);
  data = await createServerData();
}, 120_000);

afterAll(async () => {
  if (server) await stopServer(server, "SIGKILL");
  await removeServerData(data);
  rmSync(buildDir, { recursive: true, force: true });
});

describe("the built server on this Node.js", () => {
  it("runs on Node 24 or newer (the runtime the project is built and tested for)", () => {
    const major = Number(process.versions.node.split(".")[0]);
    expect(major).toBeGreaterThanOrEqual(NODE_MAJOR_NEEDED);
    const root = JSON.parse(readFileSync(resolve(SERVER_DIR, "../../package.json"), "utf8"));
    expect(root.engines).toEqual({ node: `>=${NODE_MAJOR_NEEDED}` });
  });

  it.runIf(olderVersion)(
    "refuses an older Node.js in one line and at once: the server and every command",
    () => {
      for (const entry of [
        "server.js",
        "cli/backup.js",
        "cli/restore.js",
        "cli/seed-demo.js",
        "cli/reset-admin-password.js",
      ]) {
        const started = performance.now();
        const run = spawnSync(OLDER_NODE, [join(buildDir, entry)], {
          cwd: SERVER_DIR,
          env: { PATH: process.env.PATH, DATA_DIR: data.dataDir, PORT: "0" },
          encoding: "utf8",
          timeout: 10_000,
        });
        const ms = performance.now() - started;
        expect({ entry, status: run.status, signal: run.signal, stdout: run.stdout }).toEqual({
          entry,
          status: 1,
          signal: null,
          stdout: "",
        });
        expect(run.stderr).toBe(
          `Node.js ${olderVersion} (${OLDER_NODE}) is too old: the portal needs Node.js ${NODE_MAJOR_NEEDED} or newer.\n`,
        );
        // Before anything loads: no driver, no database, no port.
        expect(ms, entry).toBeLessThan(2_000);
      }
    },
  );

  // SQLite's driver is the native code the server holds (its statements were the ObjectWraps that
  // aborted); on PostgreSQL the driver is JavaScript, and the built server's start, load and stop
  // there are the rolling-restart file's (PostgreSQL only). Forced collections make this the
  // costliest file of the PostgreSQL pass for nothing it could find.
  it.skipIf(Boolean(process.env.DATABASE_URL))(
    "survives its first start and a load under forced garbage collection, then stops cleanly",
    async () => {
      const running = await startServer(data, {
        // First start with demo data: the path that aborted on Node 24 with better-sqlite3 12.
        env: { DEMO_DATA: "true", LOG_LEVEL: "warn" },
        nodeArgs: ["--expose-gc", "--require", FORCE_GC, join(buildDir, "server.js")],
      });
      server = running;
      const login = await fetch(`${running.baseUrl}/api/users/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(SPAWN_ADMIN),
      });
      expect(login.status).toBe(200);
      const { token } = (await login.json()) as { token: string };
      const auth = { authorization: `Bearer ${token}` };
      // Many distinct SQL texts and many statements to finalize, public and signed in.
      const paths = [
        "/photo",
        "/students",
        "/api/courses",
        "/api/tickets",
        "/api/staff/tickets",
        "/api/users/alluser",
        "/api/users/order",
        "/api/mail/outbox",
        "/api/voter",
        "/mechanic",
        "/api/users/me",
      ];
      for (let round = 0; round < 30; round++) {
        const answers = await Promise.all(
          paths.map((path) => fetch(`${running.baseUrl}${path}`, { headers: auth })),
        );
        for (const answer of answers) {
          expect(answer.status, answer.url).toBeLessThan(500);
          await answer.arrayBuffer();
        }
      }
      // Idle for a while: idle-time collections run outside JavaScript.
      await new Promise((done) => setTimeout(done, 3_000));
      expect(running.child.exitCode, running.output()).toBeNull();
      expect(running.child.signalCode, running.output()).toBeNull();

      running.child.kill("SIGTERM");
      const exit = await running.exited;
      server = undefined;
      expect(exit, running.output()).toEqual({ code: 0, signal: null });
      expect(running.output()).not.toMatch(/Assertion failed|Native stack trace/);
    },
    180_000,
  );
});
