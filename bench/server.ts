// The production server as the benchmark runs it: the built apps/server/dist/server.js on the
// embedded database, its start-up time to the first healthy answer, and its resident memory.
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { freePort } from "../apps/server/src/test/free-port";

export const ROOT = resolve(import.meta.dirname, "..");

export const ADMIN = { email: "admin@bench.test", password: "bench-admin-password" };

export type RunningServer = {
  url: string;
  child: ChildProcess;
  /** Milliseconds from spawning the process to the first 200 of /api/health. */
  startupMs: number;
  stop: () => Promise<void>;
};

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * Starts dist/server.js on `dataDir` and waits for /api/health to answer 200. `root` is the
 * checkout whose build runs (another one's, to measure a before and an after side by side).
 */
export async function startServer(
  dataDir: string,
  env: Record<string, string> = {},
  root: string = ROOT,
  /** The Node.js binary (another version's, for an A/B across runtimes). */
  node: string = process.execPath,
  /** A program to run Node under, with its options (e.g. valgrind, to count instructions). */
  launcher: string[] = [],
): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  // BENCH_NODE_ARGS adds Node options to the server, e.g. "--cpu-prof --cpu-prof-dir=bench/tmp".
  // Production's options first (scripts/start.mjs, decision 017), then BENCH_NODE_ARGS.
  const nodeArgs = [
    "--max-semi-space-size=16",
    ...(process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean),
  ];
  const [command = node, ...launcherArgs] = launcher.length > 0 ? launcher : [node];
  const args = [...nodeArgs, join(root, "apps/server/dist/server.js")];
  const child = spawn(command, launcher.length > 0 ? [...launcherArgs, node, ...args] : args, {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? "",
      DATA_DIR: dataDir,
      HOST: "127.0.0.1",
      PORT: String(port),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      DEMO_DATA: "false",
      // One account posts thousands of tickets a second here: the allowance is still counted on
      // every write (its cost is in the figures), but set high enough never to refuse.
      RATE_LIMIT_WRITE_MAX: "1000000000",
      // Production's default log level; the lines go nowhere, as they would to a log shipper.
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  let exited = false;
  child.once("exit", () => {
    exited = true;
  });
  for (;;) {
    if (exited) throw new Error("the server exited during start-up");
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.status === 200) break;
    } catch {
      // Not listening yet.
    }
    if (performance.now() - started > 60_000) {
      child.kill("SIGKILL");
      throw new Error("the server did not start in 60 s");
    }
    await pause(5);
  }
  const startupMs = performance.now() - started;
  return {
    url,
    child,
    startupMs,
    stop: async () => {
      if (exited) return;
      const done = new Promise((resolveExit) => child.once("exit", resolveExit));
      child.kill("SIGTERM");
      const force = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await done;
      clearTimeout(force);
    },
  };
}

/** Resident memory of a process in MB (Linux: VmRSS of /proc/<pid>/status). */
export function residentMb(pid: number | undefined): number {
  if (!pid) return Number.NaN;
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1]);
  return kb / 1024;
}

/** A build to measure beside others: its name, its Node.js binary and its checkout. */
export type Build = { name: string; node: string; root: string };

/**
 * `--build name=NODE:ROOT` options, for comparing builds (the one-off A/B tools that used this are
 * in git history: bench/README.md says how to find them):
 * NODE is a Node.js binary (`node` for the one running), ROOT a checkout whose server is built.
 */
export function parseBuilds(specs: readonly string[]): Build[] {
  const builds = specs.map((spec) => {
    const match = /^([^=]+)=([^:]+):(.+)$/.exec(spec);
    if (!match) throw new Error(`--build ${spec}: expected name=NODE:ROOT`);
    const [, name = "", node = "", root = ""] = match;
    return { name, node: node === "node" ? process.execPath : node, root: resolve(root) };
  });
  if (builds.length === 0) throw new Error("name at least one --build name=NODE:ROOT");
  return builds;
}
