// Rate limits per client address with @fastify/rate-limit's own stores: named allowances, each a
// hook the routes that share it run (both sign-in screens share one: an address gets
// RATE_LIMIT_SIGN_IN_ADDRESS_MAX sign-in attempts, not twice that). Counters live in the process's memory, or
// in Redis when REDIS_URL is set so that every process enforces one limit; while Redis is away
// these limits are skipped (decision 030). The per-account ones are plugins/user-allowances.ts.
import rateLimit from "@fastify/rate-limit";
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
    // Each allowance registers the plugin in a scope of its own and takes its limiter as the
    // plugin's settings make it (`scope.rateLimit()`), so a counter's key is the allowance's
    // `nameSpace` and the plugin's own key of the address (IPv6 per /64): in Redis
    // `<REDIS_PREFIX>:rate-limit:sign-in:203.0.113.9`. (A limiter made with options, or per route,
    // puts the route's method and path in its keys, and an options limiter has none:
    // `undefinedundefined-`.)
    const allowance = async (name: string, max: number, timeWindow: number) => {
      const refused = app.metrics.refusals(name);
      let hook: Allowance | undefined;
      await app.register(async (scope) => {
        await scope.register(rateLimit, {
          // Only the routes that run an allowance are limited.
          global: false,
          max,
          timeWindow,
          cache: MEMORY_ENTRIES,
          ...(app.redis
            ? { redis: app.redis.counters, nameSpace: `${app.redis.prefix}:rate-limit:${name}:` }
            : {}),
          errorResponseBuilder: () => new TooManyRequestsError(),
          // Redis away: let the request through rather than lock everyone out (decision 030).
          skipOnError: true,
          onExceeded: () => refused(),
        });
        hook = scope.rateLimit();
      });
      if (!hook) throw new Error(`the ${name} allowance was not made`);
      return hook;
    };
    const auth = { max: config.rateLimitAuthMax, window: config.rateLimitAuthWindowMs };
    app.decorate("allowances", {
      // Attempts at any accounts; the wrong passwords per account are plugins/user-allowances.ts'.
      signIn: await allowance("sign-in", config.rateLimitSignInAddressMax, auth.window),
      register: await allowance("register", auth.max, auth.window),
      account: await allowance("account", auth.max, auth.window),
      // Each new city costs two upstream calls, so one address may not ask without limit.
      weather: await allowance("weather", config.rateLimitWeatherMax, 60_000),
    });
  },
  { name: "rate-limits", dependencies: ["redis", "metrics"] },
);
