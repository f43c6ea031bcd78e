// /robots.txt and /sitemap.xml (issue 21): search engines are kept out of the private screens
// and find every public page and every product, however many there are.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "../../lib/ids";
import { buildTestApp, type TestApp } from "../../test/test-app";
import { PUBLIC_PAGES } from "./seo.routes";

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ publicUrl: "https://institute.example" });
});
afterAll(async () => {
  await t?.close();
});

describe("robots.txt", () => {
  it("keeps crawlers out of the API and the signed-in screens, and names the sitemap", async () => {
    const res = await t.app.inject({ method: "GET", url: "/robots.txt" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(res.body).toContain("User-agent: *\n");
    for (const path of ["/api/", "/staff", "/ticket", "/profile", "/admin"]) {
      expect(res.body).toContain(`Disallow: ${path}\n`);
    }
    expect(res.body).not.toMatch(/Disallow: \/(shop|fees|single)\b/);
    expect(res.body).toContain("Sitemap: https://institute.example/sitemap.xml");
  });
});

describe("sitemap.xml", () => {
  it("lists every public page and every product, across batches", async () => {
    const count = 2_345;
    const rows = Array.from({ length: count }, (_, i) => ({
      id: newId(),
      name: `Notebook ${i}`,
      title: "Ruled, 200 pages",
      price_paise: 5000,
      sellprice_paise: 4500,
      kind: "shop" as const,
      image1: "x.webp",
      image2: null,
      image3: null,
      created_at: "2026-11-20T10:00:00.000Z",
    }));
    for (let i = 0; i < rows.length; i += 500) {
      await t.app.db
        .insertInto("products")
        .values(rows.slice(i, i + 500))
        .execute();
    }
    const res = await t.app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    for (const path of PUBLIC_PAGES) {
      expect(res.body).toContain(`<loc>https://institute.example${path}</loc>`);
    }
    const products = res.body.match(/<loc>https:\/\/institute\.example\/single\?id=[^<]+<\/loc>/g);
    expect(products).toHaveLength(count);
    expect(new Set(products).size).toBe(count);
    expect(res.body).toContain("<lastmod>2026-11-20</lastmod>");
    expect(res.body).not.toContain("/staff");
  });
});
