import type { Mechanic } from "@app/shared/mechanics";
import type { AuthUser } from "@app/shared/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectIssue } from "../../test/error-body";
import { ADMIN, auth, buildTestApp, createUser, login, type TestApp } from "../../test/test-app";

let t: TestApp;
let admin: AuthUser;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await login(t.app, ADMIN.email, ADMIN.password);
});
afterAll(async () => {
  await t?.close();
});

const call = (method: "GET" | "POST" | "DELETE", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: auth(admin.token), ...(payload ? { payload } : {}) });
const list = async () => (await call("GET", "/api/mechanics")).json<Mechanic[]>();

describe("mechanics", () => {
  it("adds mechanics and lists them newest first, phone numbers normalised", async () => {
    const first = await call("POST", "/api/mechanics", {
      name: "  Ratan Mondal ",
      email: "Ratan@Garage.test",
      phone: "+91 98765-43210",
    });
    expect(first.statusCode).toBe(201);
    expect(first.json<Mechanic>()).toMatchObject({
      name: "Ratan Mondal",
      email: "ratan@garage.test",
      phone: "9876543210",
    });
    const second = await call("POST", "/api/mechanics", {
      name: "Anjali Paul",
      email: "anjali@garage.test",
      phone: "033 2456 7890",
    });
    expect(second.statusCode).toBe(201);
    expect((await list()).map((m) => m.name)).toEqual(["Anjali Paul", "Ratan Mondal"]);
  });

  it("refuses a bad email or phone and missing fields with 400 naming the field", async () => {
    const cases: [object, string, RegExp?][] = [
      [{ name: "A", email: "not-an-email", phone: "9876543210" }, "email"],
      [{ name: "A", email: "a@garage.test", phone: "12345" }, "phone", /^Phone must be/],
      [{ name: "A", email: "a@garage.test", phone: "call me" }, "phone"],
      [{ name: " ", email: "a@garage.test", phone: "9876543210" }, "name"],
      [{ email: "a@garage.test", phone: "9876543210" }, "name"],
    ];
    for (const [payload, field, message] of cases) {
      const res = await call("POST", "/api/mechanics", payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expectIssue(res, field, message);
    }
    expect(await list()).toHaveLength(2);
  });

  it("refuses a bad phone in the language of an admin who reads Bengali", async () => {
    const bengali = await createUser(t.app, "admin", "Rupa Admin");
    const chosen = await t.app.inject({
      method: "PUT",
      url: "/api/users/me",
      headers: auth(bengali.token),
      payload: { locale: "bn" },
    });
    expect(chosen.statusCode).toBe(200);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/mechanics",
      headers: auth(bengali.token),
      payload: { name: "A", email: "a@garage.test", phone: "12345" },
    });
    expect(res.statusCode).toBe(400);
    expectIssue(res, "phone", /^ফোন নম্বর/);
  });

  it("deletes a mechanic; an unknown or repeated id is 404", async () => {
    const [first] = await list();
    const res = await call("DELETE", `/api/mechanics/${first?._id}`);
    expect(res.statusCode).toBe(204);
    expect((await list()).map((m) => m.name)).toEqual(["Ratan Mondal"]);
    expect((await call("DELETE", `/api/mechanics/${first?._id}`)).statusCode).toBe(404);
    expect((await call("DELETE", "/api/mechanics/no%00such")).statusCode).toBe(400);
  });
});
