// What an operator relies on: readiness and liveness (Redis away makes a process degraded, not
// unready), draining before a stop, and the client address behind a proxy trusted by its address.
// Real processes restarted behind nginx are in rolling-restart.test.ts, a Redis outage under load
// in redis-outage.test.ts.
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { TEST_REDIS_URL, testRedisAvailable, uniqueRedisPrefix } from "./test/redis";
import { buildTestApp } from "./test/test-app";

const redisUp = await testRedisAvailable();
const METRICS_TOKEN = "operations-metrics-token";

describe("readiness and liveness", () => {
  it("answer 200 while the process serves; readiness 503 'draining' once it stops, liveness still 200", async () => {
    const t = await buildTestApp();
    try {
      const get = (url: string) => t.app.inject({ method: "GET", url });
      for (const url of ["/api/health", "/api/health/ready", "/api/health/live"]) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(200);
        expect(res.json()).toEqual({ status: "ok" });
      }
      t.app.startDraining();
      for (const url of ["/api/health", "/api/health/ready"]) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(503);
        expect(res.json()).toMatchObject({ message: "Draining: this process is stopping" });
      }
      expect((await get("/api/health/live")).statusCode).toBe(200);
      // Draining takes no work away from requests already coming: they are still answered.
      expect((await get("/api/products")).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it.runIf(redisUp)(
    "readiness stays 200 while Redis is away, reporting it degraded (answer and metric)",
    async () => {
      const t = await buildTestApp({
        redisUrl: TEST_REDIS_URL,
        redisPrefix: uniqueRedisPrefix("ready"),
        metricsToken: METRICS_TOKEN,
      });
      try {
        const get = (url: string) => t.app.inject({ method: "GET", url });
        const redisUpMetric = async () => {
          const res = await t.app.inject({
            method: "GET",
            url: "/metrics",
            headers: { authorization: `Bearer ${METRICS_TOKEN}` },
          });
          // The one line (a full parse would trip on the event-loop gauges' NaN of a new process).
          return Number(/^portal_redis_up (\d+)$/m.exec(res.body)?.[1]);
        };
        const ready = await get("/api/health/ready");
        expect(ready.statusCode).toBe(200);
        expect(ready.json()).toEqual({ status: "ok", redis: "ok" });
        expect(await redisUpMetric()).toBe(1);
        const counters = t.app.redis?.counters;
        const ended = new Promise((done) => counters?.once("end", done));
        counters?.disconnect(false);
        await ended;
        // Still taking work: a balancer that follows readiness keeps every process in rotation.
        for (const url of ["/api/health", "/api/health/ready"]) {
          const away = await get(url);
          expect(away.statusCode, url).toBe(200);
          expect(away.json()).toEqual({ status: "degraded", redis: "unavailable" });
        }
        expect(await redisUpMetric()).toBe(0);
        expect((await get("/api/health/live")).statusCode).toBe(200);
        await counters?.connect();
        expect((await get("/api/health/ready")).json()).toEqual({ status: "ok", redis: "ok" });
        expect(await redisUpMetric()).toBe(1);
      } finally {
        await t.close();
      }
    },
  );

  it("liveness does not touch the database: 200 when readiness is 503 for it", async () => {
    const t = await buildTestApp();
    try {
      await t.app.db.destroy();
      expect((await t.app.inject({ method: "GET", url: "/api/health/ready" })).statusCode).toBe(
        503,
      );
      expect((await t.app.inject({ method: "GET", url: "/api/health/live" })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe("a reverse proxy trusted by its address", () => {
  const PROXY = "10.0.0.5";
  const login = (t: Awaited<ReturnType<typeof buildTestApp>>, forwarded: string, n: number) =>
    t.app.inject({
      method: "POST",
      url: "/api/users/login",
      remoteAddress: PROXY,
      // As nginx's $proxy_add_x_forwarded_for sends it: what the client wrote, then its address.
      headers: { "x-forwarded-for": forwarded },
      payload: { email: `guess${n}@test.local`, password: "whatever-else" },
    });

  it("counts the address the proxy saw, not one the client made up", async () => {
    const t = await buildTestApp({ rateLimitSignInAddressMax: 3, trustProxy: [PROXY] });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        // A different made-up address every time, always from the same real client.
        statuses.push((await login(t, `198.51.100.${i + 1}, 203.0.113.7`, i)).statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
      // Another real client behind the same proxy has its own allowance.
      expect((await login(t, "203.0.113.8", 99)).statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });

  it("ignores the header from a client that is not the proxy", async () => {
    const t = await buildTestApp({ rateLimitSignInAddressMax: 2, trustProxy: [PROXY] });
    try {
      const direct = (n: number) =>
        t.app.inject({
          method: "POST",
          url: "/api/users/login",
          remoteAddress: "192.0.2.44",
          headers: { "x-forwarded-for": `198.51.100.${n}` },
          payload: { email: `direct${n}@test.local`, password: "whatever-else" },
        });
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await direct(i)).statusCode);
      expect(statuses).toEqual([401, 401, 429, 429]);
    } finally {
      await t.close();
    }
  });
});

describe("TRUST_PROXY", () => {
  it("takes true/false, or addresses and CIDR ranges, and refuses anything else", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: "0" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "127.0.0.1" }).trustProxy).toEqual(["127.0.0.1"]);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, ::1, loopback" }).trustProxy).toEqual([
      "10.0.0.0/8",
      "::1",
      "loopback",
    ]);
    for (const wrong of ["2", "maybe", "10.0.0.0/33", "300.1.1.1", "127.0.0.1,,"]) {
      expect(() => loadConfig({ TRUST_PROXY: wrong }), wrong).toThrow(/TRUST_PROXY must be/);
    }
  });

  it("reads the drain and the shutdown timeout", () => {
    expect(loadConfig({})).toMatchObject({ shutdownDrainSeconds: 5, shutdownTimeoutSeconds: 30 });
    expect(loadConfig({ SHUTDOWN_DRAIN_SECONDS: "0" }).shutdownDrainSeconds).toBe(0);
    expect(() => loadConfig({ SHUTDOWN_DRAIN_SECONDS: "-1" })).toThrow(/SHUTDOWN_DRAIN_SECONDS/);
  });
});
