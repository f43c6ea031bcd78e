import type { AuthUser } from "@app/shared/users";
import type { Vehicle } from "@app/shared/vehicles";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectIssue } from "../../test/error-body";
import { ADMIN, auth, buildTestApp, login, type TestApp } from "../../test/test-app";

let t: TestApp;
let admin: AuthUser;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await login(t.app, ADMIN.email, ADMIN.password);
});
afterAll(async () => {
  await t?.close();
});

const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: auth(admin.token), ...(payload ? { payload } : {}) });
const list = async () => (await call("GET", "/api/vehicles")).json<Vehicle[]>();

describe("vehicles", () => {
  it("adds a vehicle (a year typed as text counts) and lists it", async () => {
    const res = await call("POST", "/api/vehicles", {
      year: "2019",
      make: "Tata",
      model: "Winger",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<Vehicle>()).toMatchObject({ year: 2019, make: "Tata", model: "Winger" });
    expect(await list()).toEqual([res.json()]);
  });

  it("refuses years outside 1886..next year, fractions and unknown fields with 400", async () => {
    const next = new Date().getFullYear() + 1;
    const cases: [object, string, RegExp?][] = [
      [{ year: 1885, make: "Benz", model: "Wagen" }, "year", /^Year must be from 1886/],
      [{ year: next + 1, make: "Tata", model: "Future" }, "year"],
      [{ year: 2001.5, make: "Tata", model: "Half" }, "year"],
      [{ year: "soon", make: "Tata", model: "Later" }, "year"],
      [{ year: 2001, make: "", model: "Sumo" }, "make"],
      [{ year: 2001, make: "Tata", model: "Sumo", colour: "red" }, "colour"],
    ];
    for (const [payload, field, message] of cases) {
      const res = await call("POST", "/api/vehicles", payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expectIssue(res, field, message);
    }
    expect(
      (await call("POST", "/api/vehicles", { year: next, make: "Tata", model: "New" })).statusCode,
    ).toBe(201);
    expect(
      (await call("POST", "/api/vehicles", { year: 1886, make: "Benz", model: "Motorwagen" }))
        .statusCode,
    ).toBe(201);
  });

  it("edits a vehicle with a strict body; an unknown id is 404", async () => {
    const [first] = await list();
    const url = `/api/vehicles/${first?._id}`;
    const res = await call("PUT", url, { year: 2020, make: "Tata", model: "Winger Platinum" });
    expect(res.statusCode).toBe(200);
    expect(res.json<Vehicle>()).toMatchObject({
      _id: first?._id,
      year: 2020,
      model: "Winger Platinum",
    });
    const strict = await call("PUT", url, { year: 2020, make: "Tata", model: "X", _id: "other" });
    expect(strict.statusCode).toBe(400);
    expect((await call("PUT", url, { year: 2020 })).statusCode).toBe(400);
    const unknown = await call("PUT", "/api/vehicles/nope", { year: 2020, make: "A", model: "B" });
    expect(unknown.statusCode).toBe(404);
    expect((await list())[0]).toMatchObject({ year: 2020, model: "Winger Platinum" });
  });

  it("takes a year typed on a Bengali keyboard and stores it in Latin digits", async () => {
    const [first] = await list();
    const url = `/api/vehicles/${first?._id}`;
    const res = await call("PUT", url, { year: "২০১৮", make: "Tata", model: "Winger Platinum" });
    expect(res.statusCode).toBe(200);
    expect(res.json<Vehicle>()).toMatchObject({ year: 2018 });
    expect((await list())[0]).toMatchObject({ year: 2018 });
  });

  it("deletes a vehicle; a repeated delete is 404", async () => {
    const [first] = await list();
    expect((await call("DELETE", `/api/vehicles/${first?._id}`)).statusCode).toBe(204);
    expect((await list()).map((v) => v._id)).not.toContain(first?._id);
    expect((await call("DELETE", `/api/vehicles/${first?._id}`)).statusCode).toBe(404);
  });
});
