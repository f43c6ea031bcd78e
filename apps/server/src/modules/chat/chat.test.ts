// The chat over a real listening server: socket.io-client connects like the browser does.
import type { ChildProcess } from "node:child_process";
import type { AddressInfo } from "node:net";
import {
  CHAT_CLIENT_OPTIONS,
  type ChatConversation,
  type ChatHistory,
  type ChatMessage,
  type ChatReadResult,
} from "@app/shared/chat";
import type { AuthUser } from "@app/shared/users";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  allArrived,
  type ChatSocket,
  joinChat,
  openChatSocket,
  sendChatMessage as send,
} from "../../test/chat-socket";
import { freePort } from "../../test/free-port";
import {
  hasRedisServer,
  startRedisServer,
  stopRedisServer,
  TEST_REDIS_URL,
  testRedisAvailable,
  uniqueRedisPrefix,
} from "../../test/redis";
import { auth, buildTestApp, createUser, signTestToken, type TestApp } from "../../test/test-app";

const opened: ChatSocket[] = [];
afterEach(() => {
  for (const socket of opened.splice(0)) socket.disconnect();
});

async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = t.app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/** Opens a socket; resolves when connected, rejects with the server's refusal message. */
async function open(
  url: string,
  token?: string,
  options?: Parameters<typeof openChatSocket>[2],
): Promise<ChatSocket> {
  const socket = await openChatSocket(url, token, options);
  opened.push(socket);
  return socket;
}

/** Every `receiveMessage` a socket gets, in order. */
function inbox(socket: ChatSocket): ChatMessage[] {
  const received: ChatMessage[] = [];
  socket.on("receiveMessage", (message) => received.push(message));
  return received;
}

/** Polls `check` until it holds; rejects after `ms`. */
const until = (check: () => boolean, ms = 3000) =>
  vi.waitUntil(check, { timeout: ms, interval: 20, message: "timed out waiting" });

async function countMessages(t: TestApp): Promise<number> {
  const row = await t.app.db
    .selectFrom("chat_messages")
    .select((eb) => eb.fn.countAll().as("n"))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

describe("chat over the socket", () => {
  let t: TestApp;
  let url: string;
  let user: AuthUser;
  let other: AuthUser;
  let staff: AuthUser;

  beforeAll(async () => {
    t = await buildTestApp();
    url = await listen(t);
    user = await createUser(t.app, "user", "Asha User");
    other = await createUser(t.app, "user", "Bina User");
    staff = await createUser(t.app, "staff", "Chandan Staff");
  });
  afterAll(async () => {
    for (const socket of opened.splice(0)) socket.disconnect();
    await t?.close();
  });

  it("refuses a socket without a token, with a forged token or a deleted user's token", async () => {
    await expect(open(url)).rejects.toThrow("unauthorized");
    await expect(open(url, "not-a-token")).rejects.toThrow("unauthorized");
    const forged = signTestToken(
      { sub: user._id, sid: "0190c3a4-0000-7000-8000-000000000000" },
      "some-other-secret-of-enough-length-1234567890",
    );
    await expect(open(url, forged)).rejects.toThrow("unauthorized");
    const gone = await createUser(t.app);
    await t.app.db.deleteFrom("users").where("id", "=", gone._id).execute();
    await expect(open(url, gone.token)).rejects.toThrow("unauthorized");
    // The genuine token still connects.
    const socket = await open(url, user.token);
    expect(socket.connected).toBe(true);
  });

  it("connects over WebSocket only: HTTP long-polling, which needs a sticky balancer, is refused", async () => {
    const polling = await fetch(`${url}/socket.io/?EIO=4&transport=polling`);
    expect(polling.status).toBe(400);
    await expect(open(url, user.token, { transports: ["polling"] })).rejects.toThrow();
    // The client's own settings (the web app's) open a WebSocket straight away.
    const socket = await open(url, user.token, CHAT_CLIENT_OPTIONS);
    expect(socket.io.engine.transport.name).toBe("websocket");
  });

  it("refuses a genuine token with anything appended", async () => {
    for (const token of [`${user.token}=`, `${user.token}\u0000`, `${user.token}.`]) {
      await expect(open(url, token), JSON.stringify(token)).rejects.toThrow("unauthorized");
    }
    const socket = await open(url, user.token);
    expect(socket.connected).toBe(true);
  });

  it("refuses a socket of an account that must first choose its own password, as HTTP does", async () => {
    const fresh = await createUser(t.app, "staff", "Farid Fresh");
    const flag = (value: number) =>
      t.app.db
        .updateTable("users")
        .set({ must_change_password: value })
        .where("id", "=", fresh._id)
        .execute();
    await flag(1);
    await expect(open(url, fresh.token)).rejects.toThrow("Choose a new password first");
    await flag(0);
    const socket = await open(url, fresh.token);
    expect(socket.connected).toBe(true);
  });

  it("delivers user → staff to the staff and the user's other tab, and keeps it in the history", async () => {
    const tab1 = await open(url, user.token);
    const tab2 = await open(url, user.token);
    const staffSocket = await open(url, staff.token);
    const intruder = await open(url, other.token);
    const tab1Inbox = inbox(tab1);
    const [tab2Inbox, staffInbox, intruderInbox] = [
      inbox(tab2),
      inbox(staffSocket),
      inbox(intruder),
    ];

    // Asking to join someone else's room only (re)joins the caller's own.
    const joined = await joinChat(intruder, user._id);
    expect(joined).toEqual({ ok: true, userId: other._id });

    const ack = await send(tab1, {
      senderId: other._id, // ignored: the sender is the token's user
      receiverId: staff._id,
      text: "  Hello, when does the MERN course start?  ",
    });
    expect(ack.ok).toBe(true);
    if (!ack.ok) return;
    expect(ack.message).toMatchObject({
      senderId: user._id,
      receiverId: staff._id,
      text: "Hello, when does the MERN course start?",
      readAt: null,
    });
    await until(() => staffInbox.length === 1 && tab2Inbox.length === 1);
    expect(staffInbox[0]).toEqual(ack.message);
    expect(tab2Inbox[0]).toEqual(ack.message);
    await Promise.all([allArrived(intruder), allArrived(tab1)]);
    expect(intruderInbox).toEqual([]);
    // The sending tab has the message in its ack, not a second time as an event.
    expect(tab1Inbox).toEqual([]);

    const history = await t.app.inject({
      method: "GET",
      url: `/api/chat/messages/${staff._id}`,
      headers: auth(user.token),
    });
    expect(history.statusCode).toBe(200);
    const body = history.json<ChatHistory>();
    expect(body.user).toEqual({ _id: staff._id, name: "Chandan Staff", role: "staff" });
    expect(body.messages.map((m) => m._id)).toContain(ack.message._id);
  });

  it("refuses user → user through the ack and stores nothing", async () => {
    const socket = await open(url, user.token);
    const otherSocket = await open(url, other.token);
    const otherInbox = inbox(otherSocket);
    const before = await countMessages(t);
    const ack = await send(socket, { receiverId: other._id, text: "hi" });
    expect(ack).toEqual({ ok: false, message: "You can chat only with the staff" });
    expect(await countMessages(t)).toBe(before);
    await allArrived(otherSocket);
    expect(otherInbox).toEqual([]);
    const history = await t.app.inject({
      method: "GET",
      url: `/api/chat/messages/${other._id}`,
      headers: auth(user.token),
    });
    expect(history.statusCode).toBe(403);
  });

  it("lets staff write to a user", async () => {
    const staffSocket = await open(url, staff.token);
    const userSocket = await open(url, other.token);
    const received = inbox(userSocket);
    const ack = await send(staffSocket, {
      receiverId: other._id,
      text: "Your admission is confirmed",
    });
    expect(ack.ok).toBe(true);
    await until(() => received.length === 1);
    expect(received[0]).toMatchObject({ senderId: staff._id, receiverId: other._id });
  });

  it("counts unread messages and marks them read", async () => {
    const reader = await createUser(t.app, "user", "Deepa User");
    const socket = await open(url, reader.token);
    for (const text of ["one", "two"]) {
      expect((await send(socket, { receiverId: staff._id, text })).ok).toBe(true);
    }
    const conversations = await t.app.inject({
      method: "GET",
      url: "/api/chat/conversations",
      headers: auth(staff.token),
    });
    expect(conversations.statusCode).toBe(200);
    const list = conversations.json<ChatConversation[]>();
    const mine = list.find((c) => c.user._id === reader._id);
    expect(mine).toMatchObject({ unread: 2, lastMessage: { text: "two", senderId: reader._id } });
    // Newest conversation first.
    expect(list[0]?.user._id).toBe(reader._id);

    const unreadBefore = await t.app.inject({
      method: "GET",
      url: "/api/chat/unread",
      headers: auth(staff.token),
    });
    expect(unreadBefore.json<ChatReadResult>().unread).toBeGreaterThanOrEqual(2);

    const read = await t.app.inject({
      method: "POST",
      url: `/api/chat/messages/${reader._id}/read`,
      headers: auth(staff.token),
    });
    expect(read.statusCode).toBe(200);
    const result = read.json<ChatReadResult>();
    expect(result.marked).toBe(2);
    expect(result.unread).toBe(unreadBefore.json<ChatReadResult>().unread - 2);

    const history = await t.app.inject({
      method: "GET",
      url: `/api/chat/messages/${reader._id}`,
      headers: auth(staff.token),
    });
    for (const message of history.json<ChatHistory>().messages) {
      expect(message.readAt).not.toBeNull();
    }
    // The reader's own list shows nothing unread (their messages are to the staff).
    const readerList = await t.app.inject({
      method: "GET",
      url: "/api/chat/conversations",
      headers: auth(reader.token),
    });
    expect(readerList.json<ChatConversation[]>()[0]).toMatchObject({
      user: { _id: staff._id },
      unread: 0,
    });
  });

  it("refuses bad payloads through the ack and keeps the socket usable", async () => {
    const socket = await open(url, user.token);
    const before = await countMessages(t);
    const bad: [unknown, string][] = [
      [{ receiverId: staff._id }, "Please type a message"],
      [{ receiverId: staff._id, text: "   " }, "Please type a message"],
      [{ receiverId: staff._id, text: "x".repeat(5000) }, "at most 2000 characters"],
      [{ receiverId: staff._id, text: "nul \u0000" }, "cannot be stored"],
      ["hello", "Send an object"],
      [42, "Send an object"],
      [null, "Send an object"],
      [[1, 2], "Send an object"],
      [{ text: "hi" }, ""],
      [{ receiverId: { $ne: 1 }, text: "hi" }, ""],
      [{ receiverId: "no-such-user", text: "hi" }, "User not found"],
      [{ receiverId: user._id, text: "hi" }, "yourself"],
    ];
    for (const [payload, message] of bad) {
      const ack = await send(socket, payload);
      expect(ack.ok, JSON.stringify(payload)).toBe(false);
      expect(ack.message).toEqual(expect.stringContaining(message));
    }
    // An emit without an ack callback, or with odd extra arguments, is ignored without harm.
    socket.emit("sendMessage", { receiverId: staff._id } as never);
    (socket.emit as (event: string, ...args: unknown[]) => void)("sendMessage");
    (socket.emit as (event: string, ...args: unknown[]) => void)("join", { a: 1 }, "x", 3);
    expect(await countMessages(t)).toBe(before);
    expect(socket.connected).toBe(true);
    const ok = await send(socket, { receiverId: staff._id, text: "x".repeat(2000) });
    expect(ok.ok).toBe(true);
  });

  it("rate-limits a socket to 20 messages in 10 seconds", async () => {
    const chatty = await createUser(t.app);
    const socket = await open(url, chatty.token);
    const acks = await Promise.all(
      Array.from({ length: 21 }, (_, i) => send(socket, { receiverId: staff._id, text: `m${i}` })),
    );
    expect(acks.filter((a) => a.ok)).toHaveLength(20);
    expect(acks.filter((a) => !a.ok)).toEqual([
      { ok: false, message: "Too many messages, please wait a moment" },
    ]);
  });
});

describe("chat over HTTP", () => {
  let t: TestApp;
  let user: AuthUser;
  let staff: AuthUser;
  let admin: AuthUser;

  beforeAll(async () => {
    t = await buildTestApp();
    user = await createUser(t.app, "user", "Esha User");
    staff = await createUser(t.app, "staff", "Farid Staff");
    admin = await createUser(t.app, "admin", "Gita Admin");
  });
  afterAll(async () => t?.close());

  const get = (url: string, token?: string) =>
    t.app.inject({ method: "GET", url, headers: token ? auth(token) : {} });

  it("answers 401 without a token", async () => {
    for (const path of [
      "/api/chat/contacts",
      "/api/chat/conversations",
      "/api/chat/unread",
      `/api/chat/messages/${staff._id}`,
    ]) {
      expect((await get(path)).statusCode).toBe(401);
    }
    const read = await t.app.inject({
      method: "POST",
      url: `/api/chat/messages/${staff._id}/read`,
    });
    expect(read.statusCode).toBe(401);
  });

  it("lists staff and admins as a user's contacts, everyone for staff", async () => {
    const forUser = (await get("/api/chat/contacts", user.token)).json<
      { _id: string; role: string }[]
    >();
    expect(forUser.every((c) => c.role !== "user")).toBe(true);
    expect(forUser.map((c) => c._id)).toEqual(expect.arrayContaining([staff._id, admin._id]));
    const forStaff = (await get("/api/chat/contacts", staff.token)).json<{ _id: string }[]>();
    expect(forStaff.map((c) => c._id)).toContain(user._id);
    expect(forStaff.map((c) => c._id)).not.toContain(staff._id);
    const searched = (await get("/api/chat/contacts?q=esha", staff.token)).json<
      { _id: string }[]
    >();
    expect(searched.map((c) => c._id)).toEqual([user._id]);
    const literal = await get("/api/chat/contacts?q=%25", staff.token);
    expect(literal.statusCode).toBe(200);
    expect(literal.json()).toEqual([]);
  });

  it("answers 404 for an unknown user and 400 for a bad page", async () => {
    expect((await get("/api/chat/messages/nobody", user.token)).statusCode).toBe(404);
    expect((await get(`/api/chat/messages/${staff._id}?limit=0`, user.token)).statusCode).toBe(400);
    expect((await get(`/api/chat/messages/${staff._id}?before=nope`, user.token)).statusCode).toBe(
      400,
    );
  });

  it("pages the history oldest first", async () => {
    const url = await listen(t);
    const socket = await open(url, staff.token);
    for (let i = 1; i <= 5; i++) {
      expect((await send(socket, { receiverId: user._id, text: `n${i}` })).ok).toBe(true);
    }
    const last = (
      await get(`/api/chat/messages/${staff._id}?limit=2`, user.token)
    ).json<ChatHistory>();
    expect(last.messages.map((m) => m.text)).toEqual(["n4", "n5"]);
    expect(last.hasMore).toBe(true);
    const oldest = last.messages[0]?._id ?? "";
    const previous = (
      await get(`/api/chat/messages/${staff._id}?limit=10&before=${oldest}`, user.token)
    ).json<ChatHistory>();
    expect(previous.messages.map((m) => m.text)).toEqual(["n1", "n2", "n3"]);
    expect(previous.hasMore).toBe(false);
  });
});

// Two processes sharing one database and one Redis: a message sent through one reaches a socket
// connected to the other. Runs whenever a Redis answers at REDIS_URL (default 127.0.0.1:6379).
const redisUrl = TEST_REDIS_URL;
const redisUp = await testRedisAvailable();

describe.skipIf(!redisUp)("chat across two processes with the Redis adapter", () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    const redisPrefix = uniqueRedisPrefix("chat-test");
    a = await buildTestApp({ redisUrl, redisPrefix });
    b = await buildTestApp({
      redisUrl,
      redisPrefix,
      dataDir: a.config.dataDir,
      databaseSchema: a.config.databaseSchema,
    });
  });
  afterAll(async () => {
    for (const socket of opened.splice(0)) socket.disconnect();
    await b?.close();
    await a?.close();
  });

  it("delivers a message sent through one instance to a receiver on the other", async () => {
    const [urlA, urlB] = [await listen(a), await listen(b)];
    const user = await createUser(a.app);
    const staff = await createUser(a.app, "staff");
    const staffOnB = await open(urlB, staff.token);
    const userTabOnB = await open(urlB, user.token);
    const [staffInbox, tabInbox] = [inbox(staffOnB), inbox(userTabOnB)];
    const userOnA = await open(urlA, user.token);
    const ack = await send(userOnA, { receiverId: staff._id, text: "across processes" });
    expect(ack.ok).toBe(true);
    await until(() => staffInbox.length === 1 && tabInbox.length === 1);
    expect(staffInbox[0]?.text).toBe("across processes");
    // And back: staff on B answers the user on A.
    const userInbox = inbox(userOnA);
    expect((await send(staffOnB, { receiverId: user._id, text: "got it" })).ok).toBe(true);
    await until(() => userInbox.length === 1);
    expect(userInbox[0]?.senderId).toBe(staff._id);
  });
});

// A Redis of this test's own (never the shared one), killed and started again while sockets stay
// connected: what was sent meanwhile is stored but not relayed, so once Redis is back every
// process tells its sockets to catch up (the web client then fetches its history again).
describe.skipIf(!hasRedisServer)("chat across two processes after a Redis outage", () => {
  let redis: ChildProcess;
  let port: number;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    port = await freePort();
    redis = await startRedisServer(port);
    const settings = { redisUrl: `redis://127.0.0.1:${port}` };
    a = await buildTestApp(settings);
    b = await buildTestApp({
      ...settings,
      dataDir: a.config.dataDir,
      databaseSchema: a.config.databaseSchema,
    });
  });
  afterAll(async () => {
    for (const socket of opened.splice(0)) socket.disconnect();
    await b?.close();
    await a?.close();
    await stopRedisServer(redis);
  });

  it("stores what is sent meanwhile, and tells the sockets to catch up once Redis is back", async () => {
    const [urlA, urlB] = [await listen(a), await listen(b)];
    const user = await createUser(a.app);
    const staff = await createUser(a.app, "staff");
    const staffOnB = await open(urlB, staff.token);
    let catchUps = 0;
    staffOnB.on("catchUp", () => {
      catchUps += 1;
    });
    const userOnA = await open(urlA, user.token);

    await stopRedisServer(redis);
    await until(() => b.app.redis?.available() === false);
    const ack = await send(userOnA, { receiverId: staff._id, text: "while Redis is away" });
    expect(ack.ok).toBe(true);
    expect(catchUps).toBe(0);

    redis = await startRedisServer(port);
    await until(() => catchUps === 1, 10_000);
    // The socket never dropped; what it missed is in the history it fetches now.
    expect(staffOnB.connected).toBe(true);
    const history = await b.app.inject({
      method: "GET",
      url: `/api/chat/messages/${user._id}`,
      headers: auth(staff.token),
    });
    expect(history.json<ChatHistory>().messages.map((m) => m.text)).toContain(
      "while Redis is away",
    );
  }, 30_000);
});
