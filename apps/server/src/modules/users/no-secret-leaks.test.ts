// Password hashes, passwords and bearer tokens never leave the server: a broad run of requests —
// sign-ups, sign-ins, refusals, validation failures with a password in the body, admin screens,
// tickets, the chat socket, errors — with every log line captured at the most verbose level; then
// no answer and no log line may hold a stored hash, a password that was sent or (in the logs) a
// token. Runs on SQLite and PostgreSQL.
import type { AddressInfo } from "node:net";
import type { AuthUser } from "@app/shared/users";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openChatSocket, sendChatMessage } from "../../test/chat-socket";
import { multipartBody } from "../../test/multipart";
import { pngImage } from "../../test/shop-fixtures";
import { ADMIN, auth, buildTestApp, type TestApp, uniqueEmail } from "../../test/test-app";
import { resetAdminPassword } from "./admin-account";

const logLines: string[] = [];
/** Every answer the run got, with what was asked, for the failure message. */
const answers: { call: string; status: number; body: string; headers: string }[] = [];
/** Every plain password any request carried. */
const passwords = new Set<string>([ADMIN.password]);
/** Every token the server issued. */
const tokens = new Set<string>();
/** Every password hash the users table held during the run (a reset or a deletion replaces some). */
const hashes = new Set<string>();

async function rememberHashes(): Promise<void> {
  const rows = await t.app.db.selectFrom("users").select("password_hash").execute();
  for (const row of rows) hashes.add(row.password_hash);
}

let t: TestApp;

/** A password unlike any other text in the run, so finding it anywhere means it leaked. */
let serial = 0;
const password = (label: string): string => {
  const value = `pw-${label}-${++serial}-${Math.random().toString(36).slice(2, 10)}`;
  passwords.add(value);
  return value;
};

async function send(options: InjectOptions & { url: string }) {
  const res = await t.app.inject(options);
  answers.push({
    call: `${options.method ?? "GET"} ${options.url}`,
    status: res.statusCode,
    body: res.body,
    headers: JSON.stringify(res.headers),
  });
  const token = (() => {
    try {
      return (JSON.parse(res.body) as { token?: unknown }).token;
    } catch {
      return undefined;
    }
  })();
  if (typeof token === "string") tokens.add(token);
  return res;
}

const json = (method: InjectOptions["method"], url: string, payload: unknown, token?: string) =>
  send({
    method,
    url,
    payload: payload as InjectOptions["payload"],
    headers: token ? auth(token) : {},
  });

beforeAll(async () => {
  t = await buildTestApp({ logLevel: "trace" }, undefined, {
    logStream: { write: (line) => logLines.push(line) },
  });
});
afterAll(async () => {
  await t?.close();
});

/** Runs every kind of call once; answers the accounts it made. */
async function exercise() {
  // Registration: a success, a taken email, and refusals with the password in the body.
  const userPassword = password("user");
  const registered = await json("POST", "/api/users/", {
    name: "Lekha Leak",
    email: uniqueEmail("leak"),
    password: userPassword,
  });
  expect(registered.statusCode).toBe(201);
  const user = registered.json<AuthUser>();
  expect(
    (
      await json("POST", "/api/users/", {
        name: "Again",
        email: user.email,
        password: password("taken"),
      })
    ).statusCode,
  ).toBe(409);
  expect(
    (await json("POST", "/api/users/", { name: "Short", email: uniqueEmail(), password: "pw-5" }))
      .statusCode,
  ).toBe(400);
  passwords.add("pw-5");
  for (const body of [
    { name: "", email: uniqueEmail(), password: password("noname") },
    { name: "Bad Email", email: "not-an-email", password: password("bademail") },
    { name: "Long", email: uniqueEmail(), password: `${password("long")}${"x".repeat(200)}` },
    { name: "Extra", email: uniqueEmail(), password: password("extra"), role: "admin" },
    { name: ["array"], email: uniqueEmail(), password: password("typed") },
  ]) {
    expect((await json("POST", "/api/users/", body)).statusCode).toBeLessThan(500);
  }
  // A body that is not JSON at all, holding a password.
  const broken = password("broken");
  expect(
    (
      await send({
        method: "POST",
        url: "/api/users/login",
        headers: { "content-type": "application/json" },
        payload: `{"email":"${user.email}","password":"${broken}"`,
      })
    ).statusCode,
  ).toBe(400);
  const plain = password("plain");
  expect(
    (
      await send({
        method: "POST",
        url: "/api/users/login",
        headers: { "content-type": "text/plain" },
        payload: `email=${user.email}&password=${plain}`,
      })
    ).statusCode,
  ).toBeGreaterThanOrEqual(400);

  // Sign-in: right, wrong, unknown, malformed; the admin screen's sign-in too.
  expect(
    (await json("POST", "/api/users/login", { email: user.email, password: userPassword }))
      .statusCode,
  ).toBe(200);
  expect(
    (await json("POST", "/api/users/login", { email: user.email, password: password("wrong") }))
      .statusCode,
  ).toBe(401);
  expect(
    (
      await json("POST", "/api/users/login", {
        email: uniqueEmail("nobody"),
        password: password("nobody"),
      })
    ).statusCode,
  ).toBe(401);
  expect(
    (await json("POST", "/api/users/login", { email: user.email, password: "" })).statusCode,
  ).toBe(400);
  expect(
    (
      await json("POST", "/api/users/login", {
        email: user.email,
        password: `${password("toolong")}${"y".repeat(300)}`,
      })
    ).statusCode,
  ).toBe(400);
  const adminRes = await json("POST", "/api/users/admin-login", ADMIN);
  expect(adminRes.statusCode).toBe(200);
  const admin = adminRes.json<AuthUser>();
  expect(
    (
      await json("POST", "/api/users/admin-login", {
        email: ADMIN.email,
        password: password("adminwrong"),
      })
    ).statusCode,
  ).toBe(401);
  expect(
    (await json("POST", "/api/users/admin-login", { email: user.email, password: userPassword }))
      .statusCode,
  ).toBe(401);

  // The signed-in user and the admin screens.
  expect((await json("GET", "/api/users/me", undefined, user.token)).statusCode).toBe(200);
  expect((await json("GET", "/api/users/me", undefined, `${user.token}x`)).statusCode).toBe(401);
  expect((await json("GET", "/api/users/alluser", undefined, admin.token)).statusCode).toBe(200);
  expect((await json("GET", "/api/users/alluser", undefined, user.token)).statusCode).toBe(403);
  const staffPassword = password("staff");
  const created = await json(
    "POST",
    "/api/users/admin-create",
    { name: "Samir Staff", email: uniqueEmail("staff"), password: staffPassword, role: "staff" },
    admin.token,
  );
  expect(created.statusCode).toBe(201);
  const staffLogin = await json("POST", "/api/users/login", {
    email: created.json<{ email: string }>().email,
    password: staffPassword,
  });
  const staff = staffLogin.json<AuthUser>();
  // A password the admin chose: the staff member sets their own before anything else (docs/product.md: who uses it).
  expect(
    (
      await json(
        "PUT",
        "/api/users/me/password",
        { currentPassword: staffPassword, newPassword: password("staff-own") },
        staff.token,
      )
    ).statusCode,
  ).toBe(204);
  expect(
    (
      await json(
        "POST",
        "/api/users/admin-create",
        { name: "Dup", email: user.email, password: password("dup") },
        admin.token,
      )
    ).statusCode,
  ).toBe(409);
  expect(
    (await json("PATCH", `/api/users/${user._id}/role`, { role: "staff" }, admin.token)).statusCode,
  ).toBe(200);
  expect(
    (
      await json(
        "PATCH",
        `/api/users/${user._id}/role`,
        { role: "user", password: password("patch") },
        admin.token,
      )
    ).statusCode,
  ).toBeLessThan(500);
  expect(
    (await json("PATCH", `/api/users/${user._id}/role`, { role: "king" }, admin.token)).statusCode,
  ).toBe(400);

  // A profile picture, tickets and notes, the staff queue, mail.
  const avatar = multipartBody("avatar", "me.png", "image/png", await pngImage());
  expect(
    (
      await send({
        method: "PUT",
        url: "/api/users/me/avatar",
        headers: { ...avatar.headers, ...auth(user.token) },
        payload: avatar.payload,
      })
    ).statusCode,
  ).toBe(200);
  const ticket = await json(
    "POST",
    "/api/tickets/",
    { product: "plassey", description: "Lost bag" },
    user.token,
  );
  expect(ticket.statusCode).toBe(201);
  const ticketId = ticket.json<{ _id: string }>()._id;
  expect((await json("GET", "/api/tickets/", undefined, user.token)).statusCode).toBe(200);
  expect((await json("GET", `/api/tickets/${ticketId}`, undefined, staff.token)).statusCode).toBe(
    200,
  );
  expect(
    (await json("POST", `/api/tickets/${ticketId}/notes`, { text: "On it" }, staff.token))
      .statusCode,
  ).toBe(201);
  expect(
    (await json("GET", `/api/tickets/${ticketId}/notes`, undefined, user.token)).statusCode,
  ).toBe(200);
  expect((await json("GET", "/api/staff/tickets", undefined, staff.token)).statusCode).toBe(200);
  expect(
    (
      await json(
        "PUT",
        `/api/tickets/${ticketId}`,
        { status: "closed", password: password("ticket") },
        user.token,
      )
    ).statusCode,
  ).toBeLessThan(500);
  expect((await json("GET", "/api/mail/outbox", undefined, admin.token)).statusCode).toBe(200);
  expect((await json("GET", "/api/chat/contacts", undefined, user.token)).statusCode).toBe(200);

  // Errors: unknown paths (one with a password in its query), a route's 404, a bad id.
  expect((await json("GET", "/api/no-such-thing", undefined, user.token)).statusCode).toBe(404);
  expect(
    (await json("GET", "/api/tickets/01a200d5-0000-7000-8000-000000000000", undefined, user.token))
      .statusCode,
  ).toBe(404);
  expect(
    (await json("GET", `/api/users/login?password=${password("query")}`, undefined)).statusCode,
  ).toBe(404);
  expect((await json("DELETE", "/api/users/x", undefined, user.token)).statusCode).toBe(403);

  // The chat socket: a handshake and a message carry the token.
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const socket = await openChatSocket(url, user.token);
  const ack = await sendChatMessage(socket, { receiverId: staff._id, text: "Hi" });
  expect(ack.ok).toBe(true);
  socket.disconnect();
  // A handshake with a bad token is refused (and the refused socket closed).
  await expect(openChatSocket(url, `${user.token}x`)).rejects.toThrow();

  // A reset from the command line's code path, then the old token and the new password.
  await rememberHashes();
  const resetTo = password("reset");
  await resetAdminPassword(t.app.db, created.json<{ email: string }>().email, resetTo);
  expect((await json("GET", "/api/users/me", undefined, staff.token)).statusCode).toBe(401);
  expect(
    (await json("POST", "/api/users/login", { email: staff.email, password: resetTo })).statusCode,
  ).toBe(200);

  // Deleting an account.
  await rememberHashes();
  expect((await json("DELETE", `/api/users/${user._id}`, undefined, admin.token)).statusCode).toBe(
    204,
  );
  expect((await json("GET", "/api/users/me", undefined, user.token)).statusCode).toBe(401);
  return { admin };
}

describe("secrets in answers and logs", () => {
  it("no answer or log line holds a password hash or a password; no log line a token", async () => {
    await exercise();
    await rememberHashes();
    // The admin, the user (deleted since) and the staff member before and after the reset.
    expect(hashes.size).toBeGreaterThanOrEqual(4);
    // The whole hash and its digest alone (the part after the last `$`).
    const hashParts = [...hashes].flatMap((hash) => [hash, hash.split("$").pop() ?? hash]);

    expect(logLines.length).toBeGreaterThan(answers.length);
    const leaks: string[] = [];
    for (const answer of answers) {
      const text = `${answer.headers}\n${answer.body}`;
      for (const secret of [...hashParts, ...passwords]) {
        if (text.includes(secret))
          leaks.push(`${answer.call} (${answer.status}) answered ${secret}`);
      }
      // Only a sign-in or sign-up answer carries a token: the caller's own, fresh one.
      const issuing =
        /^POST \/api\/users\/(login|admin-login)?$/.test(answer.call) && answer.status < 300;
      for (const token of tokens) {
        if (!issuing && text.includes(token))
          leaks.push(`${answer.call} (${answer.status}) answered a token`);
      }
      if (/scrypt\$/.test(text)) leaks.push(`${answer.call} answered something shaped like a hash`);
    }
    for (const line of logLines) {
      for (const secret of [...hashParts, ...passwords, ...tokens]) {
        if (line.includes(secret)) leaks.push(`log line holds ${secret}: ${line.slice(0, 300)}`);
      }
      if (/scrypt\$|password_hash/.test(line))
        leaks.push(`log line names a hash: ${line.slice(0, 300)}`);
    }
    expect(leaks).toEqual([]);
    // Not vacuous: the lines that held a token and a password before they were redacted are there.
    expect(logLines.some((line) => line.includes('"authorization":"[Redacted]"'))).toBe(true);
    expect(logLines.some((line) => line.includes("/api/users/login?password=%5BRedacted%5D"))).toBe(
      true,
    );
  }, 60_000);
});
