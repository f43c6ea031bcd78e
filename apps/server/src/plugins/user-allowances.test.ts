// Per-account allowances: sign-in guesses at one account from many addresses (never refusing the
// holder at an address they signed in from), per account and address, a burst
// of one account's writes, and chat messages over all of one account's sockets — on one process,
// and on two processes sharing Redis.
import type { AddressInfo } from "node:net";
import { CHAT_RATE_LIMIT } from "@app/shared/chat";
import type { AuthUser } from "@app/shared/users";
import { afterAll, describe, expect, it } from "vitest";
import { type ChatSocket, openChatSocket, sendChatMessage } from "../test/chat-socket";
import { TEST_REDIS_URL, testRedisAvailable, uniqueRedisPrefix } from "../test/redis";
import { allPassed, recordFigures } from "../test/reliability-report";
import { auth, buildTestApp, createUser, login, PASSWORD, type TestApp } from "../test/test-app";

const opened: ChatSocket[] = [];
/** What the tests measured, for docs/reliability.md. */
const measured = { writes: "", chatOne: Number.NaN, chatTwo: Number.NaN, signIn: "" };
// Recorded only when every test of the file passed (vitest wants a destructured first argument).
// biome-ignore lint/correctness/noEmptyPattern: the file is the second argument
afterAll(async ({}, file) => {
  for (const socket of opened) socket.disconnect();
  if (allPassed(file)) {
    const figures = [
      {
        label: "sign-in guesses at one account from 4 new addresses (allowance 3)",
        value: measured.signIn,
      },
      { label: "7 writes in a burst from one account (allowance 5)", value: measured.writes },
      {
        label: `chat messages from 25 sockets of one account refused (allowance ${CHAT_RATE_LIMIT.max})`,
        value: measured.chatOne,
      },
    ];
    if (!Number.isNaN(measured.chatTwo)) {
      figures.push({
        label: "... with the sockets on two processes sharing Redis",
        value: measured.chatTwo,
      });
    }
    recordFigures("Per-account allowances", 41, figures);
  }
});

async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

describe("sign-in", () => {
  const attemptOn =
    (t: TestApp) =>
    (client: string, email: string, password = "wrong-guess") =>
      t.app.inject({
        method: "POST",
        url: "/api/users/login",
        headers: { "x-forwarded-for": client },
        payload: { email, password },
      });

  it("limits guesses at one account from addresses it never signed in from, and never refuses the holder's own", async () => {
    const t = await buildTestApp({ rateLimitAuthMax: 3, trustProxy: true });
    try {
      const attempt = attemptOn(t);
      const user = await createUser(t.app);
      const usual = "198.51.100.7";
      expect((await attempt(usual, user.email, PASSWORD)).statusCode).toBe(200);
      const statuses: number[] = [];
      for (const client of ["203.0.113.1", "203.0.113.2", "203.0.113.3", "203.0.113.4"]) {
        statuses.push((await attempt(client, user.email.toUpperCase())).statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
      measured.signIn = statuses.join(", ");
      // Another new address waits, even with the right password ...
      const refused = await attempt("203.0.113.5", user.email, PASSWORD);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      // ... but the holder signs in from their usual address, and another account is not held up.
      expect((await attempt(usual, user.email, PASSWORD)).statusCode).toBe(200);
      const other = await createUser(t.app);
      expect((await attempt("203.0.113.6", other.email, PASSWORD)).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it("limits wrong passwords per account and address, a right one starting the count again", async () => {
    const t = await buildTestApp({ rateLimitAuthMax: 3, trustProxy: true });
    try {
      const attempt = attemptOn(t);
      const user = await createUser(t.app);
      const [home, office] = ["198.51.100.8", "198.51.100.9"];
      for (const client of [home, office]) {
        expect((await attempt(client, user.email, PASSWORD)).statusCode).toBe(200);
      }
      const statuses: number[] = [];
      for (let i = 0; i < 2; i++) statuses.push((await attempt(home, user.email)).statusCode);
      statuses.push((await attempt(home, user.email, PASSWORD)).statusCode);
      for (let i = 0; i < 4; i++) statuses.push((await attempt(home, user.email)).statusCode);
      // Two wrong, one right (the count starts again), three wrong, then refused from there.
      expect(statuses).toEqual([401, 401, 200, 401, 401, 401, 429]);
      expect((await attempt(home, user.email, PASSWORD)).statusCode).toBe(429);
      // From the office, the holder's other address, the account is open.
      expect((await attempt(office, user.email, PASSWORD)).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe("writes", () => {
  it("answers 429 with Retry-After to a burst of one account's writes, and only to it", async () => {
    const t = await buildTestApp({ rateLimitWriteMax: 5 });
    try {
      const user = await createUser(t.app);
      const other = await createUser(t.app);
      const ticket = (token: string) =>
        t.app.inject({
          method: "POST",
          url: "/api/tickets/",
          headers: auth(token),
          payload: { product: "plassey", description: "My bag is lost" },
        });
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) statuses.push((await ticket(user.token)).statusCode);
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
      measured.writes = statuses.join(", ");
      const refused = await ticket(user.token);
      expect(refused.json().message).toMatch(/too many/i);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(60);
      // Nothing was stored past the allowance.
      const list = await t.app.inject({
        method: "GET",
        url: "/api/tickets",
        headers: auth(user.token),
      });
      expect(list.statusCode).toBe(200);
      expect(list.json()).toHaveLength(5);
      // A second session of the same account shares the allowance; another account has its own.
      const again = await login(t.app, user.email, PASSWORD);
      expect((await ticket(again.token)).statusCode).toBe(429);
      expect((await ticket(other.token)).statusCode).toBe(201);
    } finally {
      await t.close();
    }
  });
});

/** Sends one message from each socket in turn; answers how many were refused as too many. */
async function burst(sockets: ChatSocket[], to: AuthUser): Promise<number> {
  let refused = 0;
  for (const [index, socket] of sockets.entries()) {
    const ack = await sendChatMessage(socket, { receiverId: to._id, text: `hello ${index}` });
    if (!ack.ok) {
      expect(ack.message).toMatch(/too many messages/i);
      refused += 1;
    }
  }
  return refused;
}

const redisUp = await testRedisAvailable();

describe("chat", () => {
  it("limits one account's 25 sockets together, not each socket", async () => {
    const t = await buildTestApp();
    try {
      const url = await listen(t);
      const user = await createUser(t.app);
      const staff = await createUser(t.app, "staff");
      const sockets: ChatSocket[] = [];
      for (let i = 0; i < 25; i++) sockets.push(await openChatSocket(url, user.token));
      opened.push(...sockets);
      measured.chatOne = await burst(sockets, staff);
      expect(measured.chatOne).toBe(25 - CHAT_RATE_LIMIT.max);
    } finally {
      await t.close();
    }
  });

  it.skipIf(!redisUp)("limits them together over two processes sharing Redis", async () => {
    const redisPrefix = uniqueRedisPrefix("allowance-test");
    const a = await buildTestApp({ redisUrl: TEST_REDIS_URL, redisPrefix });
    const b = await buildTestApp({
      redisUrl: TEST_REDIS_URL,
      redisPrefix,
      databaseSchema: a.config.databaseSchema,
      dataDir: a.config.dataDir,
    });
    try {
      const [urlA, urlB] = [await listen(a), await listen(b)];
      const user = await createUser(a.app);
      const staff = await createUser(a.app, "staff");
      const sockets: ChatSocket[] = [];
      for (let i = 0; i < 25; i++) {
        sockets.push(await openChatSocket(i % 2 === 0 ? urlA : urlB, user.token));
      }
      opened.push(...sockets);
      measured.chatTwo = await burst(sockets, staff);
      expect(measured.chatTwo).toBe(25 - CHAT_RATE_LIMIT.max);
    } finally {
      await b.close();
      await a.close();
    }
  });
});
