import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorBody, expectIssue } from "./test/error-body";
import { auth, buildTestApp, createUser, type TestApp } from "./test/test-app";

let t: TestApp;
let webDir: string;

beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), "portal-web-"));
  mkdirSync(join(webDir, "assets"));
  writeFileSync(
    join(webDir, "index.html"),
    "<!doctype html><title>Portal</title><div id=root></div>",
  );
  writeFileSync(join(webDir, "assets", "index-abc123.js"), "console.log('app')");
  writeFileSync(join(webDir, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  t = await buildTestApp({ webDistDir: webDir }, (app) => {
    app.get("/api/test/boom", async () => {
      throw new Error("secret internals: connection string postgres://u:p@db");
    });
  });
});
afterAll(async () => {
  await t?.close();
  rmSync(webDir, { recursive: true, force: true });
});

const html = { accept: "text/html,application/xhtml+xml,*/*;q=0.8" };

describe("platform", () => {
  it("answers health when the database answers", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok" });
  });

  it("answers unknown /api paths with 404 JSON for any method, even when HTML is accepted", async () => {
    for (const method of ["GET", "POST", "DELETE"] as const) {
      const res = await t.app.inject({ method, url: "/api/nothing/here", headers: html });
      expect(res.statusCode).toBe(404);
      expect(res.headers["content-type"]).toContain("application/json");
      expect(res.json()).toMatchObject({ message: "Not found" });
    }
  });

  it("serves the web app and falls back to index.html for page paths", async () => {
    const page = await t.app.inject({ method: "GET", url: "/tickets", headers: html });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain("<div id=root>");
    expect(page.headers["cache-control"]).toBe("no-cache");
    const deep = await t.app.inject({ method: "GET", url: "/ticket/abc?x=1", headers: html });
    expect(deep.statusCode).toBe(200);
    const root = await t.app.inject({ method: "GET", url: "/", headers: html });
    expect(root.statusCode).toBe(200);
    expect(root.headers["cache-control"]).toBe("no-cache");
    const asset = await t.app.inject({ method: "GET", url: "/assets/index-abc123.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toContain("immutable");
    const icon = await t.app.inject({ method: "GET", url: "/favicon.svg" });
    expect(icon.headers["cache-control"]).toBe("no-cache");
    const missingAsset = await t.app.inject({ method: "GET", url: "/assets/missing.js" });
    expect(missingAsset.statusCode).toBe(404);
    expect(missingAsset.json()).toMatchObject({ message: "Not found" });
    const post = await t.app.inject({ method: "POST", url: "/tickets", headers: html });
    expect(post.statusCode).toBe(404);
  });

  it("sends security headers with the site's CSP", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    const csp = String(res.headers["content-security-policy"]);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self' https://checkout.razorpay.com",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob: https://*.tile.openstreetmap.org https://i.ytimg.com https://cdn.razorpay.com",
      "frame-src https://www.youtube-nocookie.com https://api.razorpay.com https://checkout.razorpay.com",
      "connect-src 'self' ws: wss: https://api.razorpay.com https://lumberjack.razorpay.com",
      "object-src 'none'",
      "frame-ancestors 'none'",
      "base-uri 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("sends the whole set of security headers with every kind of answer", async () => {
    // helmet's headers for the site's policy, as every answer has carried them.
    const expected = {
      "content-security-policy":
        "default-src 'self';script-src 'self' https://checkout.razorpay.com;" +
        "style-src 'self' 'unsafe-inline';" +
        "img-src 'self' data: blob: https://*.tile.openstreetmap.org https://i.ytimg.com https://cdn.razorpay.com;" +
        "frame-src https://www.youtube-nocookie.com https://api.razorpay.com https://checkout.razorpay.com;" +
        "connect-src 'self' ws: wss: https://api.razorpay.com https://lumberjack.razorpay.com;" +
        "media-src 'self' blob:;font-src 'self' data:;object-src 'none';" +
        "frame-ancestors 'none';base-uri 'self'",
      "cross-origin-opener-policy": "same-origin-allow-popups",
      "cross-origin-resource-policy": "same-origin",
      "origin-agent-cluster": "?1",
      "referrer-policy": "no-referrer",
      "strict-transport-security": "max-age=31536000; includeSubDomains",
      "x-content-type-options": "nosniff",
      "x-dns-prefetch-control": "off",
      "x-download-options": "noopen",
      "x-frame-options": "SAMEORIGIN",
      "x-permitted-cross-domain-policies": "none",
      "x-xss-protection": "0",
    };
    const answers = await Promise.all(
      [
        { url: "/api/health" }, // JSON
        { url: "/api/tickets" }, // 401 error
        { url: "/api/no-such-thing" }, // 404 JSON
        { url: "/some/page", headers: html }, // the app's page
        { url: "/assets/index-abc123.js" }, // a built file
        { url: "/api/test/boom" }, // a hidden 5xx
        { url: "/api/tickets/%ZZ" }, // an address the router cannot read (400)
        { url: `/api/tickets/${"x".repeat(300)}` }, // a path part over the router's limit (414)
      ].map((request) => t.app.inject({ method: "GET", ...request })),
    );
    for (const answer of answers) {
      for (const [name, value] of Object.entries(expected)) {
        expect(answer.headers[name], `${name} of ${answer.statusCode}`).toBe(value);
      }
      expect(answer.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("serves the OpenAPI document and its UI under its own CSP", async () => {
    const doc = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys(doc.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/api/users",
        "/api/tickets",
        "/api/tickets/{ticketId}/notes",
        "/api/staff/tickets",
      ]),
    );
    // The specification's /api/users/ and /api/tickets/ are answered by the paths above (the
    // router ignores a trailing slash); an OpenAPI path may not end with one.
    expect(paths).not.toContain("/api/users/");
    expect(paths).not.toContain("/api/tickets/");
    expect(paths).not.toContain("/api/test/boom/");
    const ui = await t.app.inject({ method: "GET", url: "/api/docs/" });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers["content-type"]).toContain("text/html");
    expect(String(ui.headers["content-security-policy"])).toContain("script-src 'self'");
  });
});

describe("errors", () => {
  it("hides the internals of a 5xx and returns the request id", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/test/boom" });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      message: "Internal Server Error",
      issues: [],
      requestId: res.headers["x-request-id"],
    });
    expect(res.body).not.toContain("secret");
  });

  it("answers malformed JSON with 400, a wrong content type with 415 and a huge body with 413", async () => {
    const user = await createUser(t.app);
    const post = (payload: string, contentType: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/tickets/",
        headers: { ...auth(user.token), "content-type": contentType },
        payload,
      });
    const malformed = await post('{"product": "plassey",', "application/json");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ message: "Malformed JSON body", issues: [] });
    expect(malformed.json().requestId).toBe(malformed.headers["x-request-id"]);
    const wrongType = await post("product=plassey", "application/x-www-form-urlencoded");
    expect(wrongType.statusCode).toBe(415);
    expect(typeof wrongType.json().message).toBe("string");
    const huge = await post(
      JSON.stringify({ product: "plassey", description: "x".repeat(2_000_000) }),
      "application/json",
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBeTruthy();
  });

  it("answers 503 from health when the database is gone", async () => {
    const other = await buildTestApp();
    try {
      await other.app.db.destroy();
      const res = await other.app.inject({ method: "GET", url: "/api/health" });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ message: "Database unavailable" });
    } finally {
      await other.close();
    }
  });

  it("refuses a NUL character in a body, a path or a query with 400 on every engine", async () => {
    const user = await createUser(t.app, "user", "Nul Tester");
    const headers = auth(user.token);
    const body = await t.app.inject({
      method: "POST",
      url: "/api/tickets",
      headers,
      payload: { product: "plassey", description: "before\u0000after" },
    });
    expect(body.statusCode).toBe(400);
    // Named by its field, as every refusal of one field is.
    expectIssue(body, "description", /NUL/);
    const nested = await t.app.inject({
      method: "POST",
      url: "/weath",
      payload: { text: "Kol\u0000kata" },
    });
    expect(nested.statusCode).toBe(400);
    const path = await t.app.inject({ method: "GET", url: "/api/tickets/%00", headers });
    expect(path.statusCode).toBe(400);
    expectIssue(path, "id", /NUL/);
    const query = await t.app.inject({
      method: "GET",
      url: "/api/tickets?status=%00",
      headers,
    });
    expect(query.statusCode).toBe(400);
    expectIssue(query, "status", /NUL/);
    // Nothing was stored.
    const list = await t.app.inject({ method: "GET", url: "/api/tickets", headers });
    expect(list.json()).toEqual([]);
  });

  it("answers a refused body with an issue per field, an unknown key on that key", async () => {
    const user = await createUser(t.app);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/tickets",
      headers: auth(user.token),
      payload: { product: "taj", description: "x".repeat(5001), owner: "a", status: "closed" },
    });
    expect(res.statusCode).toBe(400);
    const { message, issues } = errorBody(res);
    expect(issues.map((issue) => issue.path).sort()).toEqual([
      "description",
      "owner",
      "product",
      "status",
    ]);
    expectIssue(
      res,
      "product",
      "Please choose a trip: Plassey Monument, Hazarduari Palace or Nabadwip Iskon Temple",
    );
    expectIssue(res, "description", "Description is too long");
    expectIssue(res, "owner", 'Unrecognized key: "owner"');
    expectIssue(res, "status", 'Unrecognized key: "status"');
    expect(message).toBe(issues[0]?.message);
    // A body that is not an object is about the request as a whole.
    const list = await t.app.inject({
      method: "POST",
      url: "/api/tickets",
      headers: { ...auth(user.token), "content-type": "application/json" },
      payload: "[1]",
    });
    expect(list.statusCode).toBe(400);
    expect(errorBody(list).issues).toEqual([{ path: "", message: errorBody(list).message }]);
  });
});
