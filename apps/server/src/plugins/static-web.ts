// Serves uploaded files under /media/, the built web app when present, and the not-found rules:
// unknown /api paths answer JSON, page paths answer the app's index.html.
import { existsSync, mkdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, gzip, constants as zlibConstants } from "node:zlib";
import { IdSchema } from "@app/shared/common";
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGES,
  type Language,
  pathInLanguage,
  preferredLanguage,
} from "@app/shared/i18n";
import { ACCOUNT_PAGES, type PublicPage } from "@app/shared/public-pages";
import fastifyStatic from "@fastify/static";
import fp from "fastify-plugin";
import type { Config } from "../config";
import { INDEXED_PAGES, pageHead, withHead, withLanguage } from "../modules/seo/page-head";
import { composePage, loadPageRenderer } from "../modules/seo/server-render";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/**
 * A public page's HTML is made per request, so it is compressed per request: at Brotli's quality
 * 5 and gzip's level 6 a 3 KB page takes a fraction of a millisecond, where quality 11 (the
 * default, right for the build's files made once) costs a few.
 */
const BROTLI_PER_REQUEST = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } };
const GZIP_PER_REQUEST = { level: 6 };
const compress = {
  br: (body: Buffer) => brotli(body, BROTLI_PER_REQUEST),
  gzip: (body: Buffer) => gzipAsync(body, GZIP_PER_REQUEST),
};

const LONG_CACHE = "public, max-age=31536000, immutable";

type Encoding = "br" | "gzip";
const SUFFIX: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

/**
 * The best precompressed encoding an Accept-Encoding header allows: Brotli, then gzip. `*` stands
 * for the encodings the header does not name, so it never overrides an explicit `q=0` (RFC 9110).
 */
export function acceptedEncoding(header: string | string[] | undefined): Encoding | null {
  const accepted = new Set<string>();
  const refused = new Set<string>();
  for (const part of [header ?? ""].flat().join(",").split(",")) {
    const [name = "", ...params] = part.split(";").map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith("q="));
    if (!name) continue;
    if (q && Number(q.slice(2)) === 0) refused.add(name);
    else accepted.add(name);
  }
  const allows = (name: Encoding) =>
    accepted.has(name) || (accepted.has("*") && !refused.has(name));
  if (allows("br")) return "br";
  if (allows("gzip")) return "gzip";
  return null;
}

/**
 * The language of the neutral entry `/` for a visitor: the one they chose (the `lang` cookie the
 * switcher sets), else on a first visit the one their browser prefers, else English.
 */
export function entryLanguage(
  cookie: string | undefined,
  headers: { "accept-language"?: string | undefined },
): Language {
  if (isLanguage(cookie)) return cookie;
  return preferredLanguage(headers["accept-language"]) ?? DEFAULT_LANGUAGE;
}

/** index.html, the page the browser draws, in the accepted encoding when the build wrote that copy. */
async function readIndex(
  webDir: string,
  encoding: Encoding | null,
): Promise<{ body: Buffer; encoding: Encoding | null }> {
  const path = join(webDir, "index.html");
  if (encoding) {
    try {
      return { body: await readFile(path + SUFFIX[encoding]), encoding };
    } catch {
      // No compressed copy (a build without the step, or a file too small to compress).
    }
  }
  return { body: await readFile(path), encoding: null };
}

export const staticWebPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const uploadsDir = join(config.dataDir, "uploads");
    mkdirSync(join(uploadsDir, "avatars"), { recursive: true });
    // Upload names are random and never reused, so they can be cached for good.
    await app.register(fastifyStatic, {
      root: uploadsDir,
      prefix: "/media/",
      cacheControl: false,
      index: false,
      setHeaders: (reply) => {
        reply.header("cache-control", LONG_CACHE);
      },
    });

    const webDir = config.webDistDir;
    const hasWeb = existsSync(join(webDir, "index.html"));
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: webDir,
        prefix: "/",
        decorateReply: false,
        cacheControl: false,
        // The web build writes .br and .gz copies beside each text file (apps/web/build).
        preCompressed: true,
        // Source maps stay on the server's disk for debugging; they are not published (they
        // would hand out the app's whole source, comments included).
        // Nor is the build's manifest (.vite/), which only the server reads.
        allowedPath: (path) => !path.endsWith(".map") && !path.startsWith("/.vite/"),
        setHeaders: (reply, path) => {
          // Vite puts content-hashed files under assets/; everything else must be revalidated.
          const hashed = path.includes(`${join(webDir, "assets")}`);
          reply.header("cache-control", hashed ? LONG_CACHE : "no-cache");
        },
      });
    } else {
      app.log.info({ webDir }, "no built web app found; serving the API only");
    }

    if (hasWeb) {
      // The public pages arrive as HTML with their content: rendered by React on the server
      // (modules/seo/server-render), with their own head (title, description, preview tags and
      // JSON-LD), whatever the client's Accept says (link previewers send */*). The account pages
      // a mailed link opens are rendered the same way, with index.html's head.
      const render = await loadPageRenderer(app, webDir);
      const served: PublicPage[] = [...INDEXED_PAGES, "/single", ...ACCOUNT_PAGES];
      for (const path of served) {
        const ownHead = !(ACCOUNT_PAGES as readonly string[]).includes(path);
        for (const language of LANGUAGES) {
          app.get(
            pathInLanguage(path, language),
            { schema: { hide: true } },
            async (request, reply) => {
              // The neutral entry: a visitor who chose Bengali, or whose browser prefers it on a
              // first visit, goes to the Bengali home page; a crawler (neither) stays in English.
              if (path === "/" && language === DEFAULT_LANGUAGE) {
                reply.header("vary", "accept-encoding, accept-language, cookie");
                const wanted = entryLanguage(request.cookies[LANGUAGE_COOKIE], request.headers);
                if (wanted !== DEFAULT_LANGUAGE) {
                  const query = request.url.slice(request.url.split("?")[0]?.length ?? 0);
                  return reply
                    .code(302)
                    .header("cache-control", "no-cache")
                    .redirect(`${pathInLanguage("/", wanted)}${query}`);
                }
              } else {
                reply.header("vary", "accept-encoding");
              }
              // A product's id as the API takes it; anything else (several, too long) is no
              // product, and the page answers 404 drawn in the browser, as for an id that does not
              // exist.
              const id = IdSchema.safeParse((request.query as Record<string, unknown>).id);
              const head = ownHead
                ? await pageHead(
                    app.db,
                    config.publicUrl,
                    path,
                    language,
                    id.success ? id.data : undefined,
                  )
                : undefined;
              const encoding = acceptedEncoding(request.headers["accept-encoding"]);
              reply
                .code(head === null ? 404 : 200)
                .header("cache-control", "no-cache")
                .type("text/html; charset=utf-8");
              // A page whose data or render fails (and an unknown product) is drawn in the browser,
              // which shows its own error or not-found state.
              const rendered =
                head !== null && render
                  ? await render(request.url).catch((error: unknown) => {
                      request.log.warn(
                        { err: error },
                        "server render failed; the browser draws it",
                      );
                      return null;
                    })
                  : null;
              const template = withLanguage(
                await readFile(join(webDir, "index.html"), "utf8"),
                language,
              );
              const html = head ? withHead(template, head) : template;
              const body = Buffer.from(rendered ? await composePage(html, rendered) : html);
              if (!encoding) return reply.send(body);
              return reply
                .header("content-encoding", encoding)
                .send(await compress[encoding](body));
            },
          );
        }
      }
    }

    app.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split("?")[0] ?? "";
      const isApi = path === "/api" || path.startsWith("/api/");
      const wantsHtml = (request.headers.accept ?? "").includes("text/html");
      const isRead = request.method === "GET" || request.method === "HEAD";
      if (!isApi && hasWeb && isRead && wantsHtml) {
        // Read per request so a rebuilt site is picked up; the page itself must not be cached.
        const encoding = acceptedEncoding(request.headers["accept-encoding"]);
        const page = await readIndex(webDir, encoding);
        reply
          .header("cache-control", "no-cache")
          .header("vary", "accept-encoding")
          .type("text/html; charset=utf-8");
        if (page.encoding) reply.header("content-encoding", page.encoding);
        return reply.send(page.body);
      }
      return reply.code(404).send({ message: "Not found", issues: [], requestId: request.id });
    });
  },
  { name: "static-web" },
);
