// The help desk as staff work in it (decision 046): subjects and previews, the statuses and their
// clocks, reopening and following, the shared views' counts, personal views, bulk actions and
// their checks, the customer panel, and the live events (over a real listening server; across two
// processes when a Redis answers).
import type { AddressInfo } from "node:net";
import type { TicketChangedEvent, TicketPresenceEvent } from "@app/shared/chat";
import type { Enrolment } from "@app/shared/payments";
import type {
  BulkTicketResult,
  Note,
  SavedTicketView,
  StaffTicket,
  Ticket,
  TicketCustomer,
  TicketViewCounts,
} from "@app/shared/tickets";
import type { AuthUser } from "@app/shared/users";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { indiaDay } from "../../lib/days";
import { type ChatSocket, openChatSocket } from "../../test/chat-socket";
import { TEST_REDIS_URL, testRedisAvailable, uniqueRedisPrefix } from "../../test/redis";
import { ADMIN, auth, buildTestApp, createUser, login, type TestApp } from "../../test/test-app";
import { createTicketMail } from "./ticket-mail";
import { createTicketsService } from "./tickets.service";

let t: TestApp;
let alice: AuthUser;
let bob: AuthUser;
let staff: AuthUser;
let other: AuthUser;

beforeAll(async () => {
  t = await buildTestApp();
  alice = await createUser(t.app, "user", "Alice");
  bob = await createUser(t.app, "user", "Bob");
  staff = await createUser(t.app, "staff", "Sam Staff");
  other = await createUser(t.app, "staff", "Ola Other");
});
afterAll(async () => {
  await t?.close();
});

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
const call = (method: Method, url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? auth(token) : {}, ...(payload ? { payload } : {}) });

async function newTicket(
  user: AuthUser,
  fields: { subject?: string; description?: string } = {},
): Promise<Ticket> {
  const res = await call("POST", "/api/tickets", user.token, {
    product: "plassey",
    description: "Bus was late\nIt came at ten.",
    ...fields,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Ticket>();
}
const status = async (id: string) =>
  (await call("GET", `/api/tickets/${id}`, staff.token)).json<Ticket>().status;
const setStatus = (id: string, to: string, token = staff.token) =>
  call("PUT", `/api/tickets/${id}`, token, { status: to });
const write = (id: string, token: string, text: string, internal?: boolean) =>
  call("POST", `/api/tickets/${id}/notes`, token, { text, ...(internal ? { internal } : {}) });
/** Moves a ticket's clocks back by `days` (its closing, its pending since). */
const ageTicket = (id: string, days: number) =>
  t.app.db
    .updateTable("tickets")
    .set({
      closed_at: new Date(Date.now() - days * 86_400_000).toISOString(),
      pending_since: new Date(Date.now() - days * 86_400_000).toISOString(),
    })
    .where("id", "=", id)
    .execute();
const queue = async (query: string, token = staff.token) =>
  (await call("GET", `/api/staff/tickets?${query}`, token)).json<StaffTicket[]>();

describe("subjects and the queue's preview", () => {
  it("keeps the customer's subject; the spec's body without one takes the first line", async () => {
    const withSubject = await newTicket(alice, { subject: "  Late bus  " });
    expect(withSubject).toMatchObject({
      subject: "Late bus",
      description: "Bus was late\nIt came at ten.",
    });
    const without = await newTicket(alice, { description: "\n  Lost my hat\nBlue one" });
    expect(without.subject).toBe("Lost my hat");
    const tooLong = await call("POST", "/api/tickets", alice.token, {
      product: "plassey",
      description: "x",
      subject: "s".repeat(151),
    });
    expect(tooLong.statusCode).toBe(400);
  });

  it("shows the start of the last message a customer can read, who wrote it and the wait", async () => {
    const ticket = await newTicket(bob, { subject: "Refund", description: "Please refund" });
    let [row] = await queue(`q=${ticket.reference}`);
    expect(row).toMatchObject({
      subject: "Refund",
      lastMessage: { preview: "Please refund", byStaff: false },
      waitingSince: ticket.createdAt,
    });
    await write(ticket._id, staff.token, "Done   today,\n\nsee your bank");
    await write(ticket._id, staff.token, "internal: refund id 42", true);
    [row] = await queue(`q=${ticket.reference}`);
    expect(row?.lastMessage).toMatchObject({ preview: "Done today, see your bank", byStaff: true });
    expect(row?.waitingSince).toBeNull();
  });
});

describe("searching the queue", () => {
  it("finds a ticket by a word of its subject, as by its message, for staff and its customer", async () => {
    const ticket = await newTicket(alice, {
      subject: "Hailstorm cancellation",
      description: "Can I move my seat to the next departure?",
    });
    const other = await newTicket(bob, { subject: "Hailstones", description: "Another trip" });
    const found = await queue("q=hailstorm");
    expect(found.map((row) => row._id)).toEqual([ticket._id]);
    // Every word must match, the subject's and the message's together, each as a prefix.
    expect((await queue("q=cancel%20departure")).map((row) => row._id)).toEqual([ticket._id]);
    expect((await queue("q=hail")).map((row) => row._id).sort()).toEqual(
      [ticket._id, other._id].sort(),
    );
    const own = await call("GET", "/api/tickets?q=hailstorm", alice.token);
    expect(own.json<Ticket[]>().map((row) => row._id)).toEqual([ticket._id]);
    const notTheirs = await call("GET", "/api/tickets?q=hailstorm", bob.token);
    expect(notTheirs.json<Ticket[]>()).toEqual([]);
    // A changed subject is searched by its new words only.
    await t.app.db
      .updateTable("tickets")
      .set({ subject: "Monsoon refund" })
      .where("id", "=", ticket._id)
      .execute();
    expect(await queue("q=hailstorm")).toEqual([]);
    expect((await queue("q=monsoon")).map((row) => row._id)).toEqual([ticket._id]);
  });
});

describe("statuses and their clock", () => {
  it("pending leaves the overdue clock; the customer's reply opens it again", async () => {
    const ticket = await newTicket(alice);
    // Opened two days ago: past the 24 hours of its first reply.
    await t.app.db
      .updateTable("tickets")
      .set({ created_at: new Date(Date.now() - 2 * 86_400_000).toISOString() })
      .where("id", "=", ticket._id)
      .execute();
    const overdue = async () =>
      (await queue("view=overdue&limit=100")).some((row) => row._id === ticket._id);
    expect(await overdue()).toBe(true);
    expect((await setStatus(ticket._id, "pending")).statusCode).toBe(200);
    expect(await overdue()).toBe(false);
    const [row] = await queue(`q=${ticket.reference}`);
    expect(row).toMatchObject({ status: "pending", overdue: false, waitingSince: null });
    expect(row?.pendingSince).not.toBeNull();
    expect((await write(ticket._id, alice.token, "Here is my booking number")).statusCode).toBe(
      201,
    );
    expect(await status(ticket._id)).toBe("open");
    expect((await queue(`q=${ticket.reference}`))[0]?.pendingSince).toBeNull();
  });

  it("a customer may only close; staff set any status", async () => {
    const ticket = await newTicket(alice);
    expect((await setStatus(ticket._id, "pending", alice.token)).statusCode).toBe(403);
    expect((await setStatus(ticket._id, "waiting")).statusCode).toBe(400);
    expect((await setStatus(ticket._id, "closed", alice.token)).statusCode).toBe(200);
  });

  it("closes a ticket pending past PENDING_CLOSE_DAYS, once, with an internal note", async () => {
    const stale = await newTicket(alice);
    const fresh = await newTicket(alice);
    await setStatus(stale._id, "pending");
    await setStatus(fresh._id, "pending");
    await ageTicket(stale._id, 8);
    await ageTicket(fresh._id, 6);
    const service = createTicketsService(
      t.app.db,
      createTicketMail(t.app.db, t.app.mail, t.config),
      t.config,
    );
    // Two sweeps at once (two processes) close it once.
    const [a, b] = await Promise.all([service.closeStalePending(), service.closeStalePending()]);
    expect(a + b).toBeGreaterThanOrEqual(1);
    expect(await status(stale._id)).toBe("closed");
    expect(await status(fresh._id)).toBe("pending");
    const notes = (await call("GET", `/api/tickets/${stale._id}/notes`, staff.token)).json<
      Note[]
    >();
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ internal: true, authorName: "Help desk" });
    expect(notes[0]?.text).toMatch(/7 days/);
    // The customer never reads it.
    expect((await call("GET", `/api/tickets/${stale._id}/notes`, alice.token)).json()).toEqual([]);
  });
});

describe("writing to a closed ticket", () => {
  it("reopens within REOPEN_DAYS; after that the customer opens a new ticket that follows it", async () => {
    const recent = await newTicket(alice);
    await setStatus(recent._id, "closed");
    await ageTicket(recent._id, 13);
    expect((await write(recent._id, alice.token, "It happened again")).statusCode).toBe(201);
    expect(await status(recent._id)).toBe("open");

    const old = await newTicket(alice, { subject: "Seat" });
    await setStatus(old._id, "closed");
    await ageTicket(old._id, 15);
    const refused = await write(old._id, alice.token, "Me again");
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/closed more than 14 days ago/);
    expect(await status(old._id)).toBe("closed");
    // Staff may still answer it.
    expect((await write(old._id, staff.token, "Noted")).statusCode).toBe(201);

    const follow = await call("POST", "/api/tickets", alice.token, {
      product: "plassey",
      subject: "Seat",
      description: "Me again",
      follows: old._id,
    });
    expect(follow.statusCode).toBe(201);
    expect(follow.json<Ticket>()).toMatchObject({ follows: old._id, status: "new" });
    // Nobody follows another's ticket: it does not exist for them.
    const foreign = await call("POST", "/api/tickets", bob.token, {
      product: "plassey",
      description: "x",
      follows: old._id,
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe("views", () => {
  it("counts each shared view as its list holds, per agent", async () => {
    const counts = async (token = staff.token) =>
      (await call("GET", "/api/staff/ticket-views/counts", token)).json<TicketViewCounts>();
    const before = await counts();
    const otherBefore = await counts(other.token);
    const ticket = await newTicket(bob);
    await call("PUT", `/api/tickets/${ticket._id}/assignee`, staff.token, { assignee: staff._id });
    let now = await counts();
    expect(now.mine).toBe(before.mine + 1);
    expect(now.open).toBe(before.open + 1);
    expect(now.unassigned).toBe(before.unassigned);
    expect((await counts(other.token)).mine).toBe(otherBefore.mine);
    await setStatus(ticket._id, "pending");
    now = await counts();
    expect(now).toMatchObject({
      mine: before.mine + 1,
      pending: before.pending + 1,
      open: before.open,
    });
    for (const view of ["mine", "unassigned", "pending", "overdue", "open"] as const) {
      const res = await call("GET", `/api/staff/tickets?view=${view}&limit=1`, staff.token);
      expect(Number(res.headers["x-total-count"]), view).toBe(now[view]);
    }
    expect((await call("GET", "/api/staff/ticket-views/counts", alice.token)).statusCode).toBe(403);
    expect((await call("GET", "/api/staff/ticket-views/counts")).statusCode).toBe(401);
  });

  it("keeps an agent's own views, which nobody else lists or deletes", async () => {
    const made = await call("POST", "/api/staff/ticket-views", staff.token, {
      name: "Plassey, pending",
      filters: { product: "plassey", status: "pending", sort: "-updatedAt" },
    });
    expect(made.statusCode).toBe(201);
    const view = made.json<SavedTicketView>();
    expect(view.filters).toMatchObject({ product: "plassey", status: "pending" });
    const listed = (await call("GET", "/api/staff/ticket-views", staff.token)).json<
      SavedTicketView[]
    >();
    expect(listed.map((v) => v._id)).toContain(view._id);
    expect((await call("GET", "/api/staff/ticket-views", other.token)).json()).toEqual([]);
    expect(
      (await call("DELETE", `/api/staff/ticket-views/${view._id}`, other.token)).statusCode,
    ).toBe(404);
    expect(
      (await call("POST", "/api/staff/ticket-views", staff.token, { name: "", filters: {} }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await call("POST", "/api/staff/ticket-views", staff.token, {
          name: "x",
          filters: { status: "lost" },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await call("DELETE", `/api/staff/ticket-views/${view._id}`, staff.token)).statusCode,
    ).toBe(204);
  });
});

describe("bulk actions", () => {
  it("refuses customers and visitors; acts on each ticket staff may see, answering the rest", async () => {
    const tickets = [await newTicket(alice), await newTicket(bob), await newTicket(alice)];
    const ids = tickets.map((ticket) => ticket._id);
    const body = { ids, action: { kind: "status", status: "closed" } };
    expect((await call("POST", "/api/staff/tickets/bulk", alice.token, body)).statusCode).toBe(403);
    expect((await call("POST", "/api/staff/tickets/bulk", undefined, body)).statusCode).toBe(401);
    for (const id of ids) expect(await status(id)).toBe("new");

    const res = await call("POST", "/api/staff/tickets/bulk", staff.token, {
      ids: [...ids, "no-such-ticket"],
      action: { kind: "status", status: "closed" },
    });
    expect(res.statusCode).toBe(200);
    const result = res.json<BulkTicketResult>();
    expect(result.done).toEqual(ids);
    expect(result.refused).toEqual([{ _id: "no-such-ticket", message: "Ticket not found" }]);
    for (const id of ids) expect(await status(id)).toBe("closed");

    const assigned = await call("POST", "/api/staff/tickets/bulk", staff.token, {
      ids,
      action: { kind: "assign", assignee: other._id },
    });
    expect(assigned.json<BulkTicketResult>().done).toEqual(ids);
    const toCustomer = await call("POST", "/api/staff/tickets/bulk", staff.token, {
      ids,
      action: { kind: "assign", assignee: alice._id },
    });
    expect(toCustomer.json<BulkTicketResult>().done).toEqual([]);
    expect(
      (
        await call("POST", "/api/staff/tickets/bulk", staff.token, {
          ids: [],
          action: { kind: "status", status: "open" },
        })
      ).statusCode,
    ).toBe(400);
  });

  it("sends a saved reply in each customer's language", async () => {
    const saved = await call("POST", "/api/saved-replies", staff.token, {
      title: "Thanks",
      text: { en: "Thank you for writing", bn: "লেখার জন্য ধন্যবাদ" },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const ticket = await newTicket(bob);
    const res = await call("POST", "/api/staff/tickets/bulk", staff.token, {
      ids: [ticket._id],
      action: { kind: "reply", savedReply: saved.json<{ _id: string }>()._id },
    });
    expect(res.json<BulkTicketResult>().done).toEqual([ticket._id]);
    const notes = (await call("GET", `/api/tickets/${ticket._id}/notes`, bob.token)).json<Note[]>();
    expect(notes.map((note) => note.text)).toEqual(["Thank you for writing"]);
    expect(await status(ticket._id)).toBe("open");
  });
});

describe("the customer beside the conversation", () => {
  it("shows staff the customer and their other tickets; nobody else", async () => {
    const first = await newTicket(bob, { subject: "First" });
    const second = await newTicket(bob, { subject: "Second" });
    const res = await call("GET", `/api/staff/tickets/${second._id}/customer`, staff.token);
    expect(res.statusCode).toBe(200);
    const customer = res.json<TicketCustomer>();
    expect(customer).toMatchObject({ _id: bob._id, name: "Bob", language: "en", admission: null });
    expect(customer.tickets.map((row) => row._id)).toContain(first._id);
    expect(customer.tickets.map((row) => row._id)).not.toContain(second._id);
    expect(
      (await call("GET", `/api/staff/tickets/${second._id}/customer`, bob.token)).statusCode,
    ).toBe(403);
    expect((await call("GET", "/api/staff/tickets/nothing/customer", staff.token)).statusCode).toBe(
      404,
    );
  });

  it("shows staff the money received from the customer and what they still owe, overdue apart", async () => {
    const carol = await createUser(t.app, "user", "Carol Fees");
    const applied = await call("POST", "/api/users/admission", carol.token, {
      address: "12, Station Road, Berhampore",
      gender: "female",
      classes: 9,
      pin: "742101",
      course: "mern",
      mobile: "9876543210",
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const admissionId = applied.json<{ _id: string }>()._id;
    const accepted = await call("PUT", `/api/admissions/${admissionId}`, staff.token, {
      status: "accepted",
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [enrolment] = (await call("GET", "/api/enrolments/mine", carol.token)).json<
      Enrolment[]
    >();
    const instalment = enrolment?.instalments[0];
    if (!instalment) throw new Error("no instalment");
    const paid = await call("POST", "/api/staff/payments", staff.token, {
      for: { instalment: instalment.id },
      amountPaise: 500_000,
      method: "cash",
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const ticket = await newTicket(carol, { subject: "About my fees" });

    const panel = async () => {
      const res = await call("GET", `/api/staff/tickets/${ticket._id}/customer`, staff.token);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<TicketCustomer>();
    };
    const before = await panel();
    expect(before.payments).toHaveLength(1);
    expect(before.payments[0]).toMatchObject({
      amountPaise: 500_000,
      refundedPaise: 0,
      method: "cash",
      status: "paid",
    });
    expect(before.payments[0]?.receiptNumber).toMatch(/^RV\/\d{2}-\d{2}\/\d{5}$/);
    const owed = instalment.amountPaise - 500_000;
    expect(before.dues).toEqual({ owedPaise: owed, overduePaise: 0 });

    // Its due date passes: the same sum is now overdue.
    await t.app.db
      .updateTable("instalments")
      .set({ due_date: indiaDay(new Date(Date.now() - 3 * 86_400_000)) })
      .where("id", "=", instalment.id)
      .execute();
    expect((await panel()).dues).toEqual({ owedPaise: owed, overduePaise: owed });

    // Bob has paid nothing and owes nothing.
    const bobs = await newTicket(bob, { subject: "Nothing owed" });
    const res = await call("GET", `/api/staff/tickets/${bobs._id}/customer`, staff.token);
    expect(res.json<TicketCustomer>()).toMatchObject({
      payments: [],
      dues: { owedPaise: 0, overduePaise: 0 },
    });
  });
});

describe("live events", () => {
  const opened: ChatSocket[] = [];
  afterEach(() => {
    for (const socket of opened.splice(0)) socket.disconnect();
  });
  async function listen(app: TestApp): Promise<string> {
    await app.app.listen({ port: 0, host: "127.0.0.1" });
    return `http://127.0.0.1:${(app.app.server.address() as AddressInfo).port}`;
  }
  const events = (socket: ChatSocket) => {
    const seen: TicketChangedEvent[] = [];
    socket.on("ticketChanged", (event) => seen.push(event));
    return seen;
  };
  /**
   * Opens `member`'s socket and holds its handshake after the server has read the account (its
   * role and session), until `release`: what changes meanwhile finds no socket of theirs in a room.
   */
  async function connectHeld(url: string, member: AuthUser) {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let reached = false;
    t.app.io.use((socket, next) => {
      if (socket.data.user?.id !== member._id) return next();
      reached = true;
      void held.then(() => next());
    });
    const connecting = openChatSocket(url, member.token);
    await until(() => reached);
    return { connecting, release };
  }
  const until = async (check: () => boolean | Promise<boolean>, ms = 3000) => {
    const end = Date.now() + ms;
    while (!(await check())) {
      if (Date.now() > end) throw new Error("timed out");
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  it("tells staff of everything, the customer of what they can read, never of an internal note", async () => {
    const url = await listen(t);
    const desk = await openChatSocket(url, staff.token);
    const customer = await openChatSocket(url, alice.token);
    const stranger = await openChatSocket(url, bob.token);
    opened.push(desk, customer, stranger);
    const [deskSeen, customerSeen, strangerSeen] = [
      events(desk),
      events(customer),
      events(stranger),
    ];

    const ticket = await newTicket(alice);
    await write(ticket._id, staff.token, "secret: the driver was drunk", true);
    await call("PUT", `/api/tickets/${ticket._id}/assignee`, staff.token, { assignee: staff._id });
    await write(ticket._id, staff.token, "We are on it");
    await until(() => deskSeen.length === 4 && customerSeen.length === 2);
    expect(deskSeen.map((e) => e.kind)).toEqual(["created", "note", "assignee", "message"]);
    expect(customerSeen.map((e) => e.kind)).toEqual(["created", "message"]);
    // Nothing carries a text, and nobody else hears of the ticket.
    for (const event of [...deskSeen, ...customerSeen]) {
      expect(JSON.stringify(event)).not.toMatch(/drunk|on it/);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(strangerSeen).toEqual([]);
    expect(customerSeen).toHaveLength(2);
  });

  it("relays presence among staff only", async () => {
    const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const a = await openChatSocket(url, staff.token);
    const b = await openChatSocket(url, other.token);
    const customer = await openChatSocket(url, alice.token);
    opened.push(a, b, customer);
    const seen: unknown[] = [];
    const customerSaw: unknown[] = [];
    b.on("ticketPresence", (event) => seen.push(event));
    customer.on("ticketPresence", (event) => customerSaw.push(event));
    a.emit("ticketPresence", { ticketId: "t1", state: "typing" });
    // A customer's presence is ignored.
    customer.emit("ticketPresence", { ticketId: "t1", state: "viewing" });
    await until(() => seen.length === 1);
    expect(seen[0]).toMatchObject({
      ticketId: "t1",
      state: "typing",
      userId: staff._id,
      name: "Sam Staff",
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seen).toHaveLength(1);
    expect(customerSaw).toEqual([]);
  });

  it("stops telling a member of staff made a customer at once, on the socket they keep open", async () => {
    const url = t.app.server.listening
      ? `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
      : await listen(t);
    const member = await createUser(t.app, "staff", "Dipa Demoted");
    const admin = await login(t.app, ADMIN.email, ADMIN.password);
    const demoted = await openChatSocket(url, member.token);
    const watcher = await openChatSocket(url, other.token);
    opened.push(demoted, watcher);
    const [demotedSeen, watcherSeen] = [events(demoted), events(watcher)];
    const presence: TicketPresenceEvent[] = [];
    watcher.on("ticketPresence", (event) => presence.push(event));
    const setRole = async (role: string) => {
      const res = await call("PATCH", `/api/users/${member._id}/role`, admin.token, { role });
      expect(res.statusCode, res.body).toBe(200);
    };

    const first = await newTicket(alice);
    await until(() => demotedSeen.length === 1 && watcherSeen.length === 1);

    await setRole("user");
    const second = await newTicket(bob);
    await write(first._id, other.token, "internal: refund him quietly", true);
    demoted.emit("ticketPresence", { ticketId: first._id, state: "typing" });
    await until(() => watcherSeen.length === 3);
    await new Promise((resolve) => setTimeout(resolve, 150));
    // Still connected (a customer's chat goes on), but deaf to the desk and unheard by it.
    expect(demoted.connected).toBe(true);
    expect(demotedSeen).toEqual([{ ticketId: first._id, kind: "created", by: alice._id }]);
    expect(presence).toEqual([]);
    expect(watcherSeen.map((e) => e.ticketId)).toEqual([first._id, second._id, first._id]);

    // Made staff again, the same socket hears the desk without reconnecting.
    await setRole("staff");
    await write(second._id, other.token, "internal: back on the desk", true);
    demoted.emit("ticketPresence", { ticketId: second._id, state: "viewing" });
    await until(() => demotedSeen.length === 2 && presence.length === 1);
    expect(demotedSeen[1]).toEqual({ ticketId: second._id, kind: "note", by: other._id });
    expect(presence[0]).toMatchObject({ ticketId: second._id, userId: member._id });
  });

  it("keeps out of the desk a member of staff made a customer while their socket was connecting", async () => {
    const url = t.app.server.listening
      ? `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
      : await listen(t);
    const member = await createUser(t.app, "staff", "Rana Racing");
    const admin = await login(t.app, ADMIN.email, ADMIN.password);
    // The handshake read their role (still staff); the change finds no socket of theirs to take
    // out of the desk room.
    const { connecting, release } = await connectHeld(url, member);
    const res = await call("PATCH", `/api/users/${member._id}/role`, admin.token, {
      role: "user",
    });
    expect(res.statusCode, res.body).toBe(200);
    release();
    const socket = await connecting;
    opened.push(socket);
    const seen = events(socket);
    const watcher = await openChatSocket(url, other.token);
    opened.push(watcher);
    const watcherSeen = events(watcher);
    // Once the server has read the role again, the socket is out of the room.
    await until(async () => {
      const inDesk = await t.app.io.in("desk").fetchSockets();
      return !inDesk.some((s) => s.data.user.id === member._id);
    });
    await newTicket(alice);
    await until(() => watcherSeen.length === 1);
    expect(socket.connected).toBe(true);
    expect(seen).toEqual([]);
  });

  it("closes a socket whose session was signed out while it was connecting", async () => {
    const url = t.app.server.listening
      ? `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
      : await listen(t);
    const member = await createUser(t.app, "staff", "Sona Signed-out");
    const { connecting, release } = await connectHeld(url, member);
    expect((await call("POST", "/api/users/logout", member.token)).statusCode).toBe(204);
    release();
    const socket = await connecting;
    opened.push(socket);
    await until(() => !socket.connected);
  });

  it("tells the others an agent left a ticket when their connection goes without a word", async () => {
    const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const a = await openChatSocket(url, staff.token);
    const b = await openChatSocket(url, other.token);
    opened.push(a, b);
    const seen: TicketPresenceEvent[] = [];
    b.on("ticketPresence", (event) => seen.push(event));
    a.emit("ticketPresence", { ticketId: "t1", state: "viewing" });
    a.emit("ticketPresence", { ticketId: "t2", state: "typing" });
    a.emit("ticketPresence", { ticketId: "t2", state: "left" });
    await until(() => seen.length === 3);
    // The tab closes: only the ticket still open is left, once.
    a.disconnect();
    await until(() => seen.length === 4);
    expect(seen[3]).toMatchObject({ ticketId: "t1", state: "left", userId: staff._id });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seen).toHaveLength(4);
  });
});

const redisUp = await testRedisAvailable();
describe.skipIf(!redisUp)("live events across two processes", () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const redisPrefix = uniqueRedisPrefix("desk-test");
    a = await buildTestApp({ redisUrl: TEST_REDIS_URL, redisPrefix });
    b = await buildTestApp({
      redisUrl: TEST_REDIS_URL,
      redisPrefix,
      dataDir: a.config.dataDir,
      databaseSchema: a.config.databaseSchema,
    });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it("tells a staff socket on one process of a ticket raised through the other", async () => {
    if (!b.app.server.listening) await b.app.listen({ port: 0, host: "127.0.0.1" });
    const url = `http://127.0.0.1:${(b.app.server.address() as AddressInfo).port}`;
    const member = await createUser(a.app, "staff");
    const customer = await createUser(a.app);
    const socket = await openChatSocket(url, member.token);
    const seen: TicketChangedEvent[] = [];
    socket.on("ticketChanged", (event) => seen.push(event));
    try {
      const res = await a.app.inject({
        method: "POST",
        url: "/api/tickets",
        headers: auth(customer.token),
        payload: { product: "iskon", subject: "Across", description: "Hello" },
      });
      const end = Date.now() + 3000;
      while (seen.length === 0 && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
      expect(seen).toEqual([
        { ticketId: res.json<Ticket>()._id, kind: "created", by: customer._id },
      ]);
    } finally {
      socket.disconnect();
    }
  });

  it("takes a demoted member of staff out of the desk room on the other process too", async () => {
    if (!b.app.server.listening) await b.app.listen({ port: 0, host: "127.0.0.1" });
    const url = `http://127.0.0.1:${(b.app.server.address() as AddressInfo).port}`;
    const member = await createUser(a.app, "staff");
    const customer = await createUser(a.app);
    const admin = await login(a.app, ADMIN.email, ADMIN.password);
    const socket = await openChatSocket(url, member.token);
    const seen: TicketChangedEvent[] = [];
    socket.on("ticketChanged", (event) => seen.push(event));
    const raise = () =>
      a.app.inject({
        method: "POST",
        url: "/api/tickets",
        headers: auth(customer.token),
        payload: { product: "iskon", subject: "Across", description: "Hello" },
      });
    try {
      await raise();
      const end = Date.now() + 3000;
      while (seen.length === 0 && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
      expect(seen).toHaveLength(1);
      const demoted = await a.app.inject({
        method: "PATCH",
        url: `/api/users/${member._id}/role`,
        headers: auth(admin.token),
        payload: { role: "user" },
      });
      expect(demoted.statusCode).toBe(200);
      await raise();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(socket.connected).toBe(true);
      expect(seen).toHaveLength(1);
    } finally {
      socket.disconnect();
    }
  });
});
