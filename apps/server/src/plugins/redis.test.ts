// Redis shared by several server instances: one login limit per address across all of them, and a
// start-up that refuses to run split when REDIS_URL is set but Redis does not answer.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { redisAnswers, TEST_REDIS_URL, uniqueRedisPrefix } from "../test/redis";
import { ADMIN, buildTestApp, type TestApp } from "../test/test-app";

const redisUp = await redisAnswers();
if (!redisUp) {
  console.warn(`redis: skipping the shared rate-limit test, no Redis answers at ${TEST_REDIS_URL}`);
}

const loginAttempt = (instance: TestApp) =>
  instance.app.inject({
    method: "POST",
    url: "/api/users/login",
    payload: { email: ADMIN.email, password: "not-the-password" },
  });

describe.skipIf(!redisUp)("rate limits shared through Redis", () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    const settings = {
      redisUrl: TEST_REDIS_URL,
      redisPrefix: uniqueRedisPrefix("rate-limit-test"),
      rateLimitAuthMax: 3,
    };
    a = await buildTestApp(settings);
    b = await buildTestApp({
      ...settings,
      dataDir: a.config.dataDir,
      databaseSchema: a.config.databaseSchema,
    });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it("counts one address's attempts on every instance against one limit", async () => {
    const statuses = [];
    for (const instance of [a, b, a, b, a])
      statuses.push((await loginAttempt(instance)).statusCode);
    // Three wrong passwords are answered, wherever they landed; then both instances refuse.
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    const refused = await loginAttempt(b);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: expect.any(String) });
  });
});

describe("start-up with an unreachable Redis", () => {
  it("fails with a message naming REDIS_URL instead of running without shared state", async () => {
    // Port 9 (discard) is closed here: the connection is refused at once.
    await expect(buildTestApp({ redisUrl: "redis://127.0.0.1:9" })).rejects.toThrow(/REDIS_URL/);
  });
});
