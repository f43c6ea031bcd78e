// The admin's views of shared positions: list, view one, delete.
import type { MapUser } from "@app/shared/locations";
import type { AuthUser } from "@app/shared/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, auth, buildTestApp, createUser, login, type TestApp } from "../../test/test-app";

let t: TestApp;
let alice: AuthUser;
let bob: AuthUser;
let admin: AuthUser;

beforeAll(async () => {
  t = await buildTestApp();
  alice = await createUser(t.app, "user", "Alice");
  bob = await createUser(t.app, "user", "Bob");
  admin = await login(t.app, ADMIN.email, ADMIN.password);
  for (const [who, lat, long] of [
    [alice, 24.1, 88.25],
    [bob, 22.57, 88.36],
  ] as const) {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/users/mapdata",
      headers: auth(who.token),
      payload: { lat, long },
    });
    expect(res.statusCode).toBe(201);
  }
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: "GET", url, headers: auth(admin.token) });

describe("map users (admin)", () => {
  it("lists everyone's position with name, email, lat and long, latest first", async () => {
    const res = await get("/api/users/getmapdata");
    expect(res.statusCode).toBe(200);
    const rows = res.json<MapUser[]>();
    expect(rows.map((r) => [r.name, r.email, r.lat, r.long])).toEqual([
      ["Bob", bob.email, 22.57, 88.36],
      ["Alice", alice.email, 24.1, 88.25],
    ]);
  });

  it("answers one position as an array whose first element has lat and long; 404 unknown", async () => {
    const [, aliceRow] = (await get("/api/users/getmapdata")).json<MapUser[]>();
    const res = await get(`/api/users/getmaplatlong/${aliceRow?._id}`);
    expect(res.statusCode).toBe(200);
    const [first] = res.json<MapUser[]>();
    expect(first).toMatchObject({ name: "Alice", lat: 24.1, long: 88.25 });
    expect((await get("/api/users/getmaplatlong/unknown-id")).statusCode).toBe(404);
  });

  it("deletes a position; the user then has none; a repeat is 404", async () => {
    const [bobRow] = (await get("/api/users/getmapdata")).json<MapUser[]>();
    const url = `/api/users/deletemap/${bobRow?._id}`;
    const del = await t.app.inject({ method: "DELETE", url, headers: auth(admin.token) });
    expect(del.statusCode).toBe(204);
    const mine = await t.app.inject({
      method: "GET",
      url: "/api/users/mapdata",
      headers: auth(bob.token),
    });
    expect(mine.json()).toEqual({ location: null });
    expect((await get("/api/users/getmapdata")).json<MapUser[]>()).toHaveLength(1);
    const again = await t.app.inject({ method: "DELETE", url, headers: auth(admin.token) });
    expect(again.statusCode).toBe(404);
  });
});
