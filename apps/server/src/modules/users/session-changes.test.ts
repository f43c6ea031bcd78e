// A password reset (the real command, run as another process) and a role change take effect on the
// very next request: over HTTP and on a chat socket that was opened before the change and stays
// open. Runs on SQLite and PostgreSQL.
import { spawn } from "node:child_process";
import type { AddressInfo } from "node:net";
import { resolve } from "node:path";
import type { SendMessageAck } from "@app/shared/chat";
import type { User } from "@app/shared/users";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type ChatSocket, openChatSocket, sendChatMessage } from "../../test/chat-socket";
import { ADMIN, auth, buildTestApp, createUser, login, type TestApp } from "../../test/test-app";

const SERVER_DIR = resolve(import.meta.dirname, "../../..");

let t: TestApp;
let url: string;
const opened: ChatSocket[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterEach(() => {
  for (const socket of opened.splice(0)) socket.disconnect();
});
afterAll(async () => {
  await t?.close();
});

async function open(token: string): Promise<ChatSocket> {
  const socket = await openChatSocket(url, token);
  opened.push(socket);
  return socket;
}

function send(socket: ChatSocket, receiverId: string, text: string): Promise<SendMessageAck> {
  return sendChatMessage(socket, { receiverId, text });
}

const get = (path: string, token: string) =>
  t.app.inject({ method: "GET", url: path, headers: auth(token) });

const setRole = async (id: string, role: string) => {
  const admin = await login(t.app, ADMIN.email, ADMIN.password);
  const res = await t.app.inject({
    method: "PATCH",
    url: `/api/users/${id}/role`,
    headers: auth(admin.token),
    payload: { role },
  });
  expect(res.statusCode).toBe(200);
};

/** Kills the command if it has not finished by then, well inside the test's 30 s. */
const COMMAND_TIMEOUT_MS = 20_000;

/**
 * `npm run admin:reset-password`: the command, in its own process, on the test's database.
 * Resolves with its exit code and everything it printed (for the failure message); a command that
 * cannot start or does not finish in time is killed and rejects with that output.
 */
function resetPasswordCommand(
  email: string,
  password: string,
): Promise<{ code: number | null; output: string }> {
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? "",
    DATA_DIR: t.config.dataDir,
    LOG_LEVEL: "silent",
  };
  if (t.config.databaseUrl) env.DATABASE_URL = t.config.databaseUrl;
  if (t.config.databaseSchema) env.DATABASE_SCHEMA = t.config.databaseSchema;
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      "src/cli/reset-admin-password.ts",
      "--email",
      email,
      "--password",
      password,
    ],
    { cwd: SERVER_DIR, env, stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
    output += chunk;
  });
  child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
    output += chunk;
  });
  return new Promise((done, fail) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      fail(
        new Error(`reset-admin-password did not finish in ${COMMAND_TIMEOUT_MS} ms:\n${output}`),
      );
    }, COMMAND_TIMEOUT_MS);
    child.once("error", (error) => {
      clearTimeout(timer);
      fail(new Error(`reset-admin-password could not run: ${error.message}\n${output}`));
    });
    // "close", not "exit": the output pipes are drained by then.
    child.once("close", (code) => {
      clearTimeout(timer);
      done({ code, output });
    });
  });
}

describe("a role change", () => {
  it("applies to the next HTTP request and the next message on an already open socket", async () => {
    const member = await createUser(t.app, "staff", "Rina Role");
    const customer = await createUser(t.app, "user", "Chitra Customer");
    const otherStaff = await createUser(t.app, "staff", "Sandip Staff");
    const socket = await open(member.token);
    // As staff: the queue opens and writing to a customer is allowed.
    expect((await get("/api/staff/tickets", member.token)).statusCode).toBe(200);
    expect(await send(socket, customer._id, "Hello as staff")).toMatchObject({ ok: true });

    await setRole(member._id, "user");
    // The same token and the same socket, one request later: a user's rights only.
    expect((await get("/api/staff/tickets", member.token)).statusCode).toBe(403);
    expect((await get("/api/users/me", member.token)).json<User>().role).toBe("user");
    expect(await send(socket, customer._id, "Hello as a user")).toEqual({
      ok: false,
      message: "You can chat only with the staff",
    });
    expect(socket.connected).toBe(true);
    expect(await send(socket, otherStaff._id, "A user may write to staff")).toMatchObject({
      ok: true,
    });

    await setRole(member._id, "staff");
    expect((await get("/api/staff/tickets", member.token)).statusCode).toBe(200);
    expect(await send(socket, customer._id, "Staff again")).toMatchObject({ ok: true });

    const stored = await t.app.db
      .selectFrom("chat_messages")
      .select("text")
      .where("sender_id", "=", member._id)
      .orderBy("id")
      .execute();
    expect(stored.map((row) => row.text)).toEqual([
      "Hello as staff",
      "A user may write to staff",
      "Staff again",
    ]);
  });
});

describe("a password reset from the command line", () => {
  it("signs the account out of HTTP and its open socket at the next request", async () => {
    const member = await createUser(t.app, "staff", "Pallavi Reset");
    const customer = await createUser(t.app);
    const socket = await open(member.token);
    expect(await send(socket, customer._id, "Before the reset")).toMatchObject({ ok: true });
    const closed = new Promise<string>((done) => socket.once("disconnect", done));

    const { code, output } = await resetPasswordCommand(member.email, "a-brand-new-password");
    expect(code, `reset-admin-password failed:\n${output}`).toBe(0);

    // The old token: 401 on its next HTTP request, refused on its next message (and the socket
    // is closed), refused for a new socket.
    for (const path of ["/api/users/me", "/api/tickets/", "/api/chat/contacts"]) {
      const res = await get(path, member.token);
      expect({ path, status: res.statusCode }).toEqual({ path, status: 401 });
    }
    expect(await send(socket, customer._id, "After the reset")).toEqual({
      ok: false,
      message: "unauthorized",
    });
    expect(await closed).toBe("io server disconnect");
    await expect(open(member.token)).rejects.toThrow("unauthorized");
    const sent = await t.app.db
      .selectFrom("chat_messages")
      .select("text")
      .where("sender_id", "=", member._id)
      .execute();
    expect(sent.map((row) => row.text)).toEqual(["Before the reset"]);

    // The old password no longer signs in; the new one does, as an admin (what the command is for).
    const old = await t.app.inject({
      method: "POST",
      url: "/api/users/login",
      payload: { email: member.email, password: "secret-pass-1" },
    });
    expect(old.statusCode).toBe(401);
    const fresh = await login(t.app, member.email, "a-brand-new-password");
    expect(fresh.role).toBe("admin");
    expect((await get("/api/users/alluser", fresh.token)).statusCode).toBe(200);
    const again = await open(fresh.token);
    expect(await send(again, customer._id, "With the new token")).toMatchObject({ ok: true });
  }, 30_000);
});
