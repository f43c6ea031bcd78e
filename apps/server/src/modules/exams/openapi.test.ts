// Issue 4's routes are described in the OpenAPI document with their schemas.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
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
