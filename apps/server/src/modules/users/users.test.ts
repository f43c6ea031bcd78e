import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  type AuthUser,
  COMMON_PASSWORD_REFUSED,
  EMAIL_TAKEN,
  LoginSchema,
  type User,
} from "@app/shared/users";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { resolveJwtSecret } from "../../plugins/auth";
import { errorBody, expectIssue } from "../../test/error-body";
import { multipartBody } from "../../test/multipart";
import {
  ADMIN,
  auth,
  buildTestApp,
  createUser,
  login,
  PASSWORD,
  sessionIdOf,
  signTestToken,
  type TestApp,
  uniqueEmail,
} from "../../test/test-app";
import { ensureAdmin, resetAdminPassword } from "./admin-account";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const me = (token: string) =>
  t.app.inject({ method: "GET", url: "/api/users/me", headers: auth(token) });

describe("register and login", () => {
  it("registers with a lower-cased email and answers the user with a token", async () => {
    const email = uniqueEmail("Mixed").toUpperCase();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/users/",
      payload: { name: "Asha", email, password: PASSWORD },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json<AuthUser>();
    expect(body).toMatchObject({
      name: "Asha",
      email: email.toLowerCase(),
      role: "user",
      avatarUrl: null,
    });
    expect(body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(res.body).not.toMatch(/password/i);
    expect((await me(body.token)).json<User>().email).toBe(email.toLowerCase());
  });

  it("refuses a taken email, whatever its case, with 409", async () => {
    const email = uniqueEmail();
    const first = await t.app.inject({
      method: "POST",
      url: "/api/users/",
      payload: { name: "A", email, password: PASSWORD },
    });
    expect(first.statusCode).toBe(201);
    const again = await t.app.inject({
      method: "POST",
      url: "/api/users/",
      payload: { name: "B", email: email.toUpperCase(), password: PASSWORD },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: "User already exists" });
    expect(errorBody(again).issues).toEqual([{ path: "email", message: EMAIL_TAKEN }]);
  });

  it("names the field in a 400", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/users/",
      payload: { name: "A", password: PASSWORD },
    });
    expect(res.statusCode).toBe(400);
    expectIssue(res, "email");
    const short = await t.app.inject({
      method: "POST",
      url: "/api/users/",
      payload: { name: "A", email: uniqueEmail(), password: "123" },
    });
    expect(short.statusCode).toBe(400);
    expect(errorBody(short)).toEqual({
      message: "Password must be at least 10 characters",
      issues: [{ path: "password", message: "Password must be at least 10 characters" }],
      requestId: expect.any(String),
    });
  });

  it("answers every problem of a refused registration as an issue on its field", async () => {
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/users/",
      payload: { name: "A", email: "not-an-email", password: "123" },
    });
    expect(bad.statusCode).toBe(400);
    expectIssue(bad, "email", "Please enter a valid email");
    expectIssue(bad, "password", "Password must be at least 10 characters");
    expect(errorBody(bad).issues).toHaveLength(2);
    // The summary is the first issue's message, in words: no field's key in front.
    expect(errorBody(bad).message).toBe("Please enter a valid email");

    // A taken address and a common password: both at once, so the form marks both fields.
    const user = await createUser(t.app);
    const taken = await t.app.inject({
      method: "POST",
      url: "/api/users/",
      payload: { name: "B", email: user.email, password: "password123" },
    });
    expect(taken.statusCode).toBe(409);
    expect(errorBody(taken)).toMatchObject({
      message: "User already exists",
      issues: [
        { path: "email", message: EMAIL_TAKEN },
        { path: "password", message: COMMON_PASSWORD_REFUSED },
      ],
    });

    const common = await t.app.inject({
      method: "POST",
      url: "/api/users/",
      payload: { name: "C", email: uniqueEmail(), password: "password123" },
    });
    expect(common.statusCode).toBe(400);
    expect(errorBody(common)).toMatchObject({
      message: COMMON_PASSWORD_REFUSED,
      issues: [{ path: "password", message: COMMON_PASSWORD_REFUSED }],
    });
  });

  it("logs in case-insensitively and refuses a wrong password or unknown account", async () => {
    const user = await createUser(t.app);
    const ok = await login(t.app, user.email.toUpperCase(), PASSWORD);
    expect(ok._id).toBe(user._id);
    for (const payload of [
      { email: user.email, password: "wrong-password" },
      { email: uniqueEmail("nobody"), password: PASSWORD },
    ]) {
      const res = await t.app.inject({ method: "POST", url: "/api/users/login", payload });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ message: "Invalid credentials" });
    }
  });
});

describe("tokens", () => {
  it("refuses a missing, malformed, forged or expired token with 401", async () => {
    const user = await createUser(t.app);
    const secret = resolveJwtSecret(t.config);
    const past = Math.floor(Date.now() / 1000) - 31 * 24 * 3600;
    const tokens = [
      undefined,
      "not-a-token",
      signTestToken(
        { sub: user._id, sid: sessionIdOf(user.token) },
        "some-other-secret-of-enough-length-123456",
      ),
      signTestToken({ sub: user._id, sid: sessionIdOf(user.token) }, secret, past),
      signTestToken({ sub: user._id, sid: "0190c3a4-0000-7000-8000-000000000000" }, secret),
      `${user.token.slice(0, -2)}xx`,
    ];
    for (const token of tokens) {
      const res = await t.app.inject({
        method: "GET",
        url: "/api/users/me",
        headers: token ? auth(token) : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ message: "Not authorized" });
    }
    expect((await me(user.token)).statusCode).toBe(200);
  });

  it("refuses a genuine token with anything around its three parts", async () => {
    const user = await createUser(t.app);
    // Each is the genuine token with something a lenient base64 decoder would skip.
    const altered = [
      `${user.token}=`,
      `${user.token}==`,
      `${user.token}\u0000`,
      `${user.token}.`,
      `${user.token}.e30`,
      `=${user.token}`,
      user.token.replace(".", "=."),
      user.token.replace(".", "+."),
      `${user.token.slice(0, 10)}\u0000${user.token.slice(10)}`,
    ];
    for (const token of altered) {
      const res = await t.app.inject({
        method: "GET",
        url: "/api/users/me",
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode, JSON.stringify(token)).toBe(401);
      expect(await t.app.userFromToken(token), JSON.stringify(token)).toBeNull();
    }
    expect((await me(user.token)).statusCode).toBe(200);
  });

  it("refuses a token that was accepted once, after it expires", async () => {
    const user = await createUser(t.app);
    const secret = resolveJwtSecret(t.config);
    const now = Math.floor(Date.now() / 1000);
    // Issued 30 days less 2 seconds ago: valid now, expired two seconds from now.
    const sid = sessionIdOf(user.token);
    const token = signTestToken({ sub: user._id, sid }, secret, now - 30 * 24 * 3600 + 2);
    expect((await me(token)).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ["Date"], now: (now + 3) * 1000 });
    try {
      expect((await me(token)).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it("refuses the token of a deleted user", async () => {
    const user = await createUser(t.app);
    await t.app.db.deleteFrom("users").where("id", "=", user._id).execute();
    expect((await me(user.token)).statusCode).toBe(401);
  });

  it("refuses tokens issued before a password reset", async () => {
    const user = await createUser(t.app);
    await resetAdminPassword(t.app.db, user.email, "brand-new-password");
    expect((await me(user.token)).statusCode).toBe(401);
    const fresh = await login(t.app, user.email, "brand-new-password");
    expect(fresh.role).toBe("admin");
    expect((await me(fresh.token)).statusCode).toBe(200);
  });

  it("creates a missing administrator from the reset command", async () => {
    const email = uniqueEmail("new-admin");
    expect(await resetAdminPassword(t.app.db, email.toUpperCase(), "chosen-password")).toBe(
      "created",
    );
    const admin = await login(t.app, email, "chosen-password");
    expect(admin.role).toBe("admin");
  });

  it("keeps the generated JWT secret in the data folder and reuses it", () => {
    const first = resolveJwtSecret(t.config);
    expect(readFileSync(join(t.config.dataDir, "jwt-secret"), "utf8").trim()).toBe(first);
    expect(resolveJwtSecret(t.config)).toBe(first);
  });
});

describe("the last admin", () => {
  it("survives one admin demoting the other while being deleted by them, at the same moment", async () => {
    for (let round = 0; round < 4; round++) {
      const fresh = await buildTestApp();
      try {
        const admin = await login(fresh.app, ADMIN.email, ADMIN.password);
        const other = await createUser(fresh.app, "admin", "Second Admin");
        const [demoted, deleted] = await Promise.all([
          fresh.app.inject({
            method: "PATCH",
            url: `/api/users/${admin._id}/role`,
            headers: auth(other.token),
            payload: { role: "user" },
          }),
          fresh.app.inject({
            method: "DELETE",
            url: `/api/users/${other._id}`,
            headers: auth(admin.token),
          }),
        ]);
        // Exactly one happened, and the other was refused: with 409 when it would leave no admin,
        // or with 403 when the demotion landed first and took the deleting admin's role.
        const happened = [demoted.statusCode === 200, deleted.statusCode === 204];
        expect(happened.filter(Boolean)).toHaveLength(1);
        if (demoted.statusCode === 200) expect([403, 409]).toContain(deleted.statusCode);
        else expect(demoted.statusCode).toBe(409);
        const admins = await fresh.app.db
          .selectFrom("users")
          .select("id")
          .where("role", "=", "admin")
          .execute();
        expect(admins).toHaveLength(1);
      } finally {
        await fresh.close();
      }
    }
  });
});

describe("admin endpoints", () => {
  it("lists users newest first, for admins only", async () => {
    const user = await createUser(t.app);
    const staff = await createUser(t.app, "staff");
    const admin = await login(t.app, ADMIN.email, ADMIN.password);
    for (const token of [user.token, staff.token]) {
      const res = await t.app.inject({
        method: "GET",
        url: "/api/users/alluser",
        headers: auth(token),
      });
      expect(res.statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: "GET", url: "/api/users/alluser" })).statusCode).toBe(401);
    const res = await t.app.inject({
      method: "GET",
      url: "/api/users/alluser",
      headers: auth(admin.token),
    });
    expect(res.statusCode).toBe(200);
    const users = res.json<User[]>();
    expect(users.at(-1)?.email).toBe(ADMIN.email);
    const ids = users.map((u) => u._id);
    expect(ids.indexOf(staff._id)).toBeLessThan(ids.indexOf(user._id));
    expect(res.body).not.toMatch(/password/i);
  });

  it("changes roles, effective on the next request", async () => {
    const admin = await login(t.app, ADMIN.email, ADMIN.password);
    const user = await createUser(t.app);
    const queue = () =>
      t.app.inject({ method: "GET", url: "/api/staff/tickets", headers: auth(user.token) });
    expect((await queue()).statusCode).toBe(403);
    const promote = await t.app.inject({
      method: "PATCH",
      url: `/api/users/${user._id}/role`,
      headers: auth(admin.token),
      payload: { role: "staff" },
    });
    expect(promote.statusCode).toBe(200);
    expect(promote.json<User>().role).toBe("staff");
    expect((await queue()).statusCode).toBe(200);
    await t.app.inject({
      method: "PATCH",
      url: `/api/users/${user._id}/role`,
      headers: auth(admin.token),
      payload: { role: "user" },
    });
    expect((await queue()).statusCode).toBe(403);
  });

  it("refuses bad roles, unknown users, non-admins and removing the last admin", async () => {
    const admin = await login(t.app, ADMIN.email, ADMIN.password);
    const user = await createUser(t.app);
    const patch = (id: string, role: string, token = admin.token) =>
      t.app.inject({
        method: "PATCH",
        url: `/api/users/${id}/role`,
        headers: auth(token),
        payload: { role },
      });
    expect((await patch(user._id, "king")).statusCode).toBe(400);
    expect((await patch("01a200d5-0000-7000-8000-000000000000", "staff")).statusCode).toBe(404);
    expect((await patch(user._id, "admin", user.token)).statusCode).toBe(403);
    // Other admins may exist from earlier tests; demote them first so only the configured one is left.
    const all = (
      await t.app.inject({ method: "GET", url: "/api/users/alluser", headers: auth(admin.token) })
    ).json<User[]>();
    for (const other of all.filter((u) => u.role === "admin" && u._id !== admin._id)) {
      expect((await patch(other._id, "user")).statusCode).toBe(200);
    }
    const last = await patch(admin._id, "user");
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toMatch(/no admin/);
    expect((await me(admin.token)).json<User>().role).toBe("admin");
  });
});

describe("profile picture", () => {
  const png = () =>
    sharp({ create: { width: 400, height: 300, channels: 3, background: "#3366cc" } })
      .png()
      .toBuffer();
  const upload = (token: string, body: ReturnType<typeof multipartBody>) =>
    t.app.inject({
      method: "PUT",
      url: "/api/users/me/avatar",
      headers: { ...auth(token), ...body.headers },
      payload: body.payload,
    });

  it("stores a real image as a 256x256 WebP served with long caching, replacing the old one", async () => {
    const user = await createUser(t.app);
    const res = await upload(
      user.token,
      multipartBody("avatar", "me.png", "image/png", await png()),
    );
    expect(res.statusCode).toBe(200);
    const url = res.json<User>().avatarUrl;
    expect(url).toMatch(/^\/media\/avatars\/[a-f0-9]{32}\.webp$/);
    const file = await t.app.inject({ method: "GET", url: url ?? "" });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("image/webp");
    expect(file.headers["cache-control"]).toContain("immutable");
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 256, 256]);

    const second = await upload(
      user.token,
      multipartBody("avatar", "x.bin", "application/octet-stream", await png()),
    );
    expect(second.statusCode).toBe(200);
    expect(second.json<User>().avatarUrl).not.toBe(url);
    expect((await t.app.inject({ method: "GET", url: url ?? "" })).statusCode).toBe(404);

    const removed = await t.app.inject({
      method: "DELETE",
      url: "/api/users/me/avatar",
      headers: auth(user.token),
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json<User>().avatarUrl).toBeNull();
  });

  it("refuses a text file named .png with 415, and non-multipart bodies", async () => {
    const user = await createUser(t.app);
    const res = await upload(
      user.token,
      multipartBody("avatar", "evil.png", "image/png", Buffer.from("hello, not an image")),
    );
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/image/);
    const json = await t.app.inject({
      method: "PUT",
      url: "/api/users/me/avatar",
      headers: auth(user.token),
      payload: { avatar: "x" },
    });
    expect(json.statusCode).toBe(415);
    const noAuth = await t.app.inject({ method: "PUT", url: "/api/users/me/avatar" });
    expect(noAuth.statusCode).toBe(401);
  });

  it("refuses a file over UPLOAD_MAX_MB with 413", async () => {
    const small = await buildTestApp({ uploadMaxMb: 0.01 });
    try {
      const user = await createUser(small.app);
      const big = await sharp({
        create: { width: 600, height: 600, channels: 3, background: "#fff" },
      })
        .png({ compressionLevel: 0 })
        .toBuffer();
      const body = multipartBody("avatar", "big.png", "image/png", big);
      const res = await small.app.inject({
        method: "PUT",
        url: "/api/users/me/avatar",
        headers: { ...auth(user.token), ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode).toBe(413);
      expectIssue(res, "avatar", "Each image must be at most 0.01 MB");
    } finally {
      await small.close();
    }
  });
});

describe("rate limit", () => {
  it("answers 429 after a burst of logins from one address", async () => {
    const limited = await buildTestApp({ rateLimitSignInAddressMax: 3 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await limited.app.inject({
          method: "POST",
          url: "/api/users/login",
          payload: { email: "x@test.local", password: "whatever" },
        });
        statuses.push(res.statusCode);
        if (res.statusCode === 429) expect(res.json().message).toMatch(/too many/i);
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
      // Other routes are not limited.
      expect((await limited.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(
        200,
      );
    } finally {
      await limited.close();
    }
  });

  it("behind a trusted proxy counts each client address, not the proxy's", async () => {
    const limited = await buildTestApp({ rateLimitSignInAddressMax: 2, trustProxy: true });
    try {
      // A different account each time: this counts addresses, not the per-account allowance.
      let attempt = 0;
      const login = (client: string) =>
        limited.app.inject({
          method: "POST",
          url: "/api/users/login",
          headers: { "x-forwarded-for": client },
          payload: { email: `x${++attempt}@test.local`, password: "whatever" },
        });
      const statuses = async (clients: string[]) => {
        const answers: number[] = [];
        for (const client of clients) answers.push((await login(client)).statusCode);
        return answers;
      };
      // The last client is another one behind the same proxy, with an allowance of its own.
      expect(await statuses(["203.0.113.7", "203.0.113.7", "203.0.113.7", "198.51.100.9"])).toEqual(
        [401, 401, 429, 401],
      );
      // IPv6 addresses count per /64 network: one client may hold many addresses of its own.
      expect(
        await statuses([
          "2001:db8:1:2::1",
          "2001:db8:1:2:ffff::9",
          "2001:db8:1:2::1",
          "2001:db8:1:3::1",
        ]),
      ).toEqual([401, 401, 429, 401]);
    } finally {
      await limited.close();
    }
  });
});

describe("rate limit of registration and the admin sign-in", () => {
  it("answers 429 after a burst of registrations from one address, and creates nothing", async () => {
    const limited = await buildTestApp({ rateLimitAuthMax: 3 });
    try {
      const register = (email: string) =>
        limited.app.inject({
          method: "POST",
          url: "/api/users/",
          payload: { name: "Burst", email, password: PASSWORD },
        });
      const emails = [1, 2, 3, 4, 5].map(() => uniqueEmail("burst"));
      const statuses: number[] = [];
      for (const email of emails) {
        const res = await register(email);
        statuses.push(res.statusCode);
        if (res.statusCode === 429) {
          expect(res.json().message).toMatch(/too many/i);
          expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
        }
      }
      expect(statuses).toEqual([201, 201, 201, 429, 429]);
      const stored = await limited.app.db
        .selectFrom("users")
        .select("email")
        .where("email", "in", emails)
        .execute();
      expect(stored.map((row) => row.email).sort()).toEqual(emails.slice(0, 3).sort());
    } finally {
      await limited.close();
    }
  });

  it("counts both sign-in screens against one allowance, and refuses even the right password after it", async () => {
    const limited = await buildTestApp({ rateLimitSignInAddressMax: 2 });
    try {
      const attempt = (url: string, password: string) =>
        limited.app.inject({ method: "POST", url, payload: { email: ADMIN.email, password } });
      const statuses = [
        (await attempt("/api/users/login", "guess-1")).statusCode,
        (await attempt("/api/users/admin-login", "guess-2")).statusCode,
        // The guesses on either screen used the one allowance: a right guess now learns nothing.
        (await attempt("/api/users/login", ADMIN.password)).statusCode,
        (await attempt("/api/users/admin-login", ADMIN.password)).statusCode,
      ];
      expect(statuses).toEqual([401, 401, 429, 429]);
      // Registering has an allowance of its own.
      const registered = await limited.app.inject({
        method: "POST",
        url: "/api/users/",
        payload: { name: "Newcomer", email: uniqueEmail("newcomer"), password: PASSWORD },
      });
      expect(registered.statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });

  it("gives the allowance back once RATE_LIMIT_AUTH_WINDOW_MS has passed", async () => {
    const windowMs = 2_000;
    const limited = await buildTestApp({
      rateLimitSignInAddressMax: 1,
      rateLimitAuthWindowMs: windowMs,
    });
    try {
      const attempt = (payload: object) =>
        limited.app.inject({ method: "POST", url: "/api/users/login", payload });
      // The limit counts before the body is read: two quick attempts (no password hashing, which
      // can outlast a short window on a busy machine) use the allowance up.
      expect((await attempt({})).statusCode).toBe(400);
      expect((await attempt({})).statusCode).toBe(429);
      // The window is counted on the clock (Date.now): move the clock past it instead of waiting.
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(Date.now() + windowMs + 200);
      expect((await attempt({ email: ADMIN.email, password: ADMIN.password })).statusCode).toBe(
        200,
      );
    } finally {
      vi.useRealTimers();
      await limited.close();
    }
  });
});

describe("first administrator", () => {
  it("creates admin@example.org with a one-time password it must replace at its first sign-in", async () => {
    const lines: string[] = [];
    const bare = await buildTestApp(
      { adminEmail: undefined, adminPassword: undefined, logLevel: "info" },
      undefined,
      { logStream: { write: (line) => lines.push(line) } },
    );
    try {
      const row = await bare.app.db
        .selectFrom("users")
        .select(["email", "role"])
        .where("role", "=", "admin")
        .execute();
      expect(row).toEqual([{ email: "admin@example.org", role: "admin" }]);
      // The address passes the same schema /login uses.
      expect(LoginSchema.safeParse({ email: "admin@example.org", password: "x" }).success).toBe(
        true,
      );
      const printed = lines
        .map((line) => JSON.parse(line) as { msg: string; password?: string })
        .find((line) => line.msg.includes("one-time password"));
      const oneTime = printed?.password ?? "";
      expect(oneTime.length).toBeGreaterThan(10);

      const signedIn = await bare.app.inject({
        method: "POST",
        url: "/api/users/login",
        payload: { email: "admin@example.org", password: oneTime },
      });
      expect(signedIn.statusCode).toBe(200);
      const admin = signedIn.json<AuthUser>();
      expect(admin.mustChangeCredentials).toBe(true);
      const headers = auth(admin.token);
      // Everything but its own screens refuses until a new password is set.
      const users = await bare.app.inject({ method: "GET", url: "/api/users/alluser", headers });
      expect(users.statusCode).toBe(403);
      expect(users.json()).toMatchObject({ message: "Choose a new password first" });
      const me = await bare.app.inject({ method: "GET", url: "/api/users/me", headers });
      expect(me.json()).toMatchObject({ mustChangeCredentials: true, role: "admin" });
      const changed = await bare.app.inject({
        method: "PUT",
        url: "/api/users/me/password",
        headers,
        payload: { currentPassword: oneTime, newPassword: "my-own-admin-password" },
      });
      expect(changed.statusCode).toBe(204);
      expect(
        (await bare.app.inject({ method: "GET", url: "/api/users/alluser", headers })).statusCode,
      ).toBe(200);
      const after = await bare.app.inject({ method: "GET", url: "/api/users/me", headers });
      expect(after.json()).toMatchObject({ mustChangeCredentials: false });
    } finally {
      await bare.close();
    }
  });

  it("makes an account an admin created choose its own password; a configured admin need not", async () => {
    const admin = await login(t.app, ADMIN.email, ADMIN.password);
    expect(admin.mustChangeCredentials).toBe(false);
    const created = await t.app.inject({
      method: "POST",
      url: "/api/users/admin-create",
      headers: auth(admin.token),
      payload: { name: "Nila New", email: "nila-new@test.local", password: "chosen-by-admin-1" },
    });
    expect(created.statusCode).toBe(201);
    const nila = await login(t.app, "nila-new@test.local", "chosen-by-admin-1");
    expect(nila.mustChangeCredentials).toBe(true);
    const tickets = await t.app.inject({
      method: "GET",
      url: "/api/tickets",
      headers: auth(nila.token),
    });
    expect(tickets.statusCode).toBe(403);
  });

  it("survives two processes making sure of it at the same moment", async () => {
    const fresh = await buildTestApp();
    try {
      // A database with no administrator yet, as at a first start.
      await fresh.app.db.deleteFrom("users").where("role", "=", "admin").execute();
      const settings = { adminEmail: uniqueEmail("race-admin"), adminPassword: "race-password" };
      const quiet = { info: () => {}, warn: () => {} };
      // Both look the account up before either has stored it, as two processes starting together do.
      await Promise.all([
        ensureAdmin(fresh.app.db, settings, quiet),
        ensureAdmin(fresh.app.db, settings, quiet),
      ]);
      const rows = await fresh.app.db
        .selectFrom("users")
        .select("role")
        .where("email", "=", settings.adminEmail)
        .execute();
      expect(rows).toEqual([{ role: "admin" }]);
      await login(fresh.app, settings.adminEmail, settings.adminPassword);
    } finally {
      await fresh.close();
    }
  });
});
