// Accounts a person can look after (decision 016): the first administrator cannot be taken over,
// sessions end on sign-out, password change and reset (with their sockets), forgotten passwords
// come back through a mailed one-time link, addresses are verified, passwords are checked.
import { randomBytes, scrypt } from "node:crypto";
import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AuthUser, Session, User } from "@app/shared/users";
import {
  COMMON_PASSWORD_REFUSED,
  CURRENT_PASSWORD_WRONG,
  FORGOT_PASSWORD_SENT,
  LINK_REFUSED,
} from "@app/shared/users";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import { buildApp } from "../../app";
import { needsRehash } from "../../lib/password";
import { type ChatSocket, openChatSocket } from "../../test/chat-socket";
import { errorBody } from "../../test/error-body";
import { allPassed, recordFigures } from "../../test/reliability-report";
import { startSmtpServer, type TestSmtpServer } from "../../test/smtp-server";
import {
  ADMIN,
  auth,
  buildTestApp,
  createUser,
  login,
  PASSWORD,
  type TestApp,
  uniqueEmail,
} from "../../test/test-app";
import { resetAdminPassword } from "./admin-account";

let t: TestApp;
let smtp: TestSmtpServer;
/** What the tests measured, for docs/reliability.md. */
const measured = {
  takeovers: 0,
  takeoverAttempts: 0,
  signOutToRefusalMs: Number.NaN,
  socketClosedMs: Number.NaN,
  linkUses: [] as number[],
};

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await buildTestApp({ smtpUrl: smtp.url });
});
// Recorded only when every test of the file passed (vitest wants a destructured first argument).
// biome-ignore lint/correctness/noEmptyPattern: the file is the second argument
afterAll(async ({}, file) => {
  if (allPassed(file)) {
    recordFigures("Accounts and sessions", 40, [
      {
        label:
          "takeover attempts through ADMIN_EMAIL (existing account; no admin yet) that promoted it",
        value: `${measured.takeovers} of ${measured.takeoverAttempts}`,
      },
      { label: "restart after a reset: the new password kept, the old one refused", value: "yes" },
      {
        label: "ms from 'sign out everywhere' to the old token's 401",
        value: Math.round(measured.signOutToRefusalMs),
      },
      {
        label: "ms from ending a session to its open chat socket closed",
        value: Math.round(measured.socketClosedMs),
      },
      {
        label: "a reset link used twice: answers",
        value: measured.linkUses.join(", "),
      },
      { label: "reset link after 30 minutes, forged or cut short", value: "400" },
    ]);
  }
  await t?.close();
  await smtp?.close();
});

const me = (token: string, app: FastifyInstance = t.app) =>
  app.inject({ method: "GET", url: "/api/users/me", headers: auth(token) });

const post = (url: string, payload: object, token?: string) =>
  t.app.inject({ method: "POST", url, payload, headers: token ? auth(token) : {} });

/** A second start of the server on the same database, with other settings. */
async function restart(settings: { adminEmail?: string; adminPassword?: string }) {
  const again = buildApp({ ...t.config, ...settings });
  await again.ready();
  return again;
}

/** Waits for the mail to `to` whose subject is `subject`, and answers the token of its link. */
async function linkIn(to: string, subject: string, path: string): Promise<string> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const mail = smtp.received.findLast((m) => m.rcptTo.includes(to) && m.subject === subject);
    const match = mail?.text.match(new RegExp(`${path}\\?token=([A-Za-z0-9_.-]+)`));
    if (match?.[1]) return match[1];
    if (Date.now() > deadline) throw new Error(`no "${subject}" mail to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe("the first administrator", () => {
  it("is never an account somebody registered with the ADMIN_EMAIL address", async () => {
    // Somebody registers the address the operator is about to configure.
    const squatter = await createUser(t.app, "user", "Squatter");
    // A restart naming it, with a password of the operator's choosing, does not promote it...
    const again = await restart({ adminEmail: squatter.email, adminPassword: "operator-password" });
    try {
      const res = await again.inject({
        method: "POST",
        url: "/api/users/login",
        payload: { email: squatter.email, password: "operator-password" },
      });
      expect(res.statusCode).toBe(401);
      const role = (await login(again, squatter.email, PASSWORD)).role;
      measured.takeoverAttempts += 1;
      if (role !== "user") measured.takeovers += 1;
      expect(role).toBe("user");
    } finally {
      await again.close();
    }
    // ... nor does a start with no administrator at all.
    const bare = await buildTestApp({ adminEmail: undefined, adminPassword: undefined });
    try {
      await bare.app.db.deleteFrom("users").where("role", "=", "admin").execute();
      const early = await createUser(bare.app, "user", "Early Bird");
      const next = buildApp({
        ...bare.config,
        adminEmail: early.email,
        adminPassword: "op-chosen-pw",
      });
      await next.ready();
      try {
        const role = (await login(next, early.email, PASSWORD)).role;
        measured.takeoverAttempts += 1;
        if (role !== "user") measured.takeovers += 1;
        expect(role).toBe("user");
        const admins = await next.db
          .selectFrom("users")
          .select("id")
          .where("role", "=", "admin")
          .execute();
        expect(admins).toEqual([]);
      } finally {
        await next.close();
      }
    } finally {
      await bare.close();
    }
  });

  it("keeps a password set by the reset command when the server restarts", async () => {
    await resetAdminPassword(t.app.db, ADMIN.email, "reset-by-the-operator");
    const again = await restart({ adminEmail: ADMIN.email, adminPassword: ADMIN.password });
    try {
      expect((await login(again, ADMIN.email, "reset-by-the-operator")).role).toBe("admin");
      const old = await again.inject({
        method: "POST",
        url: "/api/users/login",
        payload: { email: ADMIN.email, password: ADMIN.password },
      });
      expect(old.statusCode).toBe(401);
    } finally {
      await again.close();
      await resetAdminPassword(t.app.db, ADMIN.email, ADMIN.password);
    }
  });
});

describe("sessions", () => {
  it("ends this device's session on sign-out: the token is refused from then on", async () => {
    const user = await createUser(t.app);
    expect((await me(user.token)).statusCode).toBe(200);
    const out = await post("/api/users/logout", {}, user.token);
    expect(out.statusCode).toBe(204);
    expect((await me(user.token)).statusCode).toBe(401);
    expect((await post("/api/users/logout", {}, user.token)).statusCode).toBe(401);
  });

  it("lists each signed-in device and ends one, or all but this one", async () => {
    const user = await createUser(t.app);
    const phone = await t.app.inject({
      method: "POST",
      url: "/api/users/login",
      headers: { "user-agent": "Phone Browser/1.0" },
      payload: { email: user.email, password: PASSWORD },
    });
    const phoneToken = phone.json<AuthUser>().token;
    const laptop = await login(t.app, user.email, PASSWORD);

    const listed = await t.app.inject({
      method: "GET",
      url: "/api/users/me/sessions",
      headers: auth(laptop.token),
    });
    expect(listed.statusCode).toBe(200);
    const sessions = listed.json<Session[]>();
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions.map((s) => s.userAgent)).toContain("Phone Browser/1.0");
    expect(listed.body).not.toContain(phoneToken);

    // Another user cannot end them, nor see them.
    const other = await createUser(t.app);
    const phoneSession = sessions.find((s) => s.userAgent === "Phone Browser/1.0");
    const foreign = await t.app.inject({
      method: "DELETE",
      url: `/api/users/me/sessions/${phoneSession?._id}`,
      headers: auth(other.token),
    });
    expect(foreign.statusCode).toBe(404);
    expect((await me(phoneToken)).statusCode).toBe(200);

    const ended = await t.app.inject({
      method: "DELETE",
      url: `/api/users/me/sessions/${phoneSession?._id}`,
      headers: auth(laptop.token),
    });
    expect(ended.statusCode).toBe(204);
    expect((await me(phoneToken)).statusCode).toBe(401);

    const signingOut = performance.now();
    const everywhere = await t.app.inject({
      method: "DELETE",
      url: "/api/users/me/sessions",
      headers: auth(laptop.token),
    });
    expect(everywhere.json()).toEqual({ ended: 1 });
    expect((await me(user.token)).statusCode).toBe(401);
    measured.signOutToRefusalMs = performance.now() - signingOut;
    expect(measured.signOutToRefusalMs).toBeLessThan(1000);
    expect((await me(laptop.token)).statusCode).toBe(200);
    expect((await post("/api/users/logout", {}, undefined)).statusCode).toBe(401);
  });

  it("closes the open chat socket of a session that ends, and only that one", async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const user = await createUser(t.app);
    const second = await login(t.app, user.email, PASSWORD);
    const sockets: ChatSocket[] = [];
    try {
      const first = await openChatSocket(url, user.token);
      const kept = await openChatSocket(url, second.token);
      sockets.push(first, kept);
      const closed = new Promise<string>((resolve) => first.once("disconnect", resolve));
      const started = Date.now();
      await t.app.inject({
        method: "DELETE",
        url: "/api/users/me/sessions",
        headers: auth(second.token),
      });
      expect(await closed).toBe("io server disconnect");
      measured.socketClosedMs = Date.now() - started;
      expect(measured.socketClosedMs).toBeLessThan(1000);
      expect(kept.connected).toBe(true);
      await expect(openChatSocket(url, user.token)).rejects.toThrow("unauthorized");
    } finally {
      for (const socket of sockets) socket.disconnect();
    }
  });
});

describe("changing a password", () => {
  it("asks for the current one, refuses a common one, and signs the other devices out", async () => {
    const user = await createUser(t.app);
    const other = await login(t.app, user.email, PASSWORD);
    const change = (payload: object) =>
      t.app.inject({
        method: "PUT",
        url: "/api/users/me/password",
        headers: auth(user.token),
        payload,
      });
    const wrong = await change({
      currentPassword: "not-it-at-all",
      newPassword: "a-fresh-password",
    });
    expect(wrong.statusCode).toBe(400);
    // Said once, on its field; the summary is the same words, without the field's key.
    expect(errorBody(wrong)).toMatchObject({
      message: CURRENT_PASSWORD_WRONG,
      issues: [{ path: "currentPassword", message: CURRENT_PASSWORD_WRONG }],
    });
    const common = await change({ currentPassword: PASSWORD, newPassword: "1234567890" });
    expect(common.statusCode).toBe(400);
    expect(errorBody(common)).toMatchObject({
      message: COMMON_PASSWORD_REFUSED,
      issues: [{ path: "newPassword", message: COMMON_PASSWORD_REFUSED }],
    });
    const short = await change({ currentPassword: PASSWORD, newPassword: "short" });
    expect(short.statusCode).toBe(400);
    expect((await me(other.token)).statusCode).toBe(200);

    expect(
      (await change({ currentPassword: PASSWORD, newPassword: "a-fresh-password" })).statusCode,
    ).toBe(204);
    expect((await me(other.token)).statusCode).toBe(401);
    expect((await me(user.token)).statusCode).toBe(200);
    expect(
      (await post("/api/users/login", { email: user.email, password: PASSWORD })).statusCode,
    ).toBe(401);
    await login(t.app, user.email, "a-fresh-password");
  });
});

describe("a forgotten password", () => {
  it("answers the same for an address with an account and one without", async () => {
    const user = await createUser(t.app);
    const known = await post("/api/users/forgot-password", { email: user.email.toUpperCase() });
    const unknown = await post("/api/users/forgot-password", { email: uniqueEmail("nobody") });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    expect(known.json().message).toBe(FORGOT_PASSWORD_SENT);
    expect((await post("/api/users/forgot-password", { email: "nope" })).statusCode).toBe(400);
  });

  it("comes back through a mailed link that works once, and ends every session", async () => {
    const user = await createUser(t.app);
    const elsewhere = await login(t.app, user.email, PASSWORD);
    await post("/api/users/forgot-password", { email: user.email });
    const token = await linkIn(user.email, "Choose a new password", "/reset-password");

    // The outbox keeps the mail, but not the link's secret.
    const admin = await login(t.app, ADMIN.email, ADMIN.password);
    const outbox = await t.app.inject({
      method: "GET",
      url: `/api/mail/outbox?q=${encodeURIComponent(user.email)}`,
      headers: auth(admin.token),
    });
    expect(outbox.body).toContain("Choose a new password");
    expect(outbox.body).not.toContain(token.split(".")[1]);

    const common = await post("/api/users/reset-password", { token, password: "password123" });
    expect(common.statusCode).toBe(400);
    expect(errorBody(common).issues).toEqual([
      { path: "password", message: COMMON_PASSWORD_REFUSED },
    ]);
    const reset = await post("/api/users/reset-password", {
      token,
      password: "chosen-after-reset",
    });
    expect(reset.statusCode).toBe(204);
    measured.linkUses.push(reset.statusCode);
    expect((await me(user.token)).statusCode).toBe(401);
    expect((await me(elsewhere.token)).statusCode).toBe(401);
    const signedIn = await login(t.app, user.email, "chosen-after-reset");
    expect(signedIn.emailVerified).toBe(true);

    const again = await post("/api/users/reset-password", { token, password: "another-new-pass" });
    expect(again.statusCode).toBe(400);
    measured.linkUses.push(again.statusCode);
    expect(again.json().message).toBe(LINK_REFUSED);
    await login(t.app, user.email, "chosen-after-reset");
  });

  it("refuses a link after 30 minutes, a forged one and a half one", async () => {
    const user = await createUser(t.app);
    await post("/api/users/forgot-password", { email: user.email });
    const token = await linkIn(user.email, "Choose a new password", "/reset-password");
    const [id, secret] = token.split(".");
    const forged = `${id}.${randomBytes(32).toString("base64url")}`;
    expect(
      (await post("/api/users/reset-password", { token: forged, password: "forged-attempt-1" }))
        .statusCode,
    ).toBe(400);
    for (const bad of [id, `${id}.`, "", "x".repeat(500)]) {
      expect(
        (await post("/api/users/reset-password", { token: bad, password: "some-password-1" }))
          .statusCode,
      ).toBe(400);
    }
    // 31 minutes later.
    await t.app.db
      .updateTable("account_tokens")
      .set({ expires_at: new Date(Date.now() - 60_000).toISOString() })
      .where("id", "=", id ?? "")
      .execute();
    const late = await post("/api/users/reset-password", { token, password: "too-late-password" });
    expect(late.statusCode).toBe(400);
    expect(secret).toBeTruthy();
    await login(t.app, user.email, PASSWORD);
  });

  it("sends at most five links an hour to one address", async () => {
    const user = await createUser(t.app);
    for (let i = 0; i < 7; i++) {
      expect((await post("/api/users/forgot-password", { email: user.email })).statusCode).toBe(
        202,
      );
    }
    // The links are made after the answers, one request at a time.
    await t.app.mail.idle();
    const rows = await t.app.db
      .selectFrom("account_tokens")
      .select("id")
      .where("user_id", "=", user._id)
      .where("purpose", "=", "password-reset")
      .execute();
    expect(rows).toHaveLength(5);
  });
});

describe("email verification", () => {
  it("mails a link at registration that marks the address verified, once", async () => {
    const user = await createUser(t.app);
    expect(user.emailVerified).toBe(false);
    const token = await linkIn(user.email, "Confirm your email address", "/verify-email");
    const verified = await post("/api/users/verify-email", { token });
    expect(verified.statusCode).toBe(200);
    expect(verified.json<User>().emailVerified).toBe(true);
    expect((await me(user.token)).json<User>().emailVerified).toBe(true);
    expect((await post("/api/users/verify-email", { token })).statusCode).toBe(400);
    const resend = await post("/api/users/me/verification", {}, user.token);
    expect(resend.statusCode).toBe(409);
  });
});

describe("passwords", () => {
  it("refuses a common or short password at registration", async () => {
    for (const password of ["qwertyuiop", "Password123", "1234567890", "short-pw"]) {
      const res = await post("/api/users/", { name: "C", email: uniqueEmail(), password });
      expect(res.statusCode, password).toBe(400);
    }
  });

  it("hashes an older, cheaper hash again at the owner's next sign-in", async () => {
    const user = await createUser(t.app);
    const salt = randomBytes(16);
    const key = await new Promise<Buffer>((resolve, reject) =>
      scrypt(PASSWORD, salt, 64, { N: 16384, r: 8, p: 1 }, (err, k) =>
        err ? reject(err) : resolve(k),
      ),
    );
    const old = `scrypt$16384$8$1$${salt.toString("base64")}$${key.toString("base64")}`;
    // The real setting, not the suite's one-pass hashes (lib/password.ts).
    vi.stubEnv("PORTAL_TEST_ONE_PASS_HASHES", "");
    onTestFinished(() => {
      vi.unstubAllEnvs();
    });
    expect(needsRehash(old)).toBe(true);
    await t.app.db
      .updateTable("users")
      .set({ password_hash: old })
      .where("id", "=", user._id)
      .execute();
    await login(t.app, user.email, PASSWORD);
    const row = await t.app.db
      .selectFrom("users")
      .select("password_hash")
      .where("id", "=", user._id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).not.toBe(old);
    expect(row.password_hash.startsWith("scrypt$16384$8$5$")).toBe(true);
    expect(needsRehash(row.password_hash)).toBe(false);
    await login(t.app, user.email, PASSWORD);
  });
});

describe("files", () => {
  it("creates the data folder, the database and its secret readable by the owner only", async () => {
    const parent = mkdtempSync(join(tmpdir(), "portal-modes-"));
    const dataDir = join(parent, "data");
    const fresh = await buildTestApp({ dataDir });
    try {
      await createUser(fresh.app);
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      // The SQLite files exist only on SQLite; the JWT secret on both engines.
      const files = process.env.DATABASE_URL
        ? ["jwt-secret"]
        : ["portal.sqlite", "portal.sqlite-wal", "jwt-secret"];
      for (const name of files) {
        const file = join(dataDir, name);
        if (name !== "portal.sqlite-wal" || existsSync(file)) {
          expect(statSync(file).mode & 0o777, name).toBe(0o600);
        }
      }
    } finally {
      await fresh.close();
      rmSync(parent, { recursive: true, force: true });
    }
  });
});
