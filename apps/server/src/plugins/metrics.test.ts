// Prometheus metrics: off unless configured; on the public port only to the bearer of
// METRICS_TOKEN, or on a listener of their own (METRICS_PORT); and what a scrape, parsed as
// Prometheus reads it, shows after some traffic.
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { type ChatSocket, openChatSocket } from "../test/chat-socket";
import { freePort } from "../test/free-port";
import { family, histogram, parseScrape, type Scrape, value } from "../test/metrics-text";
import { startSmtpServer } from "../test/smtp-server";
import { ADMIN, auth, buildTestApp, createUser, login, type TestApp } from "../test/test-app";
import { UNMATCHED_ROUTE } from "./metrics";

const TOKEN = "metrics-token-for-the-tests-0123";
const BEARER = { authorization: `Bearer ${TOKEN}` };
const onPostgres = Boolean(process.env.DATABASE_URL);

const cleanUp: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const step of cleanUp.splice(0).reverse()) await step();
});

async function start(overrides: Parameters<typeof buildTestApp>[0]): Promise<TestApp> {
  const t = await buildTestApp(overrides);
  cleanUp.push(t.close);
  return t;
}

async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = t.app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

async function sendMail(t: TestApp, adminToken: string): Promise<void> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/mail",
    headers: auth(adminToken),
    payload: { sendmail: "someone@test.local", subject: "Metrics", text: "Counted." },
  });
  expect(res.statusCode).toBe(201);
}

/** Outbox messages in a state, once every delivery under way has finished. */
async function outboxCount(
  t: TestApp,
  adminToken: string,
  state: "sent" | "failed",
): Promise<number> {
  await t.app.mail.idle();
  const res = await t.app.inject({
    method: "GET",
    url: `/api/mail/outbox?state=${state}`,
    headers: auth(adminToken),
  });
  expect(res.statusCode).toBe(200);
  return Number(res.headers["x-total-count"]);
}

/** The HTTP histogram's sample for one method, route pattern and status. */
const requests = (scrape: Scrape, method: string, route: string, status: number) =>
  histogram(scrape, "portal_http_request_duration_seconds", {
    method,
    route,
    status_code: String(status),
  });

describe("metrics", () => {
  it("are off by default: /metrics is the ordinary 404, token or not", async () => {
    const t = await start({});
    for (const headers of [{}, BEARER]) {
      const res = await t.app.inject({ method: "GET", url: "/metrics", headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        message: "Not found",
        issues: [],
        requestId: res.headers["x-request-id"],
      });
    }
  });

  it("with METRICS_TOKEN answer on the public port to its bearer only", async () => {
    const smtp = await startSmtpServer();
    cleanUp.push(smtp.close);
    const t = await start({
      metricsToken: TOKEN,
      rateLimitAuthMax: 1,
      rateLimitSignInAddressMax: 1,
      smtpUrl: smtp.url,
    });
    const scrapeWith = (headers: Record<string, string>) =>
      t.app.inject({ method: "GET", url: "/metrics", headers });

    for (const authorization of [
      undefined,
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(1)}`,
      TOKEN,
      `Basic ${Buffer.from(`metrics:${TOKEN}`).toString("base64")}`,
    ]) {
      const refused = await scrapeWith(authorization ? { authorization } : {});
      expect(refused.statusCode, authorization).toBe(404);
      expect(refused.json()).toEqual({
        message: "Not found",
        issues: [],
        requestId: refused.headers["x-request-id"],
      });
    }

    // Traffic: a ticket created and read by its id, the list, an unknown path, one mail sent,
    // one sign-in refused by the per-address allowance (max 1: the admin's sign-in used it).
    const admin = await login(t.app, ADMIN.email, ADMIN.password);
    const user = await createUser(t.app);
    const created = await t.app.inject({
      method: "POST",
      url: "/api/tickets/",
      headers: auth(user.token),
      payload: { product: "plassey", description: "Counted by the metrics" },
    });
    expect(created.statusCode).toBe(201);
    const ticketId: string = created.json<{ _id: string }>()._id;
    const read = await t.app.inject({
      method: "GET",
      url: `/api/tickets/${ticketId}`,
      headers: auth(user.token),
    });
    expect(read.statusCode).toBe(200);
    const list = await t.app.inject({
      method: "GET",
      url: "/api/tickets",
      headers: auth(user.token),
    });
    expect(list.statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/no-such-thing" })).statusCode).toBe(404);
    await sendMail(t, admin.token);
    await t.app.mail.idle();
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/users/login",
      payload: { email: ADMIN.email, password: "a wrong guess" },
    });
    expect(refused.statusCode).toBe(429);

    const res = await scrapeWith({ authorization: `bearer  ${TOKEN}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers["cache-control"]).toBe("no-store");
    const scrape = await parseScrape(res.body);

    // Requests by route pattern, never by raw URL.
    const byId = requests(scrape, "GET", "/api/tickets/:id", 200);
    expect(byId.count).toBe(1);
    expect(byId.buckets["+Inf"]).toBe(1);
    expect(byId.sum).toBeGreaterThan(0);
    expect(requests(scrape, "GET", "/api/tickets", 200).count).toBe(1);
    // The router ignores the trailing slash: the route is the pattern as declared.
    expect(requests(scrape, "POST", "/api/tickets", 201).count).toBe(1);
    expect(requests(scrape, "POST", "/api/users/login", 429).count).toBe(1);
    expect(requests(scrape, "GET", UNMATCHED_ROUTE, 404).count).toBe(1);
    const routes = family(scrape, "portal_http_request_duration_seconds").data.map(
      (series) => series.labels.route ?? "",
    );
    expect(routes.filter((route) => route.includes(ticketId) || route.includes("no-such"))).toEqual(
      [],
    );

    // Refusals by allowance: the sign-in one, every other allowance present at 0.
    expect(value(scrape, "portal_rate_limit_refusals_total", { allowance: "sign-in" })).toBe(1);
    for (const allowance of [
      "register",
      "account",
      "weather",
      "sign-in-account",
      "write",
      "chat",
    ]) {
      expect(value(scrape, "portal_rate_limit_refusals_total", { allowance }), allowance).toBe(0);
    }

    // Mail: as many as the outbox says were sent (the registration's confirmation link too).
    const sent = await outboxCount(t, admin.token, "sent");
    expect(sent).toBeGreaterThanOrEqual(2);
    expect(value(scrape, "portal_mail_messages_total", { outcome: "sent" })).toBe(sent);
    expect(value(scrape, "portal_mail_messages_total", { outcome: "failed" })).toBe(0);
    expect(value(scrape, "portal_chat_sockets")).toBe(0);

    // The database pool: PostgreSQL's counts, or SQLite's one connection.
    if (onPostgres) {
      expect(value(scrape, "portal_db_pool_max_connections")).toBe(10);
      const open = value(scrape, "portal_db_pool_connections");
      expect(open).toBeGreaterThanOrEqual(1);
      expect(open).toBeLessThanOrEqual(10);
      expect(value(scrape, "portal_db_pool_idle_connections")).toBeLessThanOrEqual(open);
      expect(value(scrape, "portal_db_pool_waiting_queries")).toBe(0);
    } else {
      expect(value(scrape, "portal_db_pool_connections")).toBe(1);
      expect(value(scrape, "portal_db_pool_max_connections")).toBe(1);
      expect(scrape.portal_db_pool_idle_connections).toBeUndefined();
    }

    // Node's own: memory, event-loop lag, garbage collection.
    expect(value(scrape, "process_resident_memory_bytes")).toBeGreaterThan(0);
    expect(value(scrape, "nodejs_heap_size_used_bytes")).toBeGreaterThan(0);
    expect(value(scrape, "nodejs_eventloop_lag_p99_seconds")).toBeGreaterThanOrEqual(0);
    expect(family(scrape, "nodejs_gc_duration_seconds").type).toBe("histogram");
  });

  it("with METRICS_PORT answer on a listener of their own, never on the public port", async () => {
    const metricsPort = await freePort();
    const t = await start({ metricsPort });
    const metricsUrl = `http://127.0.0.1:${metricsPort}`;
    // Nothing listens before the app does (a command-line tool building the app takes no port).
    await expect(fetch(`${metricsUrl}/metrics`)).rejects.toThrow();
    const publicUrl = await listen(t);

    expect((await fetch(`${publicUrl}/metrics`)).status).toBe(404);
    expect((await fetch(`${metricsUrl}/`)).status).toBe(404);
    expect((await fetch(`${metricsUrl}/metrics`, { method: "POST" })).status).toBe(404);

    // A chat socket connected, a mail that fails (SMTP_URL is unset).
    const user = await createUser(t.app);
    const socket: ChatSocket = await openChatSocket(publicUrl, user.token);
    cleanUp.push(async () => socket.disconnect());
    const admin = await login(t.app, ADMIN.email, ADMIN.password);
    await sendMail(t, admin.token);
    await t.app.mail.idle();

    const res = await fetch(`${metricsUrl}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const scrape = await parseScrape(await res.text());
    expect(value(scrape, "portal_chat_sockets")).toBe(1);
    const failed = await outboxCount(t, admin.token, "failed");
    expect(failed).toBeGreaterThanOrEqual(2);
    expect(value(scrape, "portal_mail_messages_total", { outcome: "failed" })).toBe(failed);
    expect(value(scrape, "portal_mail_messages_total", { outcome: "sent" })).toBe(0);
    expect(requests(scrape, "POST", "/api/mail", 201).count).toBe(1);
    // The public port's /metrics was a miss like any other path.
    expect(requests(scrape, "GET", UNMATCHED_ROUTE, 404).count).toBe(1);

    socket.disconnect();
    await t.close();
    cleanUp.splice(0);
    await expect(fetch(`${metricsUrl}/metrics`)).rejects.toThrow();
  });

  it("with both, the metrics port asks for the token too", async () => {
    const metricsPort = await freePort();
    const t = await start({ metricsPort, metricsToken: TOKEN });
    const publicUrl = await listen(t);
    const metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
    expect((await fetch(metricsUrl)).status).toBe(404);
    expect((await fetch(metricsUrl, { headers: { authorization: "Bearer wrong" } })).status).toBe(
      404,
    );
    expect((await fetch(`${publicUrl}/metrics`, { headers: BEARER })).status).toBe(404);
    const res = await fetch(metricsUrl, { headers: BEARER });
    expect(res.status).toBe(200);
    expect(
      family(await parseScrape(await res.text()), "portal_http_request_duration_seconds").type,
    ).toBe("histogram");
  });
});
