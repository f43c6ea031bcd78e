// Redis shared by several server instances: one login limit per address across all of them, a
// start-up that refuses to run split when REDIS_URL is set but Redis does not answer, and service
// that goes on (unlimited) while Redis is away and is limited again once it is back.
import type { ChildProcess } from "node:child_process";
import { once } from "node:events";
import { type AddressInfo, createServer, type Server, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openChatSocket, sendChatMessage } from "../test/chat-socket";
import { freePort } from "../test/free-port";
import {
  hasRedisServer,
  startRedisServer,
  stopRedisServer,
  TEST_REDIS_URL,
  testRedisAvailable,
  uniqueRedisPrefix,
} from "../test/redis";
import { ADMIN, buildTestApp, createUser, type TestApp, uniqueEmail } from "../test/test-app";

const redisUp = await testRedisAvailable();

const loginAttempt = (instance: TestApp, email = ADMIN.email) =>
  instance.app.inject({
    method: "POST",
    url: "/api/users/login",
    payload: { email, password: "not-the-password" },
  });

describe.skipIf(!redisUp)("rate limits shared through Redis", () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    const settings = {
      redisUrl: TEST_REDIS_URL,
      redisPrefix: uniqueRedisPrefix("rate-limit-test"),
      rateLimitAuthMax: 3,
      rateLimitSignInAddressMax: 3,
    };
    a = await buildTestApp(settings);
    b = await buildTestApp({
      ...settings,
      dataDir: a.config.dataDir,
      databaseSchema: a.config.databaseSchema,
    });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it("counts one address's attempts on every instance against one limit", async () => {
    const statuses = [];
    for (const instance of [a, b, a, b, a])
      statuses.push((await loginAttempt(instance)).statusCode);
    // Three wrong passwords are answered, wherever they landed; then both instances refuse.
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    const refused = await loginAttempt(b);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: expect.any(String) });
    // The admin sign-in screen counts against the same allowance, on either instance.
    const adminScreen = await a.app.inject({
      method: "POST",
      url: "/api/users/admin-login",
      payload: { email: ADMIN.email, password: ADMIN.password },
    });
    expect(adminScreen.statusCode).toBe(429);
    // Another allowance is untouched: the weather is answered (its service is unreachable here).
    const weather = await b.app.inject({
      method: "POST",
      url: "/weath",
      payload: { text: "Kolkata" },
    });
    expect(weather.statusCode).toBe(502);
  });
});

describe("start-up with an unreachable Redis", () => {
  it("fails with a message naming REDIS_URL instead of running without shared state", async () => {
    // Port 9 (discard) is closed here: the connection is refused at once.
    await expect(buildTestApp({ redisUrl: "redis://127.0.0.1:9" })).rejects.toThrow(/REDIS_URL/);
  });
});

describe.skipIf(!hasRedisServer)("when Redis goes away and comes back", () => {
  let t: TestApp;
  let redis: ChildProcess;
  let port: number;

  beforeAll(async () => {
    port = await freePort();
    redis = await startRedisServer(port);
    t = await buildTestApp({
      redisUrl: `redis://127.0.0.1:${port}`,
      rateLimitAuthMax: 2,
      rateLimitSignInAddressMax: 2,
    });
  });
  afterAll(async () => {
    await t?.close();
    await stopRedisServer(redis);
  });

  it("keeps answering sign-ins without limits meanwhile, and limits them again after", async () => {
    await stopRedisServer(redis);
    const meanwhile = [];
    // Redis stays away until these are answered: a request waiting for it would never finish.
    // Each at another account: the per-address allowance is the one not counted meanwhile.
    for (let i = 0; i < 4; i++) {
      meanwhile.push((await loginAttempt(t, uniqueEmail("away"))).statusCode);
    }
    // Answered (not a 500, not held until Redis returns), just not counted.
    expect(meanwhile).toEqual([401, 401, 401, 401]);
    // The per-account allowance (decision 016) counts in this process's memory meanwhile.
    const oneAccount = uniqueEmail("away-account");
    const guesses = [];
    for (let i = 0; i < 3; i++) guesses.push((await loginAttempt(t, oneAccount)).statusCode);
    expect(guesses).toEqual([401, 401, 429]);

    redis = await startRedisServer(port);
    const after: number[] = [];
    const deadline = Date.now() + 10_000;
    // The counter client reconnects by itself; then the limit of 2 applies again.
    while (!after.includes(429) && Date.now() < deadline) {
      after.push((await loginAttempt(t)).statusCode);
      await new Promise((wait) => setTimeout(wait, 100));
    }
    expect(after).toContain(429);
    expect(after.every((status) => status === 401 || status === 429)).toBe(true);
  }, 30_000);
});

describe.skipIf(!hasRedisServer)("closing while Redis is away", () => {
  it("finishes, even with chat messages waiting to be published", async () => {
    const port = await freePort();
    const redis = await startRedisServer(port);
    const t = await buildTestApp({ redisUrl: `redis://127.0.0.1:${port}` });
    // Node ends a process on a rejection nobody handles: closing must leave none behind.
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    let silent: Server | undefined;
    process.on("unhandledRejection", onUnhandled);
    try {
      await stopRedisServer(redis);
      // Redis away as a hung host looks: the port takes connections and never answers, so the
      // clients sit connecting (what they wait in is dropped, rejected, at close).
      const held: Socket[] = [];
      silent = createServer((socket) => held.push(socket.resume())).listen(port, "127.0.0.1");
      await vi.waitUntil(() => held.length >= 3, { timeout: 5_000 });
      expect(t.app.redis?.available()).toBe(false);
      // What the chat adapter does meanwhile: a publish that waits for Redis to come back, its
      // promise unhandled (it is dropped with the connection at close, never answered).
      void t.app.redis?.publisher.publish("portal-test:closing", "hello");
      await t.close();
      await new Promise((tick) => setTimeout(tick, 50));
      expect(unhandled).toEqual([]);
    } finally {
      process.off("unhandledRejection", onUnhandled);
      silent?.close();
      await stopRedisServer(redis);
    }
  }, 20_000);
});

// A process stopped while Redis does not answer (hung, or the network to it gone): the chat's
// message is stored and acknowledged (its count is given up after a second), and what the chat
// published meanwhile waits for a reply. Closing the app gives that up as the connection closes;
// the message is in the database and the other processes' sockets catch up, so giving up is
// right, but it is logged and never an unhandled rejection (the socket.io adapter publishes and
// unsubscribes without handling the promise).
describe.skipIf(!hasRedisServer)("a process stopped while Redis does not answer", () => {
  it("acknowledges the message and gives up its relay, logged, without an unhandled rejection", async () => {
    const port = await freePort();
    const redis = await startRedisServer(port);
    const t = await buildTestApp({ redisUrl: `redis://127.0.0.1:${port}` });
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on("unhandledRejection", onRejection);
    let closed = false;
    try {
      const connections = t.app.redis;
      if (!connections) throw new Error("the app has no Redis connections");
      const warn = vi.spyOn(t.app.log, "warn");
      await t.app.listen({ port: 0, host: "127.0.0.1" });
      const { port: appPort } = t.app.server.address() as AddressInfo;
      const user = await createUser(t.app);
      const staff = await createUser(t.app, "staff");
      const socket = await openChatSocket(`http://127.0.0.1:${appPort}`, user.token);
      // Redis stops answering; its connections stay open.
      redis.kill("SIGSTOP");
      expect(
        (await sendChatMessage(socket, { receiverId: staff._id, text: "unanswered" })).ok,
      ).toBe(true);
      // The counts' connection is dropped too: readiness says Redis is away.
      await vi.waitUntil(() => !connections.available(), { timeout: 5_000 });
      socket.disconnect();
      await t.close();
      closed = true;
      // Redis goes for good: the connections the app let go of close, and what waited on them
      // is given up now.
      const ended = [connections.publisher, connections.subscriber].map((client) =>
        client.status === "end" ? Promise.resolve() : once(client, "end"),
      );
      await stopRedisServer(redis);
      await Promise.all(ended);
      // An unhandled rejection is reported once the microtasks have run.
      await new Promise((done) => setTimeout(done, 100));
      expect(rejections).toEqual([]);
      expect(warn).toHaveBeenCalledWith(
        expect.objectContaining({ command: "publish" }),
        "redis command given up",
      );
    } finally {
      process.off("unhandledRejection", onRejection);
      if (!closed) await t.close();
      await stopRedisServer(redis);
    }
  }, 30_000);
});
