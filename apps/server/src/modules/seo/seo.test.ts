// /robots.txt and /sitemap.xml (docs/product.md: public site): search engines are kept out of the private screens
// and find every public page and every product, however many there are.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "../../lib/ids";
import { buildTestApp, type TestApp } from "../../test/test-app";
import { PUBLIC_PAGES } from "./page-head";

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

describe("the public pages' head", () => {
  let site: TestApp;
  let productId: string;
  beforeAll(async () => {
    const webDir = mkdtempSync(join(tmpdir(), "portal-web-"));
    writeFileSync(
      join(webDir, "index.html"),
      '<!doctype html><html><head><meta name="description" content="Generic" />' +
        "<title>Plassey Institute</title></head><body><div id=root></div></body></html>",
    );
    site = await buildTestApp({ publicUrl: "https://institute.example", webDistDir: webDir });
    productId = newId();
    await site.app.db
      .insertInto("products")
      .values({
        id: productId,
        name: 'Geometry box "Pro" <deluxe>',
        title: "Compass, divider and protractor, $& more",
        price_paise: 25000,
        sellprice_paise: 19900,
        kind: "shop",
        image1: "a1b2.webp",
        image2: null,
        image3: null,
        created_at: "2026-11-20T10:00:00.000Z",
      })
      .execute();
  });
  afterAll(async () => {
    await site?.close();
  });

  const jsonLd = (html: string): Record<string, unknown>[] =>
    [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1] ?? "{}") as Record<string, unknown>,
    );

  it("gives a product's page its title, picture, price and Product JSON-LD, to any client", async () => {
    const res = await site.app.inject({
      method: "GET",
      url: `/single?id=${productId}`,
      headers: { accept: "*/*" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("<title>Geometry box &quot;Pro&quot; &lt;deluxe&gt;</title>");
    expect(res.body).toContain(
      '<meta property="og:title" content="Geometry box &quot;Pro&quot; &lt;deluxe&gt;" />',
    );
    expect(res.body).toContain(
      '<meta property="og:image" content="https://institute.example/media/products/a1b2.webp" />',
    );
    expect(res.body).toContain('<meta property="product:price:amount" content="199.00" />');
    expect(res.body).toContain(
      `<link rel="canonical" href="https://institute.example/single?id=${productId}" />`,
    );
    expect(res.body).not.toContain("Generic");
    expect(res.body).toContain(
      '<meta name="description" content="Compass, divider and protractor, $&amp; more" />',
    );
    const [product] = jsonLd(res.body);
    // Google's required fields for a Product with an Offer.
    expect(product).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Product",
      name: 'Geometry box "Pro" <deluxe>',
      image: ["https://institute.example/media/products/a1b2.webp"],
      offers: { "@type": "Offer", price: "199.00", priceCurrency: "INR" },
    });
    // The name's "<" cannot end the script element early.
    expect(res.body).not.toContain("<deluxe>");
  });

  it("answers 404 for a product that does not exist, with the app to say so", async () => {
    const res = await site.app.inject({ method: "GET", url: "/single?id=nope" });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain("<div id=root>");
  });

  it("describes the institute on the home page and each course with its fee on /fees", async () => {
    const home = await site.app.inject({ method: "GET", url: "/", headers: { accept: "*/*" } });
    expect(home.statusCode).toBe(200);
    const [organization] = jsonLd(home.body);
    expect(organization).toMatchObject({
      "@type": "EducationalOrganization",
      address: { "@type": "PostalAddress", addressCountry: "IN" },
    });
    expect(organization?.telephone).toMatch(/^\+\d{10,15}$/);

    const fees = await site.app.inject({ method: "GET", url: "/fees" });
    const courses = jsonLd(fees.body);
    expect(courses.length).toBeGreaterThan(0);
    for (const course of courses) {
      // Google's required fields for a Course, and its fee as an Offer in rupees.
      expect(course).toMatchObject({
        "@type": "Course",
        name: expect.any(String),
        description: expect.any(String),
        provider: { "@type": "EducationalOrganization", name: expect.any(String) },
        offers: {
          "@type": "Offer",
          priceCurrency: "INR",
          price: expect.stringMatching(/^\d+\.00$/),
        },
      });
    }
    expect(fees.body).toContain("<title>Course fees | ");
  });

  it("compresses the page for a client that accepts it", async () => {
    const res = await site.app.inject({
      method: "GET",
      url: "/shop",
      headers: { "accept-encoding": "br" },
    });
    expect(res.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('content="E-shop | ');
  });

  it("serves the institute's mark as a PNG for previews", async () => {
    const res = await site.app.inject({ method: "GET", url: "/og-image.png" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.rawPayload.subarray(1, 4).toString()).toBe("PNG");
  });
});
