// The admissions and exam routes as a whole: described in the OpenAPI document, and never a 5xx for odd input.
import { describe, expect, it } from "vitest";
import * as surface from "../../test/api-surface";

const t = surface.appWithAdmin();

describe("OpenAPI document", () => {
  it("lists the admission, student, photo, quiz and entrance-test routes", async () => {
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
    const doc = await surface.documented(t.app, expected);
    expect(doc.paths["/api/users/admission"]?.post?.requestBody).toBeDefined();
    expect(doc.paths["/api/entrance-test/submit"]?.post?.requestBody).toBeDefined();
  });
});

const ODD_BODIES = [
  ...surface.ODD_JSON,
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
    await surface.expectNo5xx(t.app, t.admin.token, routes, ODD_BODIES);
    // The profile picture upload shares the multipart plumbing.
    for (const upload of [
      ["POST", "/users/add"],
      ["PUT", "/api/users/me/avatar"],
    ] as const) {
      await surface.expectBrokenFormsRefused(
        t.app,
        t.admin.token,
        upload,
        surface.BROKEN_FORMS,
        (contentType) => `${upload[1]} ${contentType}`,
      );
    }
  });
});
