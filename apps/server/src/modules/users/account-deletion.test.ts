// DELETE /api/users/{id} (decision 005): who may, what goes with the account, what stays, and that
// the account's tokens and open sockets stop working at once. Runs on SQLite and PostgreSQL.
import { existsSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import type { Invoice } from "@app/shared/invoices";
import { FORMER_STAFF_NAME, type Note, type Ticket } from "@app/shared/tickets";
import {
  type AuthUser,
  DELETE_LAST_ADMIN_REFUSED,
  DELETE_SELF_REFUSED,
  type User,
} from "@app/shared/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/schema";
import { type ChatSocket, openChatSocket } from "../../test/chat-socket";
import { expectIssue } from "../../test/error-body";
import { multipartBody } from "../../test/multipart";
import { addProduct, pngImage } from "../../test/shop-fixtures";
import {
  ADMIN,
  auth,
  buildTestApp,
  createUser,
  login,
  PASSWORD,
  type TestApp,
} from "../../test/test-app";
import { createChatService } from "../chat/chat.service";
import { avatarDir } from "./avatar-storage";
import { deleteUser } from "./users.repository";

const UNKNOWN_ID = "01a200d5-0000-7000-8000-000000000000";

let t: TestApp;
let url: string;
let admin: AuthUser;
const sockets: ChatSocket[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  admin = await login(t.app, ADMIN.email, ADMIN.password);
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t?.close();
});

const remove = (id: string, token?: string) =>
  t.app.inject({
    method: "DELETE",
    url: `/api/users/${encodeURIComponent(id)}`,
    headers: token ? auth(token) : {},
  });

const me = (token: string) =>
  t.app.inject({ method: "GET", url: "/api/users/me", headers: auth(token) });

async function call<T>(
  method: "GET" | "POST" | "PUT",
  path: string,
  token: string,
  payload?: object,
): Promise<T> {
  const res = await t.app.inject({ method, url: path, headers: auth(token), payload });
  if (res.statusCode >= 300) throw new Error(`${method} ${path}: ${res.statusCode} ${res.body}`);
  return res.json<T>();
}

/** Opens a chat socket; resolves once connected, rejects with the server's refusal. */
async function openSocket(token: string): Promise<ChatSocket> {
  const socket = await openChatSocket(url, token);
  sockets.push(socket);
  return socket;
}

/** Rows of `table` whose `column` holds `id`. */
async function rowsOf(
  table: keyof Database,
  column: string,
  id: string,
): Promise<Record<string, unknown>[]> {
  // The table and column names come from this file, never from input.
  return (await t.app.db
    .selectFrom(table)
    .selectAll()
    .where(column as never, "=", id as never)
    .execute()) as Record<string, unknown>[];
}

describe("who may delete an account", () => {
  it("answers 401 to a visitor and 403 to users and staff, and the account stays", async () => {
    const target = await createUser(t.app);
    const user = await createUser(t.app);
    const staff = await createUser(t.app, "staff");
    expect((await remove(target._id)).statusCode).toBe(401);
    for (const token of [user.token, staff.token, target.token]) {
      const res = await remove(target._id, token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ message: "You are not allowed to do this" });
    }
    expect((await me(target.token)).statusCode).toBe(200);
  });

  it("answers 400 to a malformed id and 404 to an unknown one", async () => {
    const long = await remove("x".repeat(65), admin.token);
    expect(long.statusCode).toBe(400);
    expectIssue(long, "id");
    const unknown = await remove(UNKNOWN_ID, admin.token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: "User not found" });
  });

  it("refuses an admin deleting their own account with 409", async () => {
    const res = await remove(admin._id, admin.token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: DELETE_SELF_REFUSED });
    expect((await me(admin.token)).statusCode).toBe(200);
  });

  it("deletes another admin with 204 and no body", async () => {
    const other = await createUser(t.app, "admin");
    const res = await remove(other._id, admin.token);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe("");
    expect(await rowsOf("users", "id", other._id)).toEqual([]);
    // Gone is gone: a second deletion is 404.
    expect((await remove(other._id, admin.token)).statusCode).toBe(404);
  });
});

describe("what goes with the account and what stays", () => {
  it("deletes a user's tickets, notes, admission, order, position, results, chat and picture", async () => {
    const user = await createUser(t.app, "user", "Dinesh Deleted");
    const bystander = await createUser(t.app, "user", "Bela Bystander");
    const staff = await createUser(t.app, "staff", "Sunil Staff");
    const product = await addProduct(t.app, admin.token, { name: "Clay lamp" });

    const ticket = await call<Ticket>("POST", "/api/tickets/", user.token, {
      product: "plassey",
      description: "My bag is missing",
    });
    await call<Note>("POST", `/api/tickets/${ticket._id}/notes`, user.token, { text: "Blue bag" });
    await call<Note>("POST", `/api/tickets/${ticket._id}/notes`, staff.token, { text: "Found" });
    await call("POST", "/api/users/admission", user.token, {
      address: "12, Station Road, Berhampore",
      gender: "male",
      classes: 9,
      pin: "742101",
      course: "mern",
      mobile: "9876543210",
    });
    await call("POST", "/api/users/order", user.token, {
      address: "7, Court Road, Berhampore",
      gender: "male",
      pin: "742101",
      mobile: "9876543210",
      idvalue: { category: product._id },
    });
    await call("POST", "/api/users/mapdata", user.token, { lat: 24.1, long: 88.25 });
    const answers = { one: "a", two: "b", three: "c", four: "d", five: "a" };
    await call("POST", "/api/users/qmarks", user.token, { answers });
    await call("POST", "/api/entrance-test/start", user.token);
    const avatar = multipartBody("avatar", "me.png", "image/png", await pngImage());
    const pictured = await t.app.inject({
      method: "PUT",
      url: "/api/users/me/avatar",
      headers: { ...avatar.headers, ...auth(user.token) },
      payload: avatar.payload,
    });
    expect(pictured.statusCode).toBe(200);
    const avatarUrl = pictured.json<User>().avatarUrl ?? "";
    const avatarFile = join(avatarDir(t.config.dataDir), avatarUrl.split("/").pop() ?? "");
    expect(existsSync(avatarFile)).toBe(true);
    const chat = createChatService(t.app.db);
    const userSender = await t.app.userFromToken(user.token);
    const staffSender = await t.app.userFromToken(staff.token);
    if (!userSender || !staffSender) throw new Error("no chat senders");
    await chat.send(userSender, { receiverId: staff._id, text: "Hello staff" });
    await chat.send(staffSender, { receiverId: user._id, text: "Hello user" });
    // The bystander's own data, which must all stay.
    const theirs = await call<Ticket>("POST", "/api/tickets/", bystander.token, {
      product: "iskon",
      description: "Not mine to lose",
    });
    await chat.send(staffSender, { receiverId: bystander._id, text: "Hello bystander" });

    const open = await openSocket(user.token);
    const closed = new Promise<string>((resolve) => open.once("disconnect", resolve));

    expect((await remove(user._id, admin.token)).statusCode).toBe(204);

    // Every row the account owned is gone, on both engines (foreign keys, decision 005).
    const owned: [keyof Database, string][] = [
      ["users", "id"],
      ["tickets", "user_id"],
      ["notes", "user_id"],
      ["notes", "ticket_id"],
      ["admissions", "user_id"],
      ["orders", "user_id"],
      ["map_users", "user_id"],
      ["quiz_results", "user_id"],
      ["entrance_attempts", "user_id"],
      ["chat_messages", "sender_id"],
      ["chat_messages", "receiver_id"],
    ];
    for (const [table, column] of owned) {
      const id = column === "ticket_id" ? ticket._id : user._id;
      expect({ table, column, rows: await rowsOf(table, column, id) }).toEqual({
        table,
        column,
        rows: [],
      });
    }
    // The picture is deleted from disk and no longer served.
    expect(existsSync(avatarFile)).toBe(false);
    expect((await t.app.inject({ method: "GET", url: avatarUrl })).statusCode).toBe(404);
    // The open socket was closed by the server, not left to fail at its next message.
    expect(await closed).toBe("io server disconnect");
    // The product, the bystander, their ticket and their chat stay.
    expect(await rowsOf("products", "id", product._id)).toHaveLength(1);
    expect(await rowsOf("tickets", "id", theirs._id)).toHaveLength(1);
    expect(await rowsOf("chat_messages", "receiver_id", bystander._id)).toHaveLength(1);
    expect((await me(bystander.token)).statusCode).toBe(200);
    // The account is not listed; its email is free for a new, empty account.
    const all = await call<User[]>("GET", "/api/users/alluser", admin.token);
    expect(all.map((u) => u._id)).not.toContain(user._id);
    const again = await t.app.inject({
      method: "POST",
      url: "/api/users/",
      payload: { name: "Dinesh Again", email: user.email, password: PASSWORD },
    });
    expect(again.statusCode).toBe(201);
    const fresh = again.json<AuthUser>();
    expect(fresh._id).not.toBe(user._id);
    expect(await call<Ticket[]>("GET", "/api/tickets/", fresh.token)).toEqual([]);
    // The old token does not become the new account's.
    expect((await me(user.token)).statusCode).toBe(401);
  });

  it("keeps a deleted staff member's replies on customers' tickets, without their name", async () => {
    const customer = await createUser(t.app, "user", "Kamala Customer");
    const staff = await createUser(t.app, "staff", "Sohini Leaving");
    const ticket = await call<Ticket>("POST", "/api/tickets/", customer.token, {
      product: "hazarduari",
      description: "Which gate opens first?",
    });
    await call<Note>("POST", `/api/tickets/${ticket._id}/notes`, customer.token, { text: "Hi" });
    const reply = await call<Note>("POST", `/api/tickets/${ticket._id}/notes`, staff.token, {
      text: "Gate 2 opens at 9",
    });
    expect(reply).toMatchObject({ user: staff._id, authorName: "Sohini Leaving", isStaff: true });
    const ownTicket = await call<Ticket>("POST", "/api/tickets/", staff.token, {
      product: "plassey",
      description: "Staff can raise tickets too",
    });

    expect((await remove(staff._id, admin.token)).statusCode).toBe(204);

    const notes = await call<Note[]>("GET", `/api/tickets/${ticket._id}/notes`, customer.token);
    expect(notes.map((n) => [n.text, n.authorName, n.isStaff, n.user])).toEqual([
      ["Hi", "Kamala Customer", false, customer._id],
      ["Gate 2 opens at 9", FORMER_STAFF_NAME, true, null],
    ]);
    // The staff member's name is nowhere in what the customer reads.
    expect(JSON.stringify(notes)).not.toContain("Sohini");
    // Their own ticket was theirs: it goes.
    expect(await rowsOf("tickets", "id", ownTicket._id)).toEqual([]);
    // The customer can still add to the ticket, and staff still answer it.
    const other = await createUser(t.app, "staff");
    await call<Note>("POST", `/api/tickets/${ticket._id}/notes`, other.token, { text: "Still 9" });
    const after = await call<Note[]>("GET", `/api/tickets/${ticket._id}/notes`, customer.token);
    expect(after).toHaveLength(3);
  });

  it("keeps the invoices a deleted admin made, with their name", async () => {
    const leaving = await createUser(t.app, "admin", "Arun Former Admin");
    const product = await addProduct(t.app, admin.token, { name: "Ink pot" });
    const invoice = await call<Invoice>("POST", "/api/invoices", leaving.token, {
      lines: [{ productId: product._id, qty: 2 }],
    });
    expect((await remove(leaving._id, admin.token)).statusCode).toBe(204);
    const kept = await call<Invoice>("GET", `/api/invoices/${invoice._id}`, admin.token);
    expect(kept).toEqual(invoice);
    expect(kept.createdByName).toBe("Arun Former Admin");
  });
});

describe("the deleted account's token", () => {
  it("is refused with 401 over HTTP and in the socket handshake, and cannot sign in", async () => {
    const user = await createUser(t.app);
    expect((await me(user.token)).statusCode).toBe(200);
    expect((await remove(user._id, admin.token)).statusCode).toBe(204);
    for (const path of ["/api/users/me", "/api/tickets/", "/api/chat/contacts"]) {
      const res = await t.app.inject({ method: "GET", url: path, headers: auth(user.token) });
      expect({ path, status: res.statusCode }).toEqual({ path, status: 401 });
    }
    await expect(openSocket(user.token)).rejects.toThrow("unauthorized");
    const again = await t.app.inject({
      method: "POST",
      url: "/api/users/login",
      payload: { email: user.email, password: PASSWORD },
    });
    expect(again.statusCode).toBe(401);
  });
});

describe("the last admin", () => {
  it("is never deleted, even when the only two admins delete each other at the same moment", async () => {
    const own = await buildTestApp();
    try {
      const first = await login(own.app, ADMIN.email, ADMIN.password);
      // The repository's own guard: the only admin cannot go.
      expect(await deleteUser(own.app.db, first._id)).toEqual({ refused: "last-admin" });
      const second = await createUser(own.app, "admin");
      const answers = await Promise.all([
        own.app.inject({
          method: "DELETE",
          url: `/api/users/${second._id}`,
          headers: auth(first.token),
        }),
        own.app.inject({
          method: "DELETE",
          url: `/api/users/${first._id}`,
          headers: auth(second.token),
        }),
      ]);
      const statuses = answers.map((res) => res.statusCode);
      // One deletion happens; the other finds itself the last admin (409) or already gone (401).
      expect(statuses.filter((status) => status === 204)).toHaveLength(1);
      const refused = answers.find((res) => res.statusCode !== 204);
      expect([401, 409]).toContain(refused?.statusCode);
      if (refused?.statusCode === 409) {
        expect(refused.json()).toMatchObject({ message: DELETE_LAST_ADMIN_REFUSED });
      }
      const admins = await own.app.db
        .selectFrom("users")
        .select("id")
        .where("role", "=", "admin")
        .execute();
      expect(admins).toHaveLength(1);
    } finally {
      await own.close();
    }
  });
});
