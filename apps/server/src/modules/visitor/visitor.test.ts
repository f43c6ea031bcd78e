import type { VisitorCount } from "@app/shared/visitor";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const visit = (cookie?: string) =>
  t.app.inject({ method: "GET", url: "/visitor", headers: cookie ? { cookie } : {} });

const count = (res: LightMyRequestResponse): number => res.json<VisitorCount>().visitor;

/** The `name=value` part of the response's visited cookie, as a browser would send it back. */
function visitedCookie(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === "visited");
  if (!cookie) throw new Error("no visited cookie");
  return `${cookie.name}=${cookie.value}`;
}

describe("GET /visitor", () => {
  it("counts a browser once per 30 minutes, using a cookie", async () => {
    const first = await visit();
    expect(first.statusCode).toBe(200);
    const start = count(first);
    expect(start).toBeGreaterThanOrEqual(1);
    const cookie = first.cookies.find((c) => c.name === "visited");
    expect(cookie).toMatchObject({ maxAge: 1800, httpOnly: true, sameSite: "Lax", path: "/" });
    expect(first.headers["cache-control"]).toBe("no-store");

    // The same browser again (it sends the cookie back): read, not counted, cookie not renewed.
    const again = await visit(visitedCookie(first));
    expect(count(again)).toBe(start);
    expect(again.headers["set-cookie"]).toBeUndefined();

    // Another browser, or the same one after the cookie expired: counted.
    const other = await visit();
    expect(count(other)).toBe(start + 1);
    expect(visitedCookie(other)).toBe("visited=1");
  });

  it("loses no visit when many arrive at once", async () => {
    const before = count(await visit("visited=1"));
    const answers = await Promise.all(Array.from({ length: 20 }, () => visit()));
    const seen = answers.map(count).sort((a, b) => a - b);
    // Each visit got its own number: the increments did not overwrite each other.
    expect(seen).toEqual(Array.from({ length: 20 }, (_, i) => before + i + 1));
    expect(count(await visit("visited=1"))).toBe(before + 20);
  });

  it("ignores a malformed cookie header instead of failing", async () => {
    const res = await visit("visited; =; %%%");
    expect(res.statusCode).toBe(200);
  });
});
