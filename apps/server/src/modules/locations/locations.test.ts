import type { MapUser, OwnMapData } from "@app/shared/locations";
import type { AuthUser } from "@app/shared/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectIssue } from "../../test/error-body";
import { auth, buildTestApp, createUser, type TestApp } from "../../test/test-app";

let t: TestApp;
let alice: AuthUser;
let bob: AuthUser;

beforeAll(async () => {
  t = await buildTestApp();
  alice = await createUser(t.app, "user", "Alice");
  bob = await createUser(t.app, "user", "Bob");
});
afterAll(async () => {
  await t?.close();
});

type Method = "GET" | "POST" | "DELETE";
const call = (method: Method, user?: AuthUser, payload?: object) =>
  t.app.inject({
    method,
    url: "/api/users/mapdata",
    headers: user ? auth(user.token) : {},
    ...(payload ? { payload } : {}),
  });

const mine = async (user: AuthUser) => (await call("GET", user)).json<OwnMapData>().location;

describe("location sharing", () => {
  it("refuses every call without a valid token", async () => {
    for (const method of ["GET", "POST", "DELETE"] as const) {
      const res = await call(
        method,
        undefined,
        method === "POST" ? { lat: 1, long: 2 } : undefined,
      );
      expect(res.statusCode, method).toBe(401);
    }
    const forged = await t.app.inject({
      method: "GET",
      url: "/api/users/mapdata",
      headers: { authorization: "Bearer not-a-token" },
    });
    expect(forged.statusCode).toBe(401);
  });

  it("answers null before the user shares anything", async () => {
    const res = await call("GET", alice);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ location: null });
  });

  it("stores the caller's position under the account's name and email, whatever the body says", async () => {
    // `name` and `email` (the specification's client sends them) are ignored; a field the call
    // does not take, such as another account's id, is refused.
    const forged = await call("POST", alice, { lat: 24.1, long: 88.25, user: bob._id });
    expect(forged.statusCode).toBe(400);
    expectIssue(forged, "user", /^Unrecognized key/);
    expect(await mine(alice)).toBeNull();
    const res = await call("POST", alice, {
      name: "Mallory",
      email: "mallory@evil.test",
      lat: 24.1,
      long: 88.25,
      speed: 1.5,
    });
    expect(res.statusCode).toBe(201);
    const location = res.json<MapUser>();
    expect(location).toMatchObject({
      user: alice._id,
      name: "Alice",
      email: alice.email,
      lat: 24.1,
      long: 88.25,
      speed: 1.5,
    });
    expect(location.createdAt).toBe(location.updatedAt);
    expect(await mine(alice)).toEqual(location);
  });

  it("replaces the position on the next share instead of adding a second record", async () => {
    const first = await mine(alice);
    const res = await call("POST", alice, { lat: -33.8688, long: 151.2093 });
    expect(res.statusCode).toBe(200);
    const updated = res.json<MapUser>();
    expect(updated).toMatchObject({
      _id: first?._id,
      createdAt: first?.createdAt,
      lat: -33.8688,
      long: 151.2093,
      speed: null,
    });
    expect(await mine(alice)).toEqual(updated);
    const rows = await t.app.db
      .selectFrom("map_users")
      .select("id")
      .where("user_id", "=", alice._id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("keeps each user's position apart", async () => {
    const before = await mine(alice);
    const res = await call("POST", bob, { lat: 22.57, long: 88.36 });
    expect(res.statusCode).toBe(201);
    expect(res.json<MapUser>()).toMatchObject({ user: bob._id, name: "Bob", email: bob.email });
    expect(await mine(alice)).toEqual(before);
    expect((await mine(bob))?.lat).toBe(22.57);
  });

  it("stops sharing: DELETE removes the caller's own position only, and is 204 when repeated", async () => {
    const res = await call("DELETE", bob);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe("");
    expect(await mine(bob)).toBeNull();
    expect(await mine(alice)).not.toBeNull();
    expect((await call("DELETE", bob)).statusCode).toBe(204);
  });

  it("refuses positions outside the globe and missing or non-numeric fields with 400", async () => {
    const bad: [object, string, RegExp?][] = [
      [{ lat: 90.5, long: 0 }, "lat", /^The latitude must be a number from -90 to 90$/],
      [{ lat: -91, long: 0 }, "lat"],
      [{ lat: 0, long: 180.1 }, "long", /^The longitude must be a number from -180 to 180$/],
      [{ lat: "north", long: 0 }, "lat", /^The latitude must be a number/],
      [{ long: 0 }, "lat"],
      [{ lat: 0, long: 0, speed: -1 }, "speed"],
    ];
    for (const [payload, field, message] of bad) {
      const res = await call("POST", alice, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expectIssue(res, field, message);
    }
    expect((await mine(alice))?.lat).toBe(-33.8688);
  });
});
