// The Redis the cross-process tests use: REDIS_URL, or the one on this machine. Those tests run
// whenever it answers and are skipped with a message otherwise — unless REQUIRE_REDIS=1 (CI),
// where a missing Redis fails the run instead of hiding the tests. A test that stops Redis starts
// one of its own (redis-server from the PATH), never the shared one.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";

export const TEST_REDIS_URL = process.env.REDIS_URL || "redis://127.0.0.1:6379";

export async function redisAnswers(url: string = TEST_REDIS_URL): Promise<boolean> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on("error", () => {});
  try {
    await client.connect();
    return (await client.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

/** A key prefix of its own, so parallel runs on one Redis never see each other's keys. */
export const uniqueRedisPrefix = (name: string): string =>
  `${name}-${randomBytes(6).toString("hex")}`;

/** Whether the Redis tests run (see above); throws when REQUIRE_REDIS=1 and none answers. */
export async function testRedisAvailable(): Promise<boolean> {
  if (await redisAnswers()) return true;
  if (process.env.REQUIRE_REDIS === "1") {
    throw new Error(`REQUIRE_REDIS=1 but no Redis answers at ${TEST_REDIS_URL}`);
  }
  console.warn(`Redis tests skipped: no Redis answers at ${TEST_REDIS_URL}`);
  return false;
}

/** Whether redis-server is on the PATH, for the tests that stop and start a Redis of their own. */
export const hasRedisServer = spawnSync("redis-server", ["--version"]).status === 0;

/** A private Redis on `port` (no persistence), resolved once it answers. */
export async function startRedisServer(port: number): Promise<ChildProcess> {
  const child = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    { stdio: "ignore" },
  );
  for (let i = 0; i < 100 && !(await redisAnswers(`redis://127.0.0.1:${port}`)); i++) {
    await new Promise((wait) => setTimeout(wait, 50));
  }
  return child;
}

/** Kills a Redis started by startRedisServer (as a crash would) and waits for it to end. */
export function stopRedisServer(child: ChildProcess): Promise<void> {
  return new Promise<void>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      done();
      return;
    }
    child.once("exit", () => done());
    child.kill("SIGKILL");
  });
}
