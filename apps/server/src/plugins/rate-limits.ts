// Rate limits with @fastify/rate-limit's own stores: named allowances per client address, each
// a hook the routes that share it run (both sign-in screens share one: an address gets
// RATE_LIMIT_AUTH_MAX password guesses, not twice that). Counters live in the process's memory,
// or in Redis when REDIS_URL is set so that every process enforces one limit.
import rateLimit, { normalizeIP } from "@fastify/rate-limit";
import type { onRequestAsyncHookHandler } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config";
import { TooManyRequestsError } from "../lib/errors";

type Allowance = onRequestAsyncHookHandler;

declare module "fastify" {
  interface FastifyInstance {
    /** `onRequest` hooks, one per allowance; a route counts against the one it runs. */
    allowances: {
      signIn: Allowance;
      register: Allowance;
      /** Forgotten password, reset and email verification: mail and one-time links. */
      account: Allowance;
      weather: Allowance;
    };
  }
}

/** Addresses a process remembers per allowance before the least recent is dropped. */
const MEMORY_ENTRIES = 10_000;

export const rateLimitsPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    await app.register(rateLimit, {
      // Only the routes that run an allowance are limited.
      global: false,
      ...(app.redis
        ? { redis: app.redis.counters, nameSpace: `${app.redis.prefix}:rate-limit:` }
        : {}),
      errorResponseBuilder: () => new TooManyRequestsError(),
      // Redis away: let the request through rather than lock everyone out.
      skipOnError: true,
    });
    // The plugin counts each limiter apart in memory, but in Redis by key alone: the allowance's
    // name in the key keeps the allowances apart there too.
    const allowance = (name: string, max: number, timeWindow: number): Allowance => {
      const refused = app.metrics.refusals(name);
      return app.rateLimit({
        max,
        timeWindow,
        cache: MEMORY_ENTRIES,
        keyGenerator: (request) => `${name}:${normalizeIP(request.ip)}`,
        onExceeded: () => refused(),
      });
    };
    const auth = { max: config.rateLimitAuthMax, window: config.rateLimitAuthWindowMs };
    app.decorate("allowances", {
      signIn: allowance("sign-in", auth.max, auth.window),
      register: allowance("register", auth.max, auth.window),
      account: allowance("account", auth.max, auth.window),
      // Each new city costs two upstream calls, so one address may not ask without limit.
      weather: allowance("weather", config.rateLimitWeatherMax, 60_000),
    });
  },
  { name: "rate-limits", dependencies: ["redis", "metrics"] },
);
