// What the API-surface tests of a group of routes share: an app with an admin to call as, the
// OpenAPI document's operations checked for their answers, and odd or broken bodies that must be
// refused without a 5xx.
import type { AuthUser } from "@app/shared/users";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect } from "vitest";
import { auth, buildTestApp, createUser, type TestApp } from "./test-app";

type Operation = { requestBody?: unknown; responses?: Record<string, unknown> };
export type ApiDocument = { paths: Record<string, Record<string, Operation>> };

/**
 * Registers the file's app and an admin, made before its first test and closed after its last;
 * the object is the file's own.
 */
export function appWithAdmin(): { app: FastifyInstance; admin: AuthUser } {
  let t: TestApp | undefined;
  const world = {
    app: undefined as unknown as FastifyInstance,
    admin: undefined as unknown as AuthUser,
  };
  beforeAll(async () => {
    t = await buildTestApp();
    world.app = t.app;
    world.admin = await createUser(t.app, "admin");
  });
  afterAll(async () => {
    await t?.close();
  });
  return world;
}

/**
 * The OpenAPI document, checked to list each `[path, method, statuses]` with at least those
 * answers.
 */
export async function documented(
  app: FastifyInstance,
  expected: [string, string, string[]][],
): Promise<ApiDocument> {
  const res = await app.inject({ method: "GET", url: "/api/docs/json" });
  expect(res.statusCode).toBe(200);
  const doc = res.json<ApiDocument>();
  for (const [path, method, statuses] of expected) {
    const operation = doc.paths[path]?.[method];
    expect(operation, `${method} ${path}`).toBeDefined();
    expect(Object.keys(operation?.responses ?? {}), `${method} ${path}`).toEqual(
      expect.arrayContaining(statuses),
    );
  }
  return doc;
}

/** JSON texts no route takes: no object, a broken one, an empty one. */
export const ODD_JSON: readonly string[] = ["null", "[]", '"text"', "42", "{", "{}"];

/** Sends each JSON text of `bodies` to each `[method, url]` as `token`: never a 5xx. */
export async function expectNo5xx(
  app: FastifyInstance,
  token: string,
  routes: readonly [string, string][],
  bodies: readonly string[],
): Promise<void> {
  for (const [method, url] of routes) {
    for (const payload of bodies) {
      const res = await app.inject({
        method: method as "POST" | "PUT" | "DELETE",
        url,
        headers: { ...auth(token), "content-type": "application/json" },
        payload,
      });
      expect(res.statusCode, `${method} ${url} ${payload}`).toBeLessThan(500);
    }
  }
}

/** Bodies that are no form, or a form broken off: each `[content type, body]`. */
export const BROKEN_FORMS: readonly [string, string][] = [
  ["text/plain", "garbage"],
  ["multipart/form-data", "garbage"],
  ["multipart/form-data; boundary=x", "garbage"],
  [`multipart/form-data; boundary=${"b".repeat(300)}`, "garbage"],
  // Ends in the middle of the file part.
  [
    "multipart/form-data; boundary=zz",
    '--zz\r\nContent-Disposition: form-data; name="photo"; filename="a.png"\r\n\r\nabc',
  ],
];

/**
 * Sends each `[content type, body]` of `broken` to an upload as `token`: refused with a 4xx, never
 * a 5xx; `label` names a failure.
 */
export async function expectBrokenFormsRefused(
  app: FastifyInstance,
  token: string,
  [method, url]: readonly ["POST" | "PUT", string],
  broken: readonly [string, string][],
  label: (contentType: string) => string,
): Promise<void> {
  for (const [contentType, payload] of broken) {
    const res = await app.inject({
      method,
      url,
      headers: { ...auth(token), "content-type": contentType },
      payload,
    });
    expect(res.statusCode, label(contentType)).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, label(contentType)).toBeLessThan(500);
  }
}
