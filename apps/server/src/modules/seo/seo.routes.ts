// What search engines read before any page (docs/product.md: public site): /robots.txt, which keeps them out of the
// API, the signed-in screens and the back office, and /sitemap.xml, which lists every public page
// and every product's page in each language. Products are read a batch at a time by id, never as one whole table.
import { DEFAULT_LANGUAGE, LANGUAGES } from "@app/shared/i18n";
import type { FastifyPluginAsync } from "fastify";
import { LRUCache } from "lru-cache";
import type { Config } from "../../config";
import { rowCount } from "../../lib/paging";
import { createInstituteService } from "../institute/institute.service";
import { alternates, escapeMarkup, INDEXED_PAGES } from "./page-head";

/** Signed-in and staff screens: nothing there for a search engine. */
const PRIVATE_PREFIXES = [
  "/api/",
  "/media/avatars/",
  "/staff",
  "/ticket",
  "/tickets",
  "/new-ticket",
  "/profile",
  "/dash",
  "/admin",
  "/order",
  "/seeorder",
  "/billing",
  "/settings",
];

/** A sitemap holds at most 50,000 addresses. */
const MAX_URLS = 50_000;
const BATCH = 1000;

/**
 * The institute's mark (apps/web/public/favicon.svg) in its brand colour, for previews that take
 * no SVG. The colour comes from the institute's settings, checked against `#rrggbb` on save.
 */
const markSvg = (brandColor: string) =>
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" ' +
  `rx="6" fill="${brandColor}"/><text x="16" y="22" font-family="sans-serif" font-size="18" ` +
  'font-weight="700" text-anchor="middle" fill="#fff">P</text></svg>';

export const seoRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  const base = config.publicUrl;
  const institute = createInstituteService(app.db);
  // One picture per brand colour (an admin rarely changes it), made when first asked for.
  const ogImages = new LRUCache<string, Promise<Buffer>>({ max: 8 });

  // The picture of a page without one of its own (link previews, the organisation's logo).
  app.get("/og-image.png", { schema: { hide: true } }, async (_request, reply) => {
    const { brandColor } = await institute.get();
    let ogImage = ogImages.get(brandColor);
    if (!ogImage) {
      ogImage = import("sharp").then(({ default: sharp }) =>
        sharp(Buffer.from(markSvg(brandColor)), { density: 1152 })
          .resize(512, 512)
          .png()
          .toBuffer(),
      );
      ogImages.set(brandColor, ogImage);
    }
    return reply
      .type("image/png")
      .header("cache-control", "public, max-age=86400")
      .send(await ogImage);
  });

  app.get("/robots.txt", { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type("text/plain; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(
        [
          "User-agent: *",
          ...PRIVATE_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
          "",
          `Sitemap: ${base}/sitemap.xml`,
          "",
        ].join("\n"),
      ),
  );

  app.get("/sitemap.xml", { schema: { hide: true } }, async (_request, reply) => {
    // Each page in each language, naming its other languages (hreflang) as Google asks of a
    // sitemap: every address lists them all, itself included.
    const entry = (path: string, extra = "") => {
      const links = alternates(base, path);
      const others = [
        ...LANGUAGES.map((language) => [language, links[language]] as const),
        ["x-default", links[DEFAULT_LANGUAGE]] as const,
      ].map(
        ([hreflang, href]) =>
          `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeMarkup(href)}"/>`,
      );
      return LANGUAGES.map(
        (language) =>
          `  <url><loc>${escapeMarkup(links[language])}</loc>${extra}${others.join("")}</url>`,
      );
    };
    const urls = INDEXED_PAGES.flatMap((path) => entry(path));
    let after = "";
    while (urls.length + LANGUAGES.length <= MAX_URLS) {
      const rows = await app.db
        .selectFrom("products")
        .select(["id", "created_at"])
        .where("id", ">", after)
        .orderBy("id")
        .limit(rowCount(Math.min(BATCH, Math.floor((MAX_URLS - urls.length) / LANGUAGES.length))))
        .execute();
      for (const row of rows) {
        urls.push(
          ...entry(
            `/single?id=${encodeURIComponent(row.id)}`,
            `<lastmod>${row.created_at.slice(0, 10)}</lastmod>`,
          ),
        );
      }
      const last = rows.at(-1);
      if (!last || rows.length < BATCH) break;
      after = last.id;
    }
    return reply
      .type("application/xml; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(
        [
          '<?xml version="1.0" encoding="UTF-8"?>',
          '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
          ...urls,
          "</urlset>",
          "",
        ].join("\n"),
      );
  });
};
