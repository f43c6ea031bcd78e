// Every admin-panel call refuses a visitor (401), a user and staff (403), and lets an admin in.
import type { AuthUser } from "@app/shared/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, auth, buildTestApp, createUser, login, type TestApp } from "../test/test-app";

let t: TestApp;
let user: AuthUser;
let staff: AuthUser;
let admin: AuthUser;

beforeAll(async () => {
  t = await buildTestApp();
  user = await createUser(t.app, "user", "Una User");
  staff = await createUser(t.app, "staff", "Sid Staff");
  admin = await login(t.app, ADMIN.email, ADMIN.password);
});
afterAll(async () => {
  await t?.close();
});

type Method = "GET" | "POST" | "PUT" | "DELETE";
const voter = {
  sl_no: 1,
  state: "West Bengal",
  district: "Murshidabad",
  assembly_constituency: "Lalgola",
  total_voter: 100,
  number_of_hindu: 40,
  number_of_muslim: 50,
};
const ID = "0190c3a4-0000-7000-8000-000000000000";

const CALLS: [Method, string, object?][] = [
  ["GET", "/api/mechanics"],
  ["POST", "/api/mechanics", { name: "M", email: "m@test.local", phone: "9876543210" }],
  ["DELETE", `/api/mechanics/${ID}`],
  ["GET", "/api/vehicles"],
  ["POST", "/api/vehicles", { year: 2020, make: "Tata", model: "Nano" }],
  ["PUT", `/api/vehicles/${ID}`, { year: 2020, make: "Tata", model: "Nano" }],
  ["DELETE", `/api/vehicles/${ID}`],
  ["GET", "/api/users/getmapdata"],
  ["GET", `/api/users/getmaplatlong/${ID}`],
  ["DELETE", `/api/users/deletemap/${ID}`],
  ["GET", "/api/users/alluser"],
  [
    "POST",
    "/api/users/admin-create",
    { name: "N", email: "n@test.local", password: "secret-pass-1" },
  ],
  ["POST", "/mail", { sendmail: "x@test.local", subject: "Hi", text: "Hello" }],
  ["GET", "/api/voter"],
  ["POST", "/api/voter/add", voter],
  ["PUT", "/api/voter/update/1/Lalgola", voter],
  ["DELETE", "/api/voter/1/Lalgola"],
  ["GET", "/api/voter/export.csv"],
  ["POST", "/api/voter/import", undefined],
];

const call = (method: Method, url: string, token?: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: token ? auth(token) : {},
    ...(payload ? { payload } : {}),
  });

describe("admin panel access", () => {
  it.each(CALLS)("%s %s: 401 visitor, 403 user and staff", async (method, url, payload) => {
    const visitor = await call(method, url, undefined, payload);
    expect(visitor.statusCode).toBe(401);
    for (const who of [user, staff]) {
      const res = await call(method, url, who.token, payload);
      expect(res.statusCode, who.role).toBe(403);
      expect(res.json<{ message: string }>().message).toBe("You are not allowed to do this");
    }
  });

  it("lets an admin through every call (no 401 or 403, never a 500)", async () => {
    for (const [method, url, payload] of CALLS) {
      const res = await call(method, url, admin.token, payload);
      expect(res.statusCode, `${method} ${url}`).not.toBeOneOf([401, 403]);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(500);
    }
  });

  it("describes every admin call in the OpenAPI document", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json<{ paths: Record<string, unknown> }>().paths);
    for (const path of [
      "/api/mechanics",
      "/api/mechanics/{id}",
      "/api/vehicles/{id}",
      "/api/users/getmapdata",
      "/api/users/getmaplatlong/{id}",
      "/api/users/deletemap/{id}",
      "/api/users/admin-login",
      "/api/users/admin-create",
      "/mail",
      "/api/voter",
      "/api/voter/add",
      "/api/voter/update/{sl_no}/{assembly_constituency}",
      "/api/voter/{sl_no}/{assembly_constituency}",
      "/api/voter/export.csv",
      "/api/voter/import",
    ]) {
      expect(paths, path).toContain(path);
    }
  });
});
