// The Redis the cross-process tests use: REDIS_URL, or the one on this machine. Those tests run
// whenever it answers and are skipped with a message otherwise — unless REQUIRE_REDIS=1 (CI),
// where a missing Redis fails the run instead of hiding the tests.
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
