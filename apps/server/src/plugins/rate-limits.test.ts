// Rate limits count per client address and allowance: routes sharing an allowance share the
// count, other allowances are apart, and a refusal is the one error shape with Retry-After. In
// Redis each counter's key says whose it is.
import { Redis } from "ioredis";
import { describe, expect, it } from "vitest";
import { TEST_REDIS_URL, testRedisAvailable, uniqueRedisPrefix } from "../test/redis";
import { ADMIN, buildTestApp, PASSWORD, uniqueEmail } from "../test/test-app";

describe("rate-limit allowances", () => {
  it("keep sign-in, registration and weather apart", async () => {
    const t = await buildTestApp({
      rateLimitAuthMax: 1,
      rateLimitSignInAddressMax: 1,
      rateLimitWeatherMax: 1,
    });
    try {
      const post = (url: string, payload: object) => t.app.inject({ method: "POST", url, payload });
      const signIn = () => post("/api/users/login", { email: ADMIN.email, password: "guess" });
      const weather = () => post("/weath", { text: "Kolkata" });
      expect((await signIn()).statusCode).toBe(401);
      expect((await signIn()).statusCode).toBe(429);
      // The weather service is unreachable here (502): answered, not limited by the sign-ins.
      expect((await weather()).statusCode).toBe(502);
      expect((await weather()).statusCode).toBe(429);
      const register = await post("/api/users/", {
        name: "Apart",
        email: uniqueEmail("apart"),
        password: PASSWORD,
      });
      expect(register.statusCode).toBe(201);
    } finally {
      await t.close();
    }
  });

  it("refuse with 429 {message, requestId} and Retry-After in seconds", async () => {
    const t = await buildTestApp({ rateLimitSignInAddressMax: 1, rateLimitAuthWindowMs: 60_000 });
    try {
      const signIn = () => t.app.inject({ method: "POST", url: "/api/users/login", payload: {} });
      expect((await signIn()).statusCode).toBe(400);
      const refused = await signIn();
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        message: "Too many requests, please try again later",
        issues: [],
        requestId: refused.headers["x-request-id"],
      });
      const retryAfter = Number(refused.headers["retry-after"]);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
    } finally {
      await t.close();
    }
  });
});

const redisUp = await testRedisAvailable();

describe.skipIf(!redisUp)("the counters in Redis", () => {
  it("are named after the deployment, the allowance and what it counts", async () => {
    const prefix = uniqueRedisPrefix("rate-limit-keys");
    const t = await buildTestApp({
      redisUrl: TEST_REDIS_URL,
      redisPrefix: prefix,
      trustProxy: true,
    });
    const redis = new Redis(TEST_REDIS_URL);
    try {
      const email = uniqueEmail("keys");
      const post = (url: string, payload: object) =>
        t.app.inject({
          method: "POST",
          url,
          payload,
          headers: { "x-forwarded-for": "203.0.113.9" },
        });
      await post("/api/users/login", { email, password: "wrong-guess" });
      await post("/api/users/forgot-password", { email });
      await post("/weath", { text: "Kolkata" });
      expect((await redis.keys(`${prefix}:*`)).sort()).toEqual(
        [
          `${prefix}:rate-limit:sign-in:203.0.113.9`,
          `${prefix}:rate-limit:account:203.0.113.9`,
          `${prefix}:rate-limit:weather:203.0.113.9`,
          `${prefix}:allowance:sign-in-pair:${email}:203.0.113.9`,
          `${prefix}:allowance:sign-in-account:${email}`,
        ].sort(),
      );
    } finally {
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
      await t.close();
    }
  });
});
