// The authorization matrix (docs/reliability-tests.md): every HTTP route the server registers and every chat socket
// event, against five actors (visitor, user, another user, staff, admin). A route or event added
// without a row fails here, and so does a row whose route is gone. Each cell sends a call that
// would succeed for an allowed actor, so a wrong 200 shows; a visitor or another user is never
// answered the user's data.
import type { AddressInfo } from "node:net";
import { CHAT_UNAUTHORIZED, type ChatMessage } from "@app/shared/chat";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  allArrived,
  type ChatSocket,
  joinChat,
  openChatSocket,
  sendChatMessage,
  waitForMessage,
} from "../test/chat-socket";
import { ROWS } from "../test/reliability/matrix-rows";
import {
  ACTORS,
  type Actor,
  as,
  badTokens,
  buildWorld,
  type Member,
  type World,
} from "../test/reliability/world";
import { allPassed, recordFigures } from "../test/reliability-report";

let world: World;
let cells = 0;
let socketCells = 0;
let httpRoutes = 0;
let socketEvents = 0;

beforeAll(async () => {
  world = await buildWorld();
}, 60_000);

// Recorded only when every test of the file passed (vitest wants a destructured first argument).
// biome-ignore lint/correctness/noEmptyPattern: the file is the second argument
afterAll(async ({}, file) => {
  if (cells > 0 && allPassed(file)) {
    recordFigures("Authorization matrix", 10, [
      { label: "HTTP routes covered (all the server registers)", value: httpRoutes },
      { label: "socket events covered", value: socketEvents },
      { label: "actors", value: ACTORS.length },
      { label: "HTTP cells checked (route × actor, HEAD included)", value: cells },
      { label: "socket cells checked (handshakes, joins, sender × receiver)", value: socketCells },
    ]);
  }
  await world?.close();
});

const rowOf = new Map(ROWS.map((row) => [row.route, row]));

/** A HEAD route Fastify added beside a GET answers as that GET does. */
const headOfGet = (route: string, served: Set<string>): boolean =>
  route.startsWith("HEAD ") && served.has(`GET ${route.slice(5)}`);

describe("authorization matrix: HTTP", () => {
  it("has exactly one row for every route the server registers", () => {
    const served = new Set(world.routes);
    const needRows = world.routes.filter((route) => !headOfGet(route, served));
    const missing = needRows.filter((route) => !rowOf.has(route));
    const gone = ROWS.map((row) => row.route).filter((route) => !served.has(route));
    const twice = ROWS.map((row) => row.route).filter(
      (route, index, all) => all.indexOf(route) !== index,
    );
    expect({ missing, gone, twice }).toEqual({ missing: [], gone: [], twice: [] });
    httpRoutes = world.routes.length;
  });

  it.each(ROWS.map((row) => [row.route, row] as const))("%s", async (_route, row) => {
    const served = new Set(world.routes);
    const [method = "", path = ""] = row.route.split(" ");
    const methods = [method, ...(method === "GET" && served.has(`HEAD ${path}`) ? ["HEAD"] : [])];
    const wrong: string[] = [];
    for (const actor of ACTORS) {
      for (const verb of methods) {
        const options = await row.call(world, actor);
        const res = await as(world, actor, { ...options, method: verb as "GET" | "HEAD" });
        cells += 1;
        const want = row.expect[actor];
        if (res.statusCode !== want) {
          wrong.push(
            `${verb} as ${actor}: ${res.statusCode} (want ${want}) ${res.body.slice(0, 200)}`,
          );
          continue;
        }
        if (res.statusCode >= 400 && verb !== "HEAD") {
          const body = res.json<{ message?: unknown }>();
          if (typeof body.message !== "string") wrong.push(`${verb} as ${actor}: no message`);
        }
        if (actor === "visitor" || actor === "other") {
          const leaked = world.userPrivate.filter((secret) => res.body.includes(secret));
          if (leaked.length > 0)
            wrong.push(`${verb} as ${actor} was answered ${leaked.join(", ")}`);
        }
      }
    }
    await world.t.app.mail.idle();
    expect(wrong).toEqual([]);
  });
});

describe("authorization matrix: chat socket", () => {
  let url = "";
  const sockets = new Map<Member, ChatSocket>();
  const inbox = new Map<Member, ChatMessage[]>();
  const opened: ChatSocket[] = [];

  async function open(token: string | undefined): Promise<ChatSocket> {
    const socket = await openChatSocket(url, token);
    opened.push(socket);
    return socket;
  }

  beforeAll(async () => {
    await world.t.app.listen({ port: 0, host: "127.0.0.1" });
    url = `http://127.0.0.1:${(world.t.app.server.address() as AddressInfo).port}`;
    for (const member of ["user", "other", "staff", "admin"] as const) {
      const socket = await open(world.members[member].token);
      const received: ChatMessage[] = [];
      socket.on("receiveMessage", (message) => received.push(message));
      sockets.set(member, socket);
      inbox.set(member, received);
    }
  });
  afterAll(() => {
    for (const socket of opened) socket.disconnect();
  });

  const socketOf = (member: Member): ChatSocket => {
    const socket = sockets.get(member);
    if (!socket) throw new Error(`no socket for ${member}`);
    return socket;
  };

  /** The events a connected socket listens to, read from the server's own socket. */
  function serverEvents(): string[] {
    const reserved = new Set(["disconnect", "disconnecting", "error", "newListener"]);
    const names = new Set<string>();
    for (const socket of world.t.app.io.of("/").sockets.values()) {
      for (const name of socket.eventNames()) {
        if (typeof name === "string" && !reserved.has(name)) names.add(name);
      }
    }
    return [...names].sort();
  }

  const SOCKET_EVENTS = ["join", "sendInstituteMessage", "sendMessage", "ticketPresence"];

  it("has a row for every event the server listens to", () => {
    expect(serverEvents()).toEqual(SOCKET_EVENTS);
    socketEvents = SOCKET_EVENTS.length;
  });

  it("refuses the visitor at the handshake: no token, or any bad token", async () => {
    const tokens: Record<string, string | undefined> = { none: undefined, ...badTokens(world) };
    for (const [label, token] of Object.entries(tokens)) {
      await expect(open(token), label).rejects.toThrow(CHAT_UNAUTHORIZED);
      socketCells += 1;
    }
  });

  it("join: every member lands in their own room, whatever id they send", async () => {
    for (const member of ["user", "other", "staff", "admin"] as const) {
      const someoneElse = member === "user" ? world.members.other._id : world.members.user._id;
      const ack = await joinChat(socketOf(member), someoneElse);
      expect(ack, member).toEqual({ ok: true, userId: world.members[member]._id });
      socketCells += 1;
    }
  });

  // Users may chat only with staff and admins (docs/product.md: support desk); staff and admins with anyone.
  const MAY_SEND: Record<Member, Member[]> = {
    user: ["staff", "admin"],
    other: ["staff", "admin"],
    staff: ["user", "other", "admin"],
    admin: ["user", "other", "staff"],
  };
  const members = ["user", "other", "staff", "admin"] as const;

  it.each(members)("sendMessage from %s: only to the allowed receivers", async (sender) => {
    const wrong: string[] = [];
    for (const receiver of members) {
      for (const box of inbox.values()) box.length = 0;
      const text = `from ${sender} to ${receiver}`;
      const allowed = MAY_SEND[sender].includes(receiver);
      // Listening before sending: the copy may arrive before the ack does.
      const arrived = allowed
        ? waitForMessage(socketOf(receiver), (message) => message.text === text).then(
            () => true,
            () => false,
          )
        : Promise.resolve(false);
      const ack = await sendChatMessage(socketOf(sender), {
        receiverId: world.members[receiver]._id,
        text,
      });
      socketCells += 1;
      if (ack.ok !== allowed) wrong.push(`${sender} → ${receiver}: ok ${ack.ok}`);
      if (allowed && !(await arrived)) wrong.push(`${sender} → ${receiver}: never delivered`);
      // Whatever the server sent any member before this has arrived: a copy missing now never came.
      await Promise.all(members.map((member) => allArrived(socketOf(member))));
      for (const [member, box] of inbox) {
        const got = box.some((message) => message.text === text);
        const should = allowed && member === receiver;
        if (got !== should) wrong.push(`${sender} → ${receiver}: ${member} received ${got}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  // The chat with the institute (decision 053): a customer writes in their own thread only, staff
  // answer any customer's; the thread's customer and every staff socket hear it, nobody else.
  it.each(members)(
    "sendInstituteMessage from %s into the user's thread: customer and staff only",
    async (sender) => {
      const heard = new Map<Member, string[]>();
      const listeners = members.map((member) => {
        const seen: string[] = [];
        heard.set(member, seen);
        const listener = (event: { text: string }) => seen.push(event.text);
        socketOf(member).on("receiveInstituteMessage", listener);
        return () => socketOf(member).off("receiveInstituteMessage", listener);
      });
      const text = `institute-from-${sender}`;
      const timed = socketOf(sender).timeout(3000);
      const emit = timed.emitWithAck as (
        event: string,
        payload: unknown,
      ) => Promise<{ ok: boolean; message: unknown }>;
      const ack = await emit.call(timed, "sendInstituteMessage", {
        customerId: world.members.user._id,
        text,
      });
      await Promise.all(members.map((member) => allArrived(socketOf(member))));
      for (const stop of listeners) stop();
      socketCells += 1;
      const allowed = sender !== "other";
      expect(ack.ok).toBe(allowed);
      const wrong: string[] = [];
      for (const member of members) {
        const got = heard.get(member)?.includes(text) ?? false;
        const should =
          allowed &&
          member !== sender &&
          (member === "user" || member === "staff" || member === "admin");
        if (got !== should) wrong.push(`${member} heard ${got}`);
      }
      expect(wrong).toEqual([]);
    },
  );

  // Presence on a ticket (decision 046): staff and admins tell each other; customers neither
  // tell nor hear.
  it.each(members)("ticketPresence from %s: heard by the other staff only", async (sender) => {
    const heard = new Map<Member, string[]>();
    const listeners = members.map((member) => {
      const seen: string[] = [];
      heard.set(member, seen);
      const listener = (event: { ticketId: string }) => seen.push(event.ticketId);
      socketOf(member).on("ticketPresence", listener);
      return () => socketOf(member).off("ticketPresence", listener);
    });
    const ticketId = `presence-of-${sender}`;
    socketOf(sender).emit("ticketPresence", { ticketId, state: "typing" });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await Promise.all(members.map((member) => allArrived(socketOf(member))));
    for (const stop of listeners) stop();
    socketCells += 1;
    const staffSender = sender === "staff" || sender === "admin";
    const wrong: string[] = [];
    for (const member of members) {
      const got = heard.get(member)?.includes(ticketId) ?? false;
      const should = staffSender && member !== sender && (member === "staff" || member === "admin");
      if (got !== should) wrong.push(`${member} heard ${got}`);
    }
    expect(wrong).toEqual([]);
  });

  it("stores what an allowed sender sent and nothing a refused sender sent", async () => {
    const rows = await world.t.app.db
      .selectFrom("chat_messages")
      .select(["sender_id", "receiver_id", "text"])
      .execute();
    const role = new Map<string, Actor>(
      members.map((member) => [world.members[member]._id, member] as const),
    );
    const wrong: string[] = [];
    for (const row of rows) {
      const from = role.get(row.sender_id) as Member | undefined;
      const to = role.get(row.receiver_id) as Member | undefined;
      if (from && to && !MAY_SEND[from].includes(to)) wrong.push(`stored ${from} → ${to}`);
    }
    // Each message the sendMessage cells above sent: stored exactly when it was allowed.
    const texts = new Set(rows.map((row) => row.text));
    for (const sender of members) {
      for (const receiver of members) {
        const stored = texts.has(`from ${sender} to ${receiver}`);
        if (stored !== MAY_SEND[sender].includes(receiver)) {
          wrong.push(`${sender} → ${receiver}: stored ${stored}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
