import type { Mechanic } from "@app/shared/mechanics";
import type { Vehicle } from "@app/shared/vehicles";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, auth, buildTestApp, login, type TestApp } from "../../test/test-app";
import { seedDemoAdmin } from "./demo-admin";

describe("demo mechanics and vehicles", () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp({ demoData: true });
    token = (await login(t.app, ADMIN.email, ADMIN.password)).token;
  });
  afterAll(async () => {
    await t.close();
  });

  const get = async <T>(url: string) =>
    (await t.app.inject({ method: "GET", url, headers: auth(token) })).json<T[]>();

  it("gives a first start a few mechanics and vehicles, once", async () => {
    // Newest first: the reverse of the order they were added in.
    expect((await get<Mechanic>("/api/mechanics")).map((m) => m.name)).toEqual([
      "Anjali Paul",
      "Bikash Ghosh",
      "Ratan Mondal",
    ]);
    expect(await get<Vehicle>("/api/vehicles")).toHaveLength(3);
    expect(await seedDemoAdmin(t.app.db)).toBe(false);
    expect(await get<Mechanic>("/api/mechanics")).toHaveLength(3);
  });
});
