// Per-account allowances, counted with rate-limiter-flexible: in the process's memory, or in Redis
// when REDIS_URL is set so that every process counts against one allowance (each process counts in
// its own memory while Redis is away: decision 030). The per-address allowances of
// plugins/rate-limits.ts stop one machine; these stop one account, from however many machines,
// tabs or sockets it acts:
// - sign-in: wrong passwords per account and address, and per account from the addresses that
//   have not signed in to it lately, so that guesses from many addresses cannot lock the holder
//   out of their own (decision 030);
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
import type { Message } from "../lib/i18n";

/** Counts one action of `key`; throws TooManyRequestsError (with Retry-After) past the allowance. */
export type AccountAllowance = (key: string) => Promise<void>;

/** A sign-in attempt let through, counted as a wrong password until `succeeded()` says otherwise. */
export type SignInAttempt = { succeeded: () => Promise<void> };

declare module "fastify" {
  interface FastifyInstance {
    accountAllowances: {
      /**
       * Counts a sign-in attempt at the account `email` (as typed, lower-cased) from the client
       * `address` (normalized as the per-address limits count it), before its password is
       * checked: against the pair's allowance, and against the account's unless the account
       * signed in from that address before (`known`). Throws TooManyRequestsError past either.
       */
      signIn: (email: string, address: string, known: boolean) => Promise<SignInAttempt>;
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
    /** Runs a store operation; a store that failed, insurance and all, is logged and passed. */
    const stored = async <T>(operation: () => Promise<T>): Promise<T | undefined> => {
      try {
        return await operation();
      } catch (error) {
        app.log.warn({ err: error }, "allowance not counted");
        return undefined;
      }
    };
    /** Counts one action of `key` against `limit`; past it, the 429 with `message`. */
    const counter = (name: string, limit: RateLimiterAbstract, message: Message) => {
      const refused = app.metrics.refusals(name);
      return async (key: string): Promise<void> => {
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
    const allowance = (
      name: string,
      points: number,
      durationSeconds: number,
      message: Message,
    ): AccountAllowance => counter(name, limiter(name, points, durationSeconds), message);

    const windowSeconds = Math.max(1, Math.ceil(config.rateLimitAuthWindowMs / 1000));
    const guesses = config.rateLimitAuthMax;
    const pairs = limiter("sign-in-pair", guesses, windowSeconds);
    const accounts = limiter("sign-in-account", guesses, windowSeconds);
    const countPair = counter(
      "sign-in-pair",
      pairs,
      /*i18n*/ {
        id: "allowances.signInPair",
        message: "Too many wrong passwords from your address, please try again later",
      },
    );
    const countAccount = counter(
      "sign-in-account",
      accounts,
      /*i18n*/ {
        id: "allowances.signInAccount",
        message: "Too many sign-in attempts for this account, please try again later",
      },
    );
    const signIn = async (email: string, address: string, known: boolean) => {
      const pair = `${email}:${address}`;
      await countPair(pair);
      if (!known) {
        try {
          await countAccount(email);
        } catch (refusal) {
          // Refused before its password was checked: no guess of this pair's.
          await stored(() => pairs.reward(pair));
          throw refusal;
        }
      }
      return {
        // A right password was no guess: the pair starts again, and the account gets its point
        // back.
        succeeded: async () => {
          await stored(() =>
            Promise.all([pairs.delete(pair), known ? undefined : accounts.reward(email)]),
          );
        },
      };
    };

    app.decorate("accountAllowances", {
      signIn,
      write: allowance(
        "write",
        config.rateLimitWriteMax,
        60,
        /*i18n*/ {
          id: "allowances.writes",
          message: "Too many changes in a short time, please wait a moment",
        },
      ),
      chat: allowance(
        "chat",
        CHAT_RATE_LIMIT.max,
        Math.ceil(CHAT_RATE_LIMIT.windowMs / 1000),
        /*i18n*/ { id: "allowances.chat", message: "Too many messages, please wait a moment" },
      ),
    });
  },
  { name: "user-allowances", dependencies: ["redis", "metrics"] },
);
