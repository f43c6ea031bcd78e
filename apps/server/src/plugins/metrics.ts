// Prometheus metrics (prom-client), off unless the operator asks for them: METRICS_PORT serves
// GET /metrics on a listener of its own (METRICS_HOST, loopback by default), never on the public
// port; METRICS_TOKEN alone serves it on the public port to `Authorization: Bearer <token>` only,
// anyone else gets the ordinary 404. With both, the metrics port asks for the token too.
// The places that count things report through `app.metrics`, which does nothing while metrics
// are off (prom-client is not even loaded then, and requests pay for no hook).
import { createHash, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Registry } from "prom-client";
import type { Config } from "../config";
import { NotFoundError } from "../lib/errors";

export type MailOutcome = "sent" | "failed";
/** What a message read from the support mailbox became. */
export type MailInOutcome = "note" | "ticket" | "rejected";

export type Metrics = {
  /** The refusal counter of one allowance (429s, refused chat messages); it starts at 0. */
  refusals: (allowance: string) => () => void;
  /** One outbox message sent, or failed (also when SMTP_URL is unset). */
  mailOutcome: (outcome: MailOutcome) => void;
  /** One message read from the support mailbox: a note, a ticket, or rejected (see `mail_in`). */
  mailInOutcome: (outcome: MailInOutcome) => void;
};

declare module "fastify" {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

export const METRICS_PATH = "/metrics";

/** The route label of a request no route matched (its raw URL would make labels unbounded). */
export const UNMATCHED_ROUTE = "(unmatched)";

// From 1 ms (most API answers) to 10 s (a slow SMTP server or upstream behind a request).
const DURATION_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10];

const OFF: Metrics = { refusals: () => () => {}, mailOutcome: () => {}, mailInOutcome: () => {} };

const digest = (text: string): Buffer => createHash("sha256").update(text).digest();

/** Whether an Authorization header carries the token (compared in constant time). */
function tokenCheck(token: string | undefined): (header: string | undefined) => boolean {
  if (token === undefined) return () => true;
  const expected = digest(token);
  return (header) => {
    const given = /^Bearer +(\S+)$/i.exec(header ?? "")?.[1];
    return given !== undefined && timingSafeEqual(digest(given), expected);
  };
}

export const metricsPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const { metricsPort: port, metricsHost: host, metricsToken: token } = config;
    if (port === undefined && token === undefined) {
      app.decorate("metrics", OFF);
      return;
    }
    // Loaded only when configured, like ioredis.
    const client = await import("prom-client");
    // One registry per app, not prom-client's global one: tests build many apps in one process.
    // The default metrics' event-loop and GC observers live as long as the process (prom-client
    // has no way to stop them); one app per process in production.
    const registry = new client.Registry();
    client.collectDefaultMetrics({ register: registry });
    const registers = [registry];

    const requestDuration = new client.Histogram({
      name: "portal_http_request_duration_seconds",
      help: "HTTP requests by method, route pattern and status code: time to answer (_count: requests)",
      labelNames: ["method", "route", "status_code"] as const,
      buckets: DURATION_BUCKETS,
      registers,
    });
    app.addHook("onResponse", (request, reply, done) => {
      requestDuration.observe(
        {
          method: request.method,
          route: request.routeOptions.url ?? UNMATCHED_ROUTE,
          status_code: reply.statusCode,
        },
        reply.elapsedTime / 1000,
      );
      done();
    });

    const refusals = new client.Counter({
      name: "portal_rate_limit_refusals_total",
      help: "Requests and chat messages refused by a rate limit (429), by allowance",
      labelNames: ["allowance"] as const,
      registers,
    });
    const mail = new client.Counter({
      name: "portal_mail_messages_total",
      help: "Outbox messages by outcome: sent, or failed (also when SMTP_URL is unset)",
      labelNames: ["outcome"] as const,
      registers,
    });
    for (const outcome of ["sent", "failed"] as const) mail.inc({ outcome }, 0);
    const mailIn = new client.Counter({
      name: "portal_mail_in_messages_total",
      help: "Messages read from the support mailbox by outcome: note, ticket, or rejected",
      labelNames: ["outcome"] as const,
      registers,
    });
    for (const outcome of ["note", "ticket", "rejected"] as const) mailIn.inc({ outcome }, 0);

    // Read when scraped: the chat's sockets on this process, and the database pool.
    new client.Gauge({
      name: "portal_chat_sockets",
      help: "Chat sockets connected to this process",
      registers,
      collect() {
        this.set(app.hasDecorator("io") ? app.io.sockets.sockets.size : 0);
      },
    });
    // Only with REDIS_URL: 0 while Redis is away, when the processes serve on with rate limits
    // per process and the chat between processes waiting (readiness says "degraded").
    const redis = app.redis;
    if (redis) {
      new client.Gauge({
        name: "portal_redis_up",
        help: "1 while every Redis connection of this process is up, 0 while Redis is away",
        registers,
        collect() {
          this.set(redis.available() ? 1 : 0);
        },
      });
    }
    const pool = () => (app.hasDecorator("dbPoolUse") ? app.dbPoolUse?.() : undefined);
    const sqlite = config.databaseUrl === undefined;
    new client.Gauge({
      name: "portal_db_pool_connections",
      help: "Database connections open, busy or idle (SQLite: its one connection)",
      registers,
      collect() {
        this.set(sqlite ? 1 : (pool()?.total ?? 0));
      },
    });
    new client.Gauge({
      name: "portal_db_pool_max_connections",
      help: "The most database connections this process opens",
      registers,
      collect() {
        this.set(sqlite ? 1 : (pool()?.size ?? 0));
      },
    });
    if (!sqlite) {
      new client.Gauge({
        name: "portal_db_pool_idle_connections",
        help: "PostgreSQL connections open and idle",
        registers,
        collect() {
          this.set(pool()?.idle ?? 0);
        },
      });
      new client.Gauge({
        name: "portal_db_pool_waiting_queries",
        help: "Queries waiting for a PostgreSQL connection (all of them busy)",
        registers,
        collect() {
          this.set(pool()?.waiting ?? 0);
        },
      });
    }

    app.decorate("metrics", {
      refusals: (allowance) => {
        const labels = { allowance };
        refusals.inc(labels, 0);
        return () => refusals.inc(labels);
      },
      mailOutcome: (outcome) => mail.inc({ outcome }),
      mailInOutcome: (outcome) => mailIn.inc({ outcome }),
    } satisfies Metrics);

    const authorized = tokenCheck(token);
    if (port === undefined) {
      app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
        if (!authorized(request.headers.authorization)) throw new NotFoundError();
        return reply
          .header("cache-control", "no-store")
          .type(registry.contentType)
          .send(await registry.metrics());
      });
      app.log.info(`metrics at GET ${METRICS_PATH} for the bearer of METRICS_TOKEN`);
    } else {
      servePort(app, registry, { port, host, authorized });
    }
  },
  { name: "metrics", dependencies: ["redis"] },
);

/**
 * The metrics' own listener: opened once the app listens (so a command-line tool that builds the
 * app never takes the port) and closed with the app.
 */
function servePort(
  app: FastifyInstance,
  registry: Registry,
  options: { port: number; host: string; authorized: (header: string | undefined) => boolean },
): void {
  const answer = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const path = (request.url ?? "").split("?")[0];
    const isRead = request.method === "GET" || request.method === "HEAD";
    if (!isRead || path !== METRICS_PATH || !options.authorized(request.headers.authorization)) {
      response.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Not found\n");
      return;
    }
    const body = await registry.metrics();
    response
      .writeHead(200, { "content-type": registry.contentType, "cache-control": "no-store" })
      .end(request.method === "HEAD" ? undefined : body);
  };
  const server = createServer((request, response) => {
    answer(request, response).catch((error: unknown) => {
      app.log.error({ err: error }, "metrics could not be collected");
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  // Fastify logs and ignores an onListen hook's failure: a busy METRICS_PORT is reported here,
  // and Prometheus sees the target down.
  app.addHook("onListen", async () => {
    try {
      await new Promise<void>((resolve, reject) => {
        server.once("error", reject);
        server.listen(options.port, options.host, () => {
          server.off("error", reject);
          resolve();
        });
      });
      const { address, port } = server.address() as AddressInfo;
      app.log.info({ address, port }, "metrics listening");
    } catch (error) {
      app.log.error(
        { err: error, port: options.port, host: options.host },
        "metrics listener could not open METRICS_PORT",
      );
    }
  });
  app.addHook("onClose", async () => {
    if (!server.listening) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
}
