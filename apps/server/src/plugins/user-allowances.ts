// Per-account allowances (issue 17), counted with rate-limiter-flexible: in the process's memory,
// or in Redis when REDIS_URL is set so that every process counts against one allowance. The
// per-address allowances of plugins/rate-limits.ts stop one machine; these stop one account,
// from however many machines, tabs or sockets it acts:
// - sign-in: password guesses at one account (its address, as typed), whatever address they
//   come from;
// - writes: every signed-in POST, PUT, PATCH and DELETE, uploads included (plugins/auth.ts);
// - chat: messages sent, over all of the account's sockets (modules/chat/chat.socket.ts).
import { CHAT_RATE_LIMIT } from "@app/shared/chat";
import fp from "fastify-plugin";
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from "rate-limiter-flexible";
import type { Config } from "../config";
import { TooManyRequestsError } from "../lib/errors";

/** Counts one action of `key`; throws TooManyRequestsError (with Retry-After) past the allowance. */
export type AccountAllowance = (key: string) => Promise<void>;

declare module "fastify" {
  interface FastifyInstance {
    accountAllowances: {
      signIn: AccountAllowance;
      write: AccountAllowance;
      chat: AccountAllowance;
    };
  }
}

export const userAllowancesPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const limiter = (
      name: string,
      points: number,
      durationSeconds: number,
    ): RateLimiterAbstract => {
      const memory = new RateLimiterMemory({ keyPrefix: name, points, duration: durationSeconds });
      if (!app.redis) return memory;
      return new RateLimiterRedis({
        storeClient: app.redis.counters,
        keyPrefix: `${app.redis.prefix}:allowance:${name}`,
        points,
        duration: durationSeconds,
        // Redis away: each process counts on its own rather than lock everyone out.
        insuranceLimiter: memory,
      });
    };
    const allowance = (
      name: string,
      points: number,
      durationSeconds: number,
      message: string,
    ): AccountAllowance => {
      const limit = limiter(name, points, durationSeconds);
      const refused = app.metrics.refusals(name);
      return async (key) => {
        try {
          await limit.consume(key);
        } catch (refusal) {
          if (refusal instanceof RateLimiterRes) {
            refused();
            throw new TooManyRequestsError(
              message,
              Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)),
            );
          }
          // The store failed and so did the insurance: let the action through.
          app.log.warn({ err: refusal }, "allowance not counted");
        }
      };
    };
    const windowSeconds = Math.max(1, Math.ceil(config.rateLimitAuthWindowMs / 1000));
    app.decorate("accountAllowances", {
      signIn: allowance(
        "sign-in-account",
        config.rateLimitAuthMax,
        windowSeconds,
        "Too many sign-in attempts for this account, please try again later",
      ),
      write: allowance(
        "write",
        config.rateLimitWriteMax,
        60,
        "Too many changes in a short time, please wait a moment",
      ),
      chat: allowance(
        "chat",
        CHAT_RATE_LIMIT.max,
        Math.ceil(CHAT_RATE_LIMIT.windowMs / 1000),
        "Too many messages, please wait a moment",
      ),
    });
  },
  { name: "user-allowances", dependencies: ["redis", "metrics"] },
);
