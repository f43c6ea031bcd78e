// The chat with the institute (decision 053) over a real listening server: a customer writes to
// the institute, every member of staff sees the thread, one answers, the customer has it live.
import type { AddressInfo } from "node:net";
import type {
  ChatReadResult,
  InstituteHistory,
  InstituteMessage,
  InstituteThread,
  SendInstituteAck,
} from "@app/shared/chat";
import type { AuthUser } from "@app/shared/users";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  allArrived,
  CHAT_WAIT_MS,
  type ChatSocket,
  openChatSocket,
  sendChatMessage,
} from "../../test/chat-socket";
import { TEST_REDIS_URL, testRedisAvailable, uniqueRedisPrefix } from "../../test/redis";
import { auth, buildTestApp, createUser, type TestApp } from "../../test/test-app";

const opened: ChatSocket[] = [];
afterEach(() => {
  for (const socket of opened.splice(0)) socket.disconnect();
});

async function open(url: string, token: string): Promise<ChatSocket> {
  const socket = await openChatSocket(url, token);
  opened.push(socket);
  return socket;
}

/** Emits `sendInstituteMessage` with any payload and resolves with the ack. */
function sendToInstitute(socket: ChatSocket, payload: unknown): Promise<SendInstituteAck> {
  const timed = socket.timeout(CHAT_WAIT_MS);
  const emit = timed.emitWithAck as (event: string, p: unknown) => Promise<SendInstituteAck>;
  return emit.call(timed, "sendInstituteMessage", payload);
}

/** Every `receiveInstituteMessage` a socket gets, in order. */
function inbox(socket: ChatSocket): InstituteMessage[] {
  const received: InstituteMessage[] = [];
  socket.on("receiveInstituteMessage", (message) => received.push(message));
  return received;
}

const until = (check: () => boolean, ms = 3000) =>
  vi.waitUntil(check, { timeout: ms, interval: 20, message: "timed out waiting" });

describe("chat with the institute", () => {
  let t: TestApp;
  let url: string;
  let customer: AuthUser;
  let stranger: AuthUser;
  let staffA: AuthUser;
  let staffB: AuthUser;
  let admin: AuthUser;

  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    customer = await createUser(t.app, "user", "Asha Customer");
    stranger = await createUser(t.app, "user", "Bina Stranger");
    staffA = await createUser(t.app, "staff", "Chandan Roy");
    staffB = await createUser(t.app, "staff", "Dipa Sen");
    admin = await createUser(t.app, "admin", "Esha Admin");
  });
  afterAll(async () => {
    for (const socket of opened.splice(0)) socket.disconnect();
    await t?.close();
  });

  const call = (method: "GET" | "POST", path: string, token?: string) =>
    t.app.inject({ method, url: path, headers: token ? auth(token) : {} });

  it("a customer writes to the institute; every member of staff sees the thread; one answers; the customer has it live; one reading clears it for the desk", async () => {
    const customerTab = await open(url, customer.token);
    const customerOtherTab = await open(url, customer.token);
    const socketA = await open(url, staffA.token);
    const socketB = await open(url, staffB.token);
    const strangerSocket = await open(url, stranger.token);
    const [tabInbox, otherTabInbox, inboxA, inboxB, strangerInbox] = [
      inbox(customerTab),
      inbox(customerOtherTab),
      inbox(socketA),
      inbox(socketB),
      inbox(strangerSocket),
    ];

    // No recipient: the customer writes to the institute.
    const first = await sendToInstitute(customerTab, { text: "  When does the batch start?  " });
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect(first.message).toMatchObject({
      customerId: customer._id,
      fromInstitute: false,
      staffName: "",
      text: "When does the batch start?",
      readAt: null,
    });
    // Every staff socket has it live, and the customer's other tab.
    await until(() => inboxA.length === 1 && inboxB.length === 1 && otherTabInbox.length === 1);
    expect(inboxA[0]).toEqual(first.message);
    expect(inboxB[0]).toEqual(first.message);

    // Both members of staff see the thread in the inbox, with one unread message.
    for (const staff of [staffA, staffB, admin]) {
      const list = await call("GET", "/api/chat/institute/threads", staff.token);
      expect(list.statusCode).toBe(200);
      expect(list.headers["x-total-count"]).toBe("1");
      expect(list.json<InstituteThread[]>()).toEqual([
        {
          customer: { _id: customer._id, name: "Asha Customer" },
          lastMessage: first.message,
          unread: 1,
        },
      ]);
      const unread = (await call("GET", "/api/chat/unread", staff.token)).json<ChatReadResult>();
      expect(unread).toMatchObject({ institute: 1, unread: 1 });
    }
    // It is nobody's personal conversation.
    const personal = await call("GET", "/api/chat/conversations", staffA.token);
    expect(personal.json()).toEqual([]);

    // Staff A answers; the customer's sockets have it live, with A's first name only.
    const answer = await sendToInstitute(socketA, {
      customerId: customer._id,
      text: "Next Monday at 10.",
    });
    expect(answer.ok).toBe(true);
    if (!answer.ok) return;
    expect(answer.message).toMatchObject({
      customerId: customer._id,
      fromInstitute: true,
      staffName: "Chandan",
    });
    expect(Object.keys(answer.message).sort()).toEqual(
      ["_id", "createdAt", "customerId", "fromInstitute", "readAt", "staffName", "text"].sort(),
    );
    await until(() => tabInbox.length === 1 && otherTabInbox.length === 2 && inboxB.length === 2);
    expect(tabInbox[0]).toEqual(answer.message);
    expect(inboxB[1]).toEqual(answer.message);
    // Another customer is told nothing.
    await allArrived(strangerSocket);
    expect(strangerInbox).toEqual([]);

    // The customer reads the thread and has one unread reply.
    const mine = await call("GET", `/api/chat/institute/threads/${customer._id}`, customer.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.json<InstituteHistory>().messages.map((m) => m.text)).toEqual([
      "When does the batch start?",
      "Next Monday at 10.",
    ]);
    expect(
      (await call("GET", "/api/chat/unread", customer.token)).json<ChatReadResult>(),
    ).toMatchObject({ unread: 1, institute: 1 });

    // Staff B reads the thread: read for the whole desk, and A's socket is told.
    let told: unknown;
    socketA.on("instituteRead", (event) => {
      told = event;
    });
    const read = await call(
      "POST",
      `/api/chat/institute/threads/${customer._id}/read`,
      staffB.token,
    );
    expect(read.statusCode).toBe(200);
    expect(read.json<ChatReadResult>()).toMatchObject({ marked: 1, institute: 0 });
    await until(() => told !== undefined);
    expect(told).toEqual({ customerId: customer._id });
    const forA = await call("GET", "/api/chat/institute/threads", staffA.token);
    expect(forA.json<InstituteThread[]>()[0]).toMatchObject({ unread: 0 });
    expect(
      (await call("GET", "/api/chat/unread", staffA.token)).json<ChatReadResult>(),
    ).toMatchObject({ institute: 0 });
    // Staff reading does not read the reply for the customer; the customer's own reading does.
    const customerRead = await call(
      "POST",
      `/api/chat/institute/threads/${customer._id}/read`,
      customer.token,
    );
    expect(customerRead.json<ChatReadResult>()).toMatchObject({ marked: 1, unread: 0 });
  });

  it("answers 404 for another customer's thread, 403 for a customer's inbox list, 401 without a token", async () => {
    const socket = await open(url, customer.token);
    expect((await sendToInstitute(socket, { text: "private question" })).ok).toBe(true);
    const theirs = `/api/chat/institute/threads/${customer._id}`;
    expect((await call("GET", theirs, stranger.token)).statusCode).toBe(404);
    expect((await call("POST", `${theirs}/read`, stranger.token)).statusCode).toBe(404);
    expect((await call("GET", "/api/chat/institute/threads", customer.token)).statusCode).toBe(403);
    for (const path of ["/api/chat/institute/threads", theirs]) {
      expect((await call("GET", path)).statusCode).toBe(401);
    }
    expect((await call("POST", `${theirs}/read`)).statusCode).toBe(401);
    // Staff: an unknown id, or one who is not a customer, has no thread.
    expect((await call("GET", "/api/chat/institute/threads/nobody", staffA.token)).statusCode).toBe(
      404,
    );
    expect(
      (await call("GET", `/api/chat/institute/threads/${staffB._id}`, staffA.token)).statusCode,
    ).toBe(404);
    // Bad pages are refused, never a 500.
    for (const query of ["?page=0", "?limit=1000", "?page=x"]) {
      expect(
        (await call("GET", `/api/chat/institute/threads${query}`, staffA.token)).statusCode,
      ).toBe(400);
    }
    expect((await call("GET", `${theirs}?before=nope`, customer.token)).statusCode).toBe(400);
  });

  it("a customer cannot write in another's thread nor as staff; staff must name the thread", async () => {
    const strangerSocket = await open(url, stranger.token);
    const staffSocket = await open(url, staffA.token);
    const staffInbox = inbox(staffSocket);
    const count = async () =>
      Number(
        (
          await t.app.db
            .selectFrom("institute_messages")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirst()
        )?.n ?? 0,
      );
    const before = await count();
    const intrude = await sendToInstitute(strangerSocket, {
      customerId: customer._id,
      text: "let me in",
    });
    expect(intrude).toEqual({ ok: false, message: "Conversation not found" });
    // Their own id is their own thread, a customer's message (never a staff reply).
    const own = await sendToInstitute(strangerSocket, {
      customerId: stranger._id,
      fromInstitute: true,
      staffName: "Chandan",
      text: "hello",
    });
    expect(own.ok && own.message.fromInstitute).toBe(false);
    expect(own.ok && own.message.staffName).toBe("");
    const noThread = await sendToInstitute(staffSocket, { text: "to whom?" });
    expect(noThread).toEqual({ ok: false, message: "Conversation not found" });
    const bad: [unknown, string][] = [
      [{}, "Please type a message"],
      [{ text: "   " }, "Please type a message"],
      [{ text: "x".repeat(5000) }, "at most 2000 characters"],
      [{ text: "nul \u0000" }, "cannot be stored"],
      ["hello", "Send an object"],
      [null, "Send an object"],
      [{ customerId: { $ne: 1 }, text: "hi" }, ""],
    ];
    for (const [payload, message] of bad) {
      const ack = await sendToInstitute(strangerSocket, payload);
      expect(ack.ok, JSON.stringify(payload)).toBe(false);
      expect(ack.message).toEqual(expect.stringContaining(message));
    }
    expect(await count()).toBe(before + 1);
    expect(strangerSocket.connected).toBe(true);
    await until(() => staffInbox.length === 1);
    // The person-to-person event still answers as before next to it.
    const direct = await sendChatMessage(strangerSocket, { receiverId: staffA._id, text: "hi" });
    expect(direct.ok).toBe(true);
  });

  it("a member of staff made a customer can no longer answer, and leaves the desk's room", async () => {
    const former = await createUser(t.app, "staff", "Indra Former");
    const formerSocket = await open(url, former.token);
    const heard = inbox(formerSocket);
    await t.app.db
      .updateTable("users")
      .set({ role: "user" })
      .where("id", "=", former._id)
      .execute();
    const answer = await sendToInstitute(formerSocket, { customerId: customer._id, text: "hi" });
    expect(answer).toEqual({ ok: false, message: "Conversation not found" });
    const customerSocket = await open(url, customer.token);
    expect((await sendToInstitute(customerSocket, { text: "anyone there?" })).ok).toBe(true);
    await allArrived(formerSocket);
    expect(heard).toEqual([]);
    expect((await call("GET", "/api/chat/institute/threads", former.token)).statusCode).toBe(403);
  });

  it("pages the inbox newest thread first", async () => {
    const later = await createUser(t.app, "user", "Farah Later");
    const socket = await open(url, later.token);
    expect((await sendToInstitute(socket, { text: "newest" })).ok).toBe(true);
    const page1 = await call("GET", "/api/chat/institute/threads?limit=1", staffA.token);
    expect(page1.json<InstituteThread[]>().map((th) => th.customer._id)).toEqual([later._id]);
    const total = Number(page1.headers["x-total-count"]);
    expect(total).toBeGreaterThanOrEqual(3);
    const page2 = await call("GET", "/api/chat/institute/threads?limit=1&page=2", staffA.token);
    expect(page2.json<InstituteThread[]>()).toHaveLength(1);
    expect(page2.json<InstituteThread[]>()[0]?.customer._id).not.toBe(later._id);
  });
});

// Two processes sharing one database and one Redis: a customer's message through one reaches the
// staff on the other, and a reply through that one reaches the customer back (the desk room and
// the customer's room are relayed as the other rooms are).
const redisUp = await testRedisAvailable();

describe.skipIf(!redisUp)("chat with the institute across two processes", () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    const redisPrefix = uniqueRedisPrefix("institute-chat-test");
    a = await buildTestApp({ redisUrl: TEST_REDIS_URL, redisPrefix });
    b = await buildTestApp({
      redisUrl: TEST_REDIS_URL,
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

  it("relays a customer's message to staff on the other process and the reply back", async () => {
    const listen = async (t: TestApp) => {
      await t.app.listen({ port: 0, host: "127.0.0.1" });
      return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    };
    const [urlA, urlB] = [await listen(a), await listen(b)];
    const customer = await createUser(a.app, "user", "Gita Customer");
    const staff = await createUser(a.app, "staff", "Hari Staff");
    const staffOnB = await open(urlB, staff.token);
    const staffInbox = inbox(staffOnB);
    const customerOnA = await open(urlA, customer.token);
    const customerInbox = inbox(customerOnA);
    expect((await sendToInstitute(customerOnA, { text: "across processes" })).ok).toBe(true);
    await until(() => staffInbox.length === 1);
    expect(staffInbox[0]?.text).toBe("across processes");
    const reply = await sendToInstitute(staffOnB, { customerId: customer._id, text: "got it" });
    expect(reply.ok).toBe(true);
    await until(() => customerInbox.length === 1);
    expect(customerInbox[0]).toMatchObject({ fromInstitute: true, staffName: "Hari" });
  });
});
