// The shop's routes as a whole: described in the OpenAPI document, and never a 5xx for odd input.
import { describe, expect, it } from "vitest";
import * as surface from "../../test/api-surface";
import { expectIssue } from "../../test/error-body";
import { multipartForm } from "../../test/multipart";
import { photoPart, pngImage } from "../../test/shop-fixtures";
import { auth } from "../../test/test-app";

const t = surface.appWithAdmin();

describe("OpenAPI document", () => {
  it("lists the product, order and invoice routes with their answers", async () => {
    const expected: [string, string, string[]][] = [
      ["/photo", "get", ["200", "400"]],
      ["/cloudinary", "post", ["201", "400", "401", "403", "413", "415"]],
      ["/delphoto", "post", ["200", "400", "401", "403", "404"]],
      ["/single/photo", "post", ["200", "400", "404"]],
      ["/search", "post", ["200", "400"]],
      ["/api/users/order", "post", ["201", "400", "401"]],
      ["/api/users/order", "get", ["200", "401"]],
      ["/api/users/order/{id}", "put", ["200", "400", "401", "403", "404"]],
      ["/api/invoices", "post", ["201", "400", "401", "403"]],
      ["/api/invoices", "get", ["200", "401", "403"]],
      ["/api/invoices/{id}", "get", ["200", "404"]],
      ["/api/invoices/{id}/pdf", "get", ["200", "404"]],
    ];
    const doc = await surface.documented(t.app, expected);
    for (const path of ["/api/users/order", "/api/invoices", "/search", "/single/photo"]) {
      expect(doc.paths[path]?.post?.requestBody, path).toBeDefined();
    }
    expect(doc.paths["/api/invoices/{id}/pdf"]?.get?.responses?.["200"]).toHaveProperty([
      "content",
      "application/pdf",
    ]);
  });
});

const ODD_BODIES = [
  ...surface.ODD_JSON,
  '{"id":null,"category":[],"anytext":{"$regex":".*"}}',
  '{"lines":null}',
  '{"lines":[null]}',
  '{"lines":[{"productId":{},"qty":1e400}]}',
  '{"lines":[{"productId":"x","qty":-1}]}',
  '{"status":null}',
  '{"idvalue":"x","pin":1e21,"mobile":-1,"gender":[],"address":1}',
  '{"idvalue":{"category":{"$gt":""}}}',
  '{"__proto__":{"admin":true},"constructor":{"prototype":{}}}',
  `{"anytext":"${"%".repeat(200)}"}`,
  // PostgreSQL cannot store NUL in text: refused as bad input, never passed to the database.
  '{"id":"a\\u0000","category":"a\\u0000","anytext":"a\\u0000","address":"a\\u0000"}',
  '{"idvalue":{"category":"a\\u0000"},"address":"x","gender":"male","pin":"742101","mobile":"9876543210"}',
  '{"lines":[{"productId":"a\\u0000","qty":1}]}',
];

describe("odd input", () => {
  it("never answers 5xx on the shop's routes", async () => {
    const routes: [string, string][] = [
      ["POST", "/delphoto"],
      ["POST", "/single/photo"],
      ["POST", "/search"],
      ["POST", "/api/users/order"],
      ["PUT", "/api/users/order/some-id"],
      ["PUT", `/api/users/order/${"x".repeat(100)}`],
      ["PUT", "/api/users/order/a%00b"],
      ["POST", "/api/invoices"],
      ["POST", "/cloudinary"],
    ];
    await surface.expectNo5xx(t.app, t.admin.token, routes, ODD_BODIES);
    for (const url of [
      "/photo?kind=",
      "/photo?kind[]=shop",
      `/api/invoices/${"x".repeat(100)}`,
      "/api/invoices/%00/pdf",
      "/media/products/../../jwt-secret",
      "/media/products/%2e%2e%2fportal.sqlite",
    ]) {
      const res = await t.app.inject({ method: "GET", url, headers: auth(t.admin.token) });
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.statusCode === 200 && url.startsWith("/media"), url).toBe(false);
    }
    const broken: [string, string][] = [
      ...surface.BROKEN_FORMS,
      // Many text fields: beyond the form's field limit.
      [
        "multipart/form-data; boundary=yy",
        `${Array.from({ length: 30 }, (_, i) => `--yy\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nv\r\n`).join("")}--yy--\r\n`,
      ],
    ];
    await surface.expectBrokenFormsRefused(
      t.app,
      t.admin.token,
      ["POST", "/cloudinary"],
      broken,
      (contentType) => contentType,
    );
  });
});

describe("text the database cannot store", () => {
  it("refuses a NUL character in a product's fields with 400", async () => {
    const body = multipartForm([
      { name: "name", value: "Lamp\u0000" },
      { name: "title", value: "ok" },
      { name: "price", value: "1" },
      { name: "sellprice", value: "1" },
      photoPart(await pngImage()),
    ]);
    const res = await t.app.inject({
      method: "POST",
      url: "/cloudinary",
      headers: { ...body.headers, ...auth(t.admin.token) },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(400);
    expectIssue(res, "name");
  });
});
