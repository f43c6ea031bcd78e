// The public pages as HTML with their content: rendered by React on the server (server-render.ts),
// with their own head (title, description, preview tags and JSON-LD, page-head.ts), in each
// language at its own address (`/fees`, `/bn/fees`), whatever the client's Accept says (link
// previewers send */*). The account pages a mailed link opens are rendered the same way, with
// index.html's head. Without a web build there are no pages to render, and nothing is registered.
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { constants as zlibConstants } from "node:zlib";
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
import compress from "@fastify/compress";
import type { FastifyPluginAsync } from "fastify";
import type { Config } from "../../config";
import { INDEXED_PAGES, pageHead, withHead, withLanguage } from "./page-head";
import { composePage, loadPageRenderer } from "./server-render";

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

export const publicPagesRoutes: FastifyPluginAsync<{ config: Config }> = async (
  app,
  { config },
) => {
  const webDir = config.webDistDir;
  if (!existsSync(join(webDir, "index.html"))) return;

  // A page's HTML is made per request, so it is compressed per request (this plugin's routes
  // only): at Brotli's quality 5 and gzip's level 6 a page of a few KB takes a fraction of a
  // millisecond, where quality 11 (right for the build's files, compressed once) costs a few.
  await app.register(compress, {
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } },
    zlibOptions: { level: 6 },
    globalDecompression: false,
  });

  const render = await loadPageRenderer(app, webDir);
  const served: PublicPage[] = [...INDEXED_PAGES, "/single", ...ACCOUNT_PAGES];
  for (const path of served) {
    const ownHead = !(ACCOUNT_PAGES as readonly string[]).includes(path);
    for (const language of LANGUAGES) {
      app.get(
        pathInLanguage(path, language),
        { schema: { hide: true } },
        async (request, reply) => {
          // The neutral entry: a visitor who chose Bengali, or whose browser prefers it on a first
          // visit, goes to the Bengali home page; a crawler (neither) stays in English.
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
          // A product's id as the API takes it; anything else (several, too long) is no product,
          // and the page answers 404 drawn in the browser, as for an id that does not exist.
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
          reply
            .code(head === null ? 404 : 200)
            .header("cache-control", "no-cache")
            .type("text/html; charset=utf-8");
          // A page whose data or render fails (and an unknown product) is drawn in the browser,
          // which shows its own error or not-found state.
          const rendered =
            head !== null && render
              ? await render(request.url).catch((error: unknown) => {
                  request.log.warn({ err: error }, "server render failed; the browser draws it");
                  return null;
                })
              : null;
          const template = withLanguage(
            await readFile(join(webDir, "index.html"), "utf8"),
            language,
          );
          const html = head ? withHead(template, head) : template;
          return reply.send(rendered ? await composePage(html, rendered) : html);
        },
      );
    }
  }
};
