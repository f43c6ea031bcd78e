// Redis, when REDIS_URL is set: what several server processes must share beyond the database —
// rate-limit counters and the chat's pub/sub. Without it each process keeps its own, which is all
// one process needs.
import fp from "fastify-plugin";
import type { Redis, RedisOptions } from "ioredis";
import type { Config } from "../config";

export type RedisConnections = {
  /** Rate-limit counters: fails fast while Redis is away, so a request is never held up. */
  counters: Redis;
  /** Publisher and subscriber for the chat's socket.io adapter: they wait out a Redis restart. */
  publisher: Redis;
  subscriber: Redis;
  /** Prefix of every key and channel this deployment uses (REDIS_PREFIX). */
  prefix: string;
  /**
   * Whether every connection is up. While Redis is away the process still serves: rate limits
   * count per process and chat messages between processes wait (readiness says "degraded").
   */
  available: () => boolean;
};

declare module "fastify" {
  interface FastifyInstance {
    /** Null when REDIS_URL is unset (one process). */
    redis: RedisConnections | null;
  }
}

const QUIT_GRACE_MS = 2_000;

// The socket.io adapter publishes without handling a rejected promise; a command that gave up would
// end the process. `maxRetriesPerRequest: null` keeps such commands queued until Redis is back.
// (The replies as ioredis's default mapping gives them, which the adapter reads.)
const PUBSUB_OPTIONS: Omit<RedisOptions, "replyMapping"> = {
  maxRetriesPerRequest: null,
  lazyConnect: true,
};
// @fastify/rate-limit reports a store error through its callback and, with skipOnError, lets the
// request through: better than holding every login until Redis answers again. A Redis that keeps
// the connection but does not answer (hung, or the network to it gone quiet) fails a count after
// a second, and has the connection dropped, so that from then on it is away (readiness says so)
// until it answers again. A count given up is not sent again on reconnecting: each process has
// counted it on its own meanwhile.
const COUNTER_OPTIONS: RedisOptions = {
  lazyConnect: true,
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  connectTimeout: 2_000,
  commandTimeout: 1_000,
  socketTimeout: 1_000,
  autoResendUnfulfilledCommands: false,
};

export const redisPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    if (!config.redisUrl) {
      app.decorate("redis", null);
      return;
    }
    // Loaded only when configured: one process without Redis never pays for the client.
    const { Redis } = await import("ioredis");
    /**
     * The socket.io adapter publishes and unsubscribes without handling the promise. A command
     * still waiting for Redis when the app closes its connections (Redis does not answer) is
     * rejected as the connection closes, with nobody listening: an unhandled rejection, which
     * ends a process that lives on after closing the app (a test run). Here each such failure is
     * logged, once per command (ioredis passes a command through here again when it sends it
     * after a reconnect). What was published is in the database, and the other processes' sockets
     * catch up when Redis is back.
     */
    const watched = new WeakSet<object>();
    class PubSubClient extends Redis {
      constructor(url: string, options: typeof PUBSUB_OPTIONS) {
        super(url, options);
      }
      override sendCommand(...args: Parameters<Redis["sendCommand"]>) {
        const [command] = args;
        const reply = super.sendCommand(...args);
        if (!watched.has(command) && reply instanceof Promise) {
          watched.add(command);
          reply.catch((error: unknown) =>
            app.log.warn({ err: error, command: command.name }, "redis command given up"),
          );
        }
        return reply;
      }
    }
    const counters = new Redis(config.redisUrl, COUNTER_OPTIONS);
    const publisher = new PubSubClient(config.redisUrl, PUBSUB_OPTIONS);
    const subscriber = new PubSubClient(config.redisUrl, PUBSUB_OPTIONS);
    const clients = [counters, publisher, subscriber];
    // Without a listener a lost connection would be an uncaught error; the clients reconnect.
    for (const client of clients) {
      client.on("error", (error: unknown) =>
        app.log.warn({ err: error }, "redis connection error"),
      );
    }
    // QUIT waits for the commands queued before it; while Redis is away (the pub/sub clients
    // queue until it is back) that could be forever: give it a moment, then drop the connection.
    const quitAll = () =>
      Promise.all(
        clients.map(async (client) => {
          let timer: NodeJS.Timeout | undefined;
          await Promise.race([
            client.quit().catch(() => {}),
            new Promise((done) => {
              timer = setTimeout(done, QUIT_GRACE_MS);
            }),
          ]);
          clearTimeout(timer);
          client.disconnect();
        }),
      );
    try {
      // Start-up fails when REDIS_URL is set but Redis does not answer: running without the shared
      // counters and pub/sub would split the processes silently.
      await Promise.all(clients.map((client) => client.connect()));
    } catch (error) {
      clients.forEach((client) => {
        client.disconnect();
      });
      throw new Error(`Redis at REDIS_URL does not answer: ${(error as Error).message}`);
    }
    app.decorate("redis", {
      counters,
      publisher,
      subscriber,
      prefix: config.redisPrefix,
      available: () => clients.every((client) => client.status === "ready"),
    });
    app.addHook("onClose", async () => {
      await quitAll();
    });
    app.log.info("using Redis for rate limits and the chat between processes");
  },
  { name: "redis" },
);
