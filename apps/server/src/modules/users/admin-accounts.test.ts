// The admin sign-in (/sign-in), the panel's create-account call and the all-users list.
import { type AuthUser, EMAIL_TAKEN, type User } from "@app/shared/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ADMIN,
  auth,
  buildTestApp,
  createUser,
  login,
  PASSWORD,
  type TestApp,
} from "../../test/test-app";

let t: TestApp;
let user: AuthUser;
let admin: AuthUser;

beforeAll(async () => {
  t = await buildTestApp();
  user = await createUser(t.app, "user", "Una User");
  admin = await login(t.app, ADMIN.email, ADMIN.password);
});
afterAll(async () => {
  await t?.close();
});

const adminLogin = (payload: object) =>
  t.app.inject({ method: "POST", url: "/api/users/admin-login", payload });

describe("POST /api/users/admin-login", () => {
  it("signs an admin in with the same answer as login", async () => {
    const res = await adminLogin({ email: ADMIN.email.toUpperCase(), password: ADMIN.password });
    expect(res.statusCode).toBe(200);
    const body = res.json<AuthUser>();
    expect(body).toMatchObject({ email: ADMIN.email, role: "admin" });
    const me = await t.app.inject({
      method: "GET",
      url: "/api/users/me",
      headers: auth(body.token),
    });
    expect(me.json<User>().role).toBe("admin");
  });

  it("refuses a user's correct password, a wrong password and an unknown account alike", async () => {
    for (const payload of [
      { email: user.email, password: PASSWORD },
      { email: ADMIN.email, password: "wrong-password" },
      { email: "nobody@test.local", password: ADMIN.password },
      { email: "not an email", password: "x" },
    ]) {
      const res = await adminLogin(payload);
      expect(res.statusCode, payload.email).toBe(401);
      expect(res.json<{ message: string }>().message).toBe("bad credentials");
      expect(res.body).not.toContain("token");
    }
    expect((await adminLogin({ email: ADMIN.email })).statusCode).toBe(400);
  });
});

describe("POST /api/users/admin-create and GET /api/users/alluser", () => {
  it("creates an account with a role, without a token, and it can sign in", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/users/admin-create",
      headers: auth(admin.token),
      payload: {
        name: "Sima Staff",
        email: "Sima@Test.Local",
        password: "staff-pass-1",
        role: "staff",
      },
    });
    expect(res.statusCode).toBe(201);
    const created = res.json<User & { token?: string }>();
    expect(created).toMatchObject({ name: "Sima Staff", email: "sima@test.local", role: "staff" });
    expect(created.token).toBeUndefined();
    expect((await login(t.app, "sima@test.local", "staff-pass-1")).role).toBe("staff");

    const plain = await t.app.inject({
      method: "POST",
      url: "/api/users/admin-create",
      headers: auth(admin.token),
      payload: { name: "Pia", email: "pia@test.local", password: "pia-pass-1" },
    });
    expect(plain.json<User>().role).toBe("user");
  });

  it("answers 409 for a taken email and 400 for a bad role or short password", async () => {
    const send = (payload: object) =>
      t.app.inject({
        method: "POST",
        url: "/api/users/admin-create",
        headers: auth(admin.token),
        payload,
      });
    const taken = await send({
      name: "X",
      email: user.email.toUpperCase(),
      password: "secret-pass-1",
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      message: "User already exists",
      issues: [{ path: "email", message: EMAIL_TAKEN }],
    });
    expect(
      (await send({ name: "X", email: "x@test.local", password: "secret-pass-1", role: "boss" }))
        .statusCode,
    ).toBe(400);
    expect((await send({ name: "X", email: "x@test.local", password: "123" })).statusCode).toBe(
      400,
    );
  });

  it("lists every account as {_id, name, email, role, createdAt}, no secrets", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/users/alluser",
      headers: auth(admin.token),
    });
    expect(res.statusCode).toBe(200);
    const users = res.json<User[]>();
    expect(users.map((u) => u.email)).toEqual(
      expect.arrayContaining([ADMIN.email, user.email, "sima@test.local", "pia@test.local"]),
    );
    for (const u of users) {
      expect(Object.keys(u).sort()).toEqual([
        "_id",
        "avatarUrl",
        "createdAt",
        "email",
        "emailVerified",
        "latinDigits",
        "locale",
        "name",
        "role",
      ]);
    }
    expect(res.body).not.toMatch(/password|hash|token/i);
  });
});
