// /robots.txt and /sitemap.xml (docs/product.md: public site): search engines are kept out of the private screens
// and find every public page and every product, however many there are.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { pathInLanguage } from "@app/shared/i18n";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "../../lib/ids";
import { auth, buildTestApp, createUser, type TestApp } from "../../test/test-app";
import { createInstituteService } from "../institute/institute.service";
import { INDEXED_PAGES } from "./page-head";

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
      name_en: `Notebook ${i}`,
      description_en: "Ruled, 200 pages",
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
    for (const path of INDEXED_PAGES) {
      expect(res.body).toContain(`<loc>https://institute.example${path}</loc>`);
      expect(res.body).toContain(
        `<loc>https://institute.example${pathInLanguage(path, "bn")}</loc>`,
      );
    }
    const products = res.body.match(/<loc>https:\/\/institute\.example\/single\?id=[^<]+<\/loc>/g);
    expect(products).toHaveLength(count);
    expect(new Set(products).size).toBe(count);
    const bengali = res.body.match(
      /<loc>https:\/\/institute\.example\/bn\/single\?id=[^<]+<\/loc>/g,
    );
    expect(bengali).toHaveLength(count);
    // Each address names the page in every language, Bengali's English twin included.
    expect(res.body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(res.body).toContain(
      "<url><loc>https://institute.example/bn/fees</loc>" +
        '<xhtml:link rel="alternate" hreflang="en" href="https://institute.example/fees"/>' +
        '<xhtml:link rel="alternate" hreflang="bn" href="https://institute.example/bn/fees"/>' +
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://institute.example/fees"/></url>',
    );
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
        name_en: 'Geometry box "Pro" <deluxe>',
        description_en: "Compass, divider and protractor, $& more",
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

  it("describes every course of the catalogue on /fees, of every group, in the page's language", async () => {
    const staff = await createUser(site.app, "staff", "Sam Staff");
    const course = (code: string, group: string, en: string, bn: string, totalFee: number) => ({
      code,
      group,
      level: "",
      durationMonths: 10,
      name: { en, bn },
      description: { en: "", bn: "" },
      subjects: { en: "", bn: "" },
      totalFee,
      feePlan: { kind: "once" },
      admissionOpen: true,
    });
    for (const body of [
      course("seo-class9", "school", "Class IX science", "নবম শ্রেণির বিজ্ঞান", 1_200_000),
      course("seo-wbjee", "entrance", "WBJEE for SEO", "ডব্লিউবিজেইই এসইও", 2_450_000),
    ]) {
      const res = await site.app.inject({
        method: "POST",
        url: "/api/staff/courses",
        headers: auth(staff.token),
        payload: body,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const english = jsonLd((await site.app.inject({ method: "GET", url: "/fees" })).body);
    const byName = new Map(english.map((one) => [one.name, one]));
    // The fee table's computer courses and the other groups' courses alike.
    expect(byName.get("Fullstack (MERN)")?.offers).toMatchObject({ price: "17000.00" });
    expect(byName.get("Class IX science")).toMatchObject({
      inLanguage: "en",
      description: expect.stringMatching(/^Class IX science: 10 months at /),
      offers: { price: "12000.00", priceCurrency: "INR" },
    });
    expect(byName.get("WBJEE for SEO")?.offers).toMatchObject({ price: "24500.00" });

    const bengali = jsonLd((await site.app.inject({ method: "GET", url: "/bn/fees" })).body);
    const names = bengali.map((one) => one.name);
    expect(names).toContain("নবম শ্রেণির বিজ্ঞান");
    expect(names).toContain("ডব্লিউবিজেইই এসইও");
    expect(bengali).toHaveLength(english.length);
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

  const alternateLinks = (html: string): Record<string, string> =>
    Object.fromEntries(
      [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map(
        (match) => [match[1], match[2]],
      ),
    );

  it("serves the Bengali home page at /bn/, in Bengali, naming its English twin", async () => {
    const res = await site.app.inject({ method: "GET", url: "/bn/", headers: { accept: "*/*" } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="bn">');
    expect(res.body).toContain("<title>পলাশী ইনস্টিটিউট: পশ্চিমবঙ্গে কোর্স, ভ্রমণ ও দোকান</title>");
    expect(res.body).toContain('<link rel="canonical" href="https://institute.example/bn/" />');
    expect(res.body).toContain('<meta property="og:locale" content="bn_IN" />');
    expect(res.body).toContain('<meta property="og:locale:alternate" content="en_IN" />');
    expect(alternateLinks(res.body)).toEqual({
      en: "https://institute.example/",
      bn: "https://institute.example/bn/",
      "x-default": "https://institute.example/",
    });

    const english = await site.app.inject({ method: "GET", url: "/" });
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('<html lang="en">');
    expect(alternateLinks(english.body).bn).toBe("https://institute.example/bn/");
  });

  it("serves a Bengali page the browser draws (/bn/test, /bn/sign-in) in Bengali from its first HTML", async () => {
    for (const url of ["/bn/test", "/bn/sign-in", "/bn/verify-email?token=x"]) {
      const res = await site.app.inject({ method: "GET", url, headers: { accept: "text/html" } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<html lang="bn">');
      expect(res.headers["cache-control"]).toBe("no-cache");
    }
    // Not a page: a file or a call under the prefix is not found, as anywhere else.
    const script = await site.app.inject({
      method: "GET",
      url: "/bn/app.js",
      headers: { accept: "*/*" },
    });
    expect(script.statusCode).toBe(404);
  });

  it("serves /bn/fees in Bengali, each course described in Bengali, linked both ways with /fees", async () => {
    const res = await site.app.inject({ method: "GET", url: "/bn/fees" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="bn">');
    expect(res.body).toContain("<title>কোর্সের ফি | ");
    expect(res.body).toContain(
      '<meta name="description" content="পলাশী ইনস্টিটিউট-এর প্রতিটি কোর্স, তার মেয়াদ এবং টাকায় মোট ফি।" />',
    );
    expect(res.body).toContain('<link rel="canonical" href="https://institute.example/bn/fees" />');
    expect(alternateLinks(res.body)).toEqual({
      en: "https://institute.example/fees",
      bn: "https://institute.example/bn/fees",
      "x-default": "https://institute.example/fees",
    });
    const courses = jsonLd(res.body);
    expect(courses.length).toBeGreaterThan(0);
    for (const course of courses) {
      expect(course).toMatchObject({ "@type": "Course", inLanguage: "bn" });
      // Bengali words, and the months in Bengali digits.
      expect(course.description).toMatch(/[০-৯]+ মাসের কোর্স।$/);
    }

    const english = await site.app.inject({ method: "GET", url: "/fees" });
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain(
      '<link rel="canonical" href="https://institute.example/fees" />',
    );
    expect(alternateLinks(english.body)).toMatchObject({ bn: "https://institute.example/bn/fees" });
    expect(jsonLd(english.body)[0]?.description).toMatch(/: \d+ months? at /);
  });

  it("serves a product's page and the account pages under /bn/ too", async () => {
    const product = await site.app.inject({ method: "GET", url: `/bn/single?id=${productId}` });
    expect(product.statusCode).toBe(200);
    expect(product.body).toContain('<html lang="bn">');
    expect(product.body).toContain(
      `<link rel="canonical" href="https://institute.example/bn/single?id=${productId}" />`,
    );
    expect(alternateLinks(product.body).en).toBe(
      `https://institute.example/single?id=${productId}`,
    );
    const reset = await site.app.inject({ method: "GET", url: "/bn/reset-password?token=x" });
    expect(reset.statusCode).toBe(200);
    expect(reset.body).toContain('<html lang="bn">');
  });

  it("names the institute as its staff saved it, in the page's language", async () => {
    const service = createInstituteService(site.app.db);
    const before = await service.get();
    await service.update({ ...before, name: "Nadia Academy", nameBn: "নদিয়া অ্যাকাডেমি" });
    try {
      const english = await site.app.inject({ method: "GET", url: "/" });
      expect(english.body).toContain(
        "<title>Nadia Academy: courses, trips and a shop in West Bengal</title>",
      );
      expect(english.body).toContain('<meta property="og:site_name" content="Nadia Academy" />');
      const teachers = await site.app.inject({ method: "GET", url: "/teachers" });
      expect(teachers.body).toContain("<title>Our teachers | Nadia Academy</title>");
      expect(teachers.body).toContain("The teachers of Nadia Academy, their subjects");
      const bengali = await site.app.inject({ method: "GET", url: "/bn/login" });
      expect(bengali.body).toContain(" | নদিয়া অ্যাকাডেমি</title>");
      expect(bengali.body).toContain('content="নদিয়া অ্যাকাডেমি-এ সাইন ইন করুন।"');
      expect(bengali.body).toContain('<meta property="og:site_name" content="নদিয়া অ্যাকাডেমি" />');
      for (const page of [english, teachers, bengali]) {
        expect(page.body).not.toContain("Plassey Institute");
      }
    } finally {
      await service.update(before);
    }
  });

  describe("the neutral entry /", () => {
    const entry = (headers: Record<string, string>) =>
      site.app.inject({ method: "GET", url: "/", headers });

    it("sends a first visit whose browser prefers Bengali to /bn/", async () => {
      const res = await entry({ "accept-language": "bn-IN,bn;q=0.9" });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe("/bn/");
      expect(res.headers.vary).toMatch(/accept-language/);
      expect(res.headers.vary).toMatch(/cookie/);
    });

    it("sends a reader who chose Bengali to /bn/, whatever their browser says", async () => {
      const res = await entry({ cookie: "lang=bn", "accept-language": "en-GB,en;q=0.9" });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe("/bn/");
    });

    it("keeps a reader who chose English, a browser preferring no Bengali and a crawler at /", async () => {
      for (const headers of <Record<string, string>[]>[
        { cookie: "lang=en", "accept-language": "bn-IN,bn;q=0.9" },
        { "accept-language": "en-IN,en;q=0.9,bn;q=0.5" },
        {},
      ]) {
        const res = await entry(headers);
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain('<html lang="en">');
        expect(res.headers.vary).toMatch(/accept-language, cookie/);
      }
    });
  });

  it("serves the institute's mark as a PNG for previews", async () => {
    const res = await site.app.inject({ method: "GET", url: "/og-image.png" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.rawPayload.subarray(1, 4).toString()).toBe("PNG");
  });
});
