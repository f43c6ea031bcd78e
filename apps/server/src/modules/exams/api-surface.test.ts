// The admissions and exam routes as a whole: described in the OpenAPI document, and never a 5xx for odd input.
import type { AuthUser } from "@app/shared/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auth, buildTestApp, createUser, type TestApp } from "../../test/test-app";

let t: TestApp;
let admin: AuthUser;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.app, "admin");
});
afterAll(async () => {
  await t?.close();
});

type Operation = { requestBody?: unknown; responses?: Record<string, unknown> };
type Document = { paths: Record<string, Record<string, Operation>> };

describe("OpenAPI document", () => {
  it("lists the admission, student, photo, quiz and entrance-test routes", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json<Document>();
    const expected: [string, string, string[]][] = [
      ["/api/users/admission", "post", ["201", "400", "401", "409"]],
      ["/api/users/admission", "get", ["200", "401"]],
      ["/api/users/newstudentlist", "get", ["200", "401", "403"]],
      ["/api/users/newstudentlist/{id}", "put", ["200", "400", "403", "404"]],
      ["/students", "get", ["200", "401", "403"]],
      ["/users/add", "post", ["201", "400", "401", "403", "413", "415"]],
      ["/api/teachers", "get", ["200"]],
      ["/api/teachers/{id}", "delete", ["204", "404"]],
      ["/api/quiz", "get", ["200"]],
      ["/api/users/qmarks", "post", ["200", "201", "400"]],
      ["/api/users/qmarks", "get", ["200"]],
      ["/api/quiz/results", "get", ["200", "403"]],
      ["/api/entrance-test", "get", ["200"]],
      ["/api/entrance-test/start", "post", ["200", "201", "409"]],
      ["/api/entrance-test/submit", "post", ["200", "400", "409"]],
      ["/api/entrance-test/results", "get", ["200", "403"]],
    ];
    for (const [path, method, statuses] of expected) {
      const operation = doc.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(Object.keys(operation?.responses ?? {}), `${method} ${path}`).toEqual(
        expect.arrayContaining(statuses),
      );
    }
    expect(doc.paths["/api/users/admission"]?.post?.requestBody).toBeDefined();
    expect(doc.paths["/api/entrance-test/submit"]?.post?.requestBody).toBeDefined();
  });
});

const ODD_BODIES = [
  "null",
  "[]",
  '"text"',
  "42",
  "{",
  "{}",
  '{"answers":null}',
  '{"answers":[]}',
  '{"answers":{"one":{"$gt":""}}}',
  '{"status":null}',
  '{"classes":1e400,"pin":1e21,"mobile":-1,"course":{},"gender":[],"address":1}',
  '{"__proto__":{"admin":true},"constructor":{"prototype":{}}}',
];

describe("odd input", () => {
  it("never answers 5xx on the admissions and exam routes", async () => {
    const routes: [string, string][] = [
      ["POST", "/api/users/admission"],
      ["PUT", "/api/users/newstudentlist/some-id"],
      ["PUT", `/api/users/newstudentlist/${"x".repeat(100)}`],
      ["POST", "/api/users/qmarks"],
      ["POST", "/api/entrance-test/start"],
      ["POST", "/api/entrance-test/submit"],
      ["POST", "/users/add"],
      ["DELETE", "/api/teachers/nope"],
    ];
    for (const [method, url] of routes) {
      for (const payload of ODD_BODIES) {
        const res = await t.app.inject({
          method: method as "POST" | "PUT" | "DELETE",
          url,
          headers: { ...auth(admin.token), "content-type": "application/json" },
          payload,
        });
        expect(res.statusCode, `${method} ${url} ${payload}`).toBeLessThan(500);
      }
    }
    const broken: [string, string][] = [
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
    // The profile picture upload shares the multipart plumbing.
    for (const [method, url] of [
      ["POST", "/users/add"],
      ["PUT", "/api/users/me/avatar"],
    ] as const) {
      for (const [contentType, payload] of broken) {
        const res = await t.app.inject({
          method,
          url,
          headers: { ...auth(admin.token), "content-type": contentType },
          payload,
        });
        expect(res.statusCode, `${url} ${contentType}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${url} ${contentType}`).toBeLessThan(500);
      }
    }
  });
});
