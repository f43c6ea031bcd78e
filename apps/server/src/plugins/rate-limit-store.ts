// Rate-limit counters per client address and allowance, not per route: every limited route names
// its allowance (its `groupId`), and routes naming the same one share it — /login and /admin-login
// share the sign-in allowance, so an address gets RATE_LIMIT_AUTH_MAX password guesses, not twice
// that. (@fastify/rate-limit's own stores count each route apart, whatever the groupId.) The
// counters live in memory for one process, in Redis for several.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { RedisConnections } from "./redis";

/** The allowances, shared by the routes that name them. */
export const RATE_LIMIT_GROUPS = {
  signIn: "sign-in",
  register: "register",
  weather: "weather",
} as const;

type Count = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Count) => void;

/** What the store needs of a limited route: the allowance it counts against. */
function groupOf(routeOptions: unknown): string {
  const params = routeOptions as { groupId?: unknown; routeInfo?: { url?: string } };
  if (typeof params.groupId !== "string" || params.groupId === "") {
    throw new Error(
      `Rate-limited route ${params.routeInfo?.url ?? ""} must name its allowance (rateLimit.groupId)`,
    );
  }
  return params.groupId;
}

type Counters = { incr: (key: string, callback: Callback, timeWindow: number) => void };

const MEMORY_ENTRIES = 10_000;

/** Fixed windows in one process's memory, the oldest dropped beyond 10 000 addresses. */
function memoryCounters(): Counters {
  const windows = new Map<string, { current: number; endsAt: number }>();
  return {
    incr(key, callback, timeWindow) {
      const now = Date.now();
      let entry = windows.get(key);
      if (!entry || entry.endsAt <= now) {
        entry = { current: 0, endsAt: now + timeWindow };
        windows.delete(key);
        if (windows.size >= MEMORY_ENTRIES) {
          const oldest = windows.keys().next();
          if (!oldest.done) windows.delete(oldest.value);
        }
        windows.set(key, entry);
      }
      entry.current += 1;
      callback(null, { current: entry.current, ttl: entry.endsAt - now });
    },
  };
}

// One round trip: count, start the window on the first hit, answer the count and what is left.
const INCREMENT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return { current, ttl }
`;

/** Fixed windows in Redis, shared by every process. */
function redisCounters(redis: RedisConnections): Counters {
  const prefix = `${redis.prefix}:rate-limit:`;
  return {
    incr(key, callback, timeWindow) {
      redis.counters.eval(INCREMENT, 1, `${prefix}${key}`, timeWindow).then(
        (result) => {
          const [current, ttl] = result as [number, number];
          callback(null, { current, ttl });
        },
        (error: Error) => callback(error),
      );
    },
  };
}

/** The store for @fastify/rate-limit: in Redis when there is one, else in memory. */
export function rateLimitStore(redis: RedisConnections | null): FastifyRateLimitStoreCtor {
  const counters = redis ? redisCounters(redis) : memoryCounters();
  // The plugin makes one store and asks it for a child per route: every route gets the same one,
  // keyed by address and allowance (the plugin appends the route's groupId to the address).
  return class GroupedCounters implements FastifyRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number): void {
      counters.incr(key, callback, timeWindow);
    }
    child(routeOptions: unknown): FastifyRateLimitStore {
      groupOf(routeOptions);
      return this;
    }
  };
}
