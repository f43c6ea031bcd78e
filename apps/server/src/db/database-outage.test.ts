// A PostgreSQL that stops answering, or a pool whose every connection stays busy: a request that
// needs a connection waits at most DATABASE_CONNECT_TIMEOUT_SECONDS for one, then answers 503 in
// the one error body (and readiness says the database is unavailable), instead of waiting for
// ever; once the database answers again, or a connection is free, requests are served as before.
// The hang is real: a TCP proxy between the app and PostgreSQL that stops relaying anything, its
// sockets kept open, as a hung server or a network gone quiet looks. PostgreSQL only (SQLite has
// no connections to wait for); skipped with a message otherwise.
import { connect, createServer, type Server, type Socket } from "node:net";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { errorBody } from "../test/error-body";
import { buildTestApp, type TestApp } from "../test/test-app";

const databaseUrl = process.env.DATABASE_URL || undefined;
if (!databaseUrl) console.warn("database-outage: skipped — it needs DATABASE_URL (PostgreSQL)");

/** The test's DATABASE_CONNECT_TIMEOUT_SECONDS: short, so the hang costs the test little. */
const BOUND_SECONDS = 0.5;
/** Longer than the bound and any slowness of the machine: a request not answered by then hangs. */
const NO_ANSWER_MS = 5_000;
const POOL_SIZE = 10;

const UNAVAILABLE = "The database is not answering; please try again shortly";
const UNAVAILABLE_BN = "ডেটাবেস সাড়া দিচ্ছে না; কিছুক্ষণ পরে আবার চেষ্টা করুন";

/**
 * A TCP proxy to PostgreSQL that relays both ways until `silence()`, then relays nothing (what
 * either side sends is held, every socket stays open, new connections are accepted and held the
 * same way) until `relay()` sends what was held and relays again.
 */
async function startProxy(target: { host: string; port: number }) {
  let relaying = true;
  const held: { to: Socket; chunk: Buffer }[] = [];
  const sockets = new Set<Socket>();
  const forward = (from: Socket, to: Socket) => {
    from.on("data", (chunk: Buffer) => {
      if (relaying) to.write(chunk);
      else held.push({ to, chunk });
    });
    from.on("close", () => to.destroy());
    from.on("error", () => to.destroy());
  };
  const server: Server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
    }
    forward(client, upstream);
    forward(upstream, client);
  });
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("the proxy has no port");
  return {
    port: address.port,
    silence: () => {
      relaying = false;
    },
    relay: () => {
      relaying = true;
      for (const { to, chunk } of held.splice(0)) if (!to.destroyed) to.write(chunk);
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((closed) => server.close(closed));
    },
  };
}

/** `answer`, or a failure naming what never came within NO_ANSWER_MS. */
async function answeredWithin<T>(what: string, answer: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<never>((_, fail) => {
    timer = setTimeout(
      () => fail(new Error(`${what}: no answer in ${NO_ANSWER_MS} ms`)),
      NO_ANSWER_MS,
    );
  });
  try {
    return await Promise.race([answer, hung]);
  } finally {
    clearTimeout(timer);
  }
}

describe.skipIf(!databaseUrl)("a PostgreSQL that does not give a connection in time", () => {
  let proxy: Awaited<ReturnType<typeof startProxy>>;
  let t: TestApp;

  const courses = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url: "/api/courses", headers });
  const ready = () => t.app.inject({ method: "GET", url: "/api/health/ready" });
  const poolUse = () => {
    const use = t.app.dbPoolUse?.();
    if (!use) throw new Error("the app has no PostgreSQL pool");
    return use;
  };
  /** The answer and how long it took, failing the test if it never comes. */
  const timed = async (what: string, request: () => ReturnType<typeof courses>) => {
    const started = performance.now();
    const res = await answeredWithin(what, request());
    return { res, ms: performance.now() - started };
  };

  beforeAll(async () => {
    const url = new URL(databaseUrl ?? "");
    proxy = await startProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.hostname = "127.0.0.1";
    url.port = String(proxy.port);
    // A schema of its own, migrated through the proxy; dropped by close().
    t = await buildTestApp({
      databaseUrl: url.toString(),
      databaseConnectTimeoutSeconds: BOUND_SECONDS,
    });
  }, 60_000);
  afterAll(async () => {
    // Whatever still waits on the database gets its answer, so the app can close.
    proxy?.relay();
    await t?.close();
    await proxy?.close();
  });

  it("answers 503 within the bound while the database is silent, and serves again once it answers", async () => {
    expect((await courses()).statusCode).toBe(200);
    proxy.silence();
    try {
      // Requests that took one of the pool's open connections and sent their query wait for its
      // answer: the bound is on getting a connection, not on a query already sent
      // (docs/operations.md, "PostgreSQL outages"). They take the idle connections here, so the
      // requests below need a new one, as every request does once these are busy.
      const idle = poolUse().idle;
      let answeredMeanwhile = 0;
      const waiting = Array.from({ length: idle }, () =>
        courses().then((res) => {
          answeredMeanwhile += 1;
          return res;
        }),
      );
      await vi.waitUntil(() => poolUse().idle === 0, { timeout: 2_000 });

      const { res, ms } = await timed("a request while the database is silent", courses);
      expect(res.statusCode, res.body).toBe(503);
      expect(errorBody(res)).toEqual({
        message: UNAVAILABLE,
        issues: [],
        requestId: expect.any(String),
      });
      expect(ms).toBeGreaterThanOrEqual(BOUND_SECONDS * 1000 - 50);
      expect(ms).toBeLessThan(BOUND_SECONDS * 1000 + 2_000);

      // In the reader's language.
      const bengali = await timed("a request in Bengali", () =>
        courses({ "accept-language": "bn" }),
      );
      expect(bengali.res.statusCode).toBe(503);
      expect(errorBody(bengali.res).message).toBe(UNAVAILABLE_BN);

      // Readiness: not ready, with the reason, within the bound too.
      const probe = await timed("readiness while the database is silent", ready);
      expect(probe.res.statusCode).toBe(503);
      expect(errorBody(probe.res).message).toBe("Database unavailable");
      expect(probe.ms).toBeLessThan(BOUND_SECONDS * 1000 + 2_000);

      // Nothing leaks: the connections that were never opened are gone from the pool.
      expect(poolUse().total).toBe(idle);
      expect(answeredMeanwhile).toBe(0);

      proxy.relay();
      // The queries held meanwhile are answered as if nothing happened.
      for (const held of await answeredWithin("the held requests", Promise.all(waiting))) {
        expect(held.statusCode).toBe(200);
      }
    } finally {
      proxy.relay();
    }
    expect((await timed("a request once it answers", courses)).res.statusCode).toBe(200);
    expect((await timed("readiness once it answers", ready)).res.json()).toEqual({ status: "ok" });
  });

  it("answers 503 within the bound while every connection stays busy, and serves once one is free", async () => {
    // Every connection of the pool held by an open transaction.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const holders = Array.from({ length: POOL_SIZE }, () =>
      t.app.db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
        await released;
      }),
    );
    try {
      await vi.waitUntil(() => poolUse().total === POOL_SIZE && poolUse().idle === 0, {
        timeout: 5_000,
      });
      const { res, ms } = await timed("a request while the pool is busy", courses);
      expect(res.statusCode, res.body).toBe(503);
      expect(errorBody(res)).toEqual({
        message: UNAVAILABLE,
        issues: [],
        requestId: expect.any(String),
      });
      expect(ms).toBeGreaterThanOrEqual(BOUND_SECONDS * 1000 - 50);
      expect(ms).toBeLessThan(BOUND_SECONDS * 1000 + 2_000);
      // It left the queue.
      expect(poolUse().waiting).toBe(0);

      // A request that waits less than the bound for a connection is served as ever.
      const queued = courses();
      await vi.waitUntil(() => poolUse().waiting === 1, { timeout: 2_000 });
      release();
      expect((await answeredWithin("a queued request", queued)).statusCode).toBe(200);
    } finally {
      release();
      await Promise.all(holders);
    }
    expect((await timed("a request once the pool is free", courses)).res.statusCode).toBe(200);
  });
});
