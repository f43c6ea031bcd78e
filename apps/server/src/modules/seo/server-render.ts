// The public pages' HTML rendered on the server (decision 022). The web app's server build
// (apps/web/dist-ssr/entry-server.js, made by `npm run build`) renders a page with React Router's
// static handler and React for a visitor; its API requests are answered by this app through
// inject(), with no network in between. The markup goes into the built index.html between its
// <!--app--> markers, the page's stylesheets and chunks (from Vite's manifest) into its head, and
// the query cache and router state beside the markup for the browser's hydration
// (apps/web/src/main.tsx). Beasties then inlines the CSS the markup uses (critical-css.ts).
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyInstance } from "fastify";
import { type InlineCriticalCss, loadCriticalCss } from "./critical-css";

/** What apps/web/src/entry-server.tsx exports. */
type ServerEntry = {
  renderPage: (
    url: string,
    api: (url: string, init: RequestInit) => Promise<Response>,
  ) => Promise<{ stream: ReadableStream<Uint8Array>; state: string; modules: string[] }>;
};

export type RenderedPage = {
  stream: ReadableStream<Uint8Array>;
  state: string;
  /** The stylesheets and scripts (build files) the page's modules need. */
  assets: PageAssets;
  /** Inlines the page's critical CSS (critical-css.ts); absent for a build without its plans. */
  inlineCss?: InlineCriticalCss;
};
export type PageRenderer = (url: string) => Promise<RenderedPage>;

/** The id main.tsx reads the state from (apps/web/src/app/server-state.ts). */
const STATE_ID = "server-state";
const APP_START = "<!--app-->";
const APP_END = "<!--/app-->";

/** The server build beside the web build (`webDistDir` is apps/web/dist). */
export const serverEntryPath = (webDistDir: string) =>
  resolve(webDistDir, "..", "dist-ssr", "entry-server.js");

/** An entry of the client build's .vite/manifest.json (Vite's ManifestChunk, the parts used here). */
type ManifestChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

export type PageAssets = { css: string[]; js: string[] };

/**
 * The build files `modules` (source files of the page) need: their stylesheets and those of the
 * chunks they import, and their scripts. The entry's own are left out (index.html has them).
 */
export function pageAssets(manifest: Manifest, modules: readonly string[]): PageAssets {
  const css = new Set<string>();
  const js = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || seen.has(key)) return;
    seen.add(key);
    js.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  return { css: [...css], js: [...js] };
}

/**
 * `html` with the page's stylesheets linked, so its markup paints styled, and its chunks
 * preloaded, so the browser fetches them beside the entry rather than after it (Vite's
 * manifest-driven tags, as its guide to backend integration writes them). index.html's own are
 * not repeated.
 */
export function withPageAssets(html: string, assets: PageAssets): string {
  const absent = (file: string) => !html.includes(`href="/${file}"`);
  const tags = [
    ...assets.css
      .filter(absent)
      .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...assets.js
      .filter(absent)
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];
  return html.replace("</head>", `${tags.join("")}</head>`);
}

/** Answers a page's API request with this app, as fetch would over the network. */
function injectTransport(app: FastifyInstance) {
  return async (url: string, init: RequestInit): Promise<Response> => {
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const answer = await app.inject({
      method: (init.method ?? "GET") as "GET",
      url,
      headers,
      payload: typeof init.body === "string" ? init.body : undefined,
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const one of [value].flat()) responseHeaders.append(name, String(one));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: responseHeaders,
    });
  };
}

/**
 * The renderer of the web app's server build at `webDistDir`, or null when there is none (a
 * build without it, or `npm run dev`): the pages are then drawn in the browser only.
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  webDistDir: string,
): Promise<PageRenderer | null> {
  const path = serverEntryPath(webDistDir);
  const manifestPath = join(webDistDir, ".vite", "manifest.json");
  if (!existsSync(path) || !existsSync(manifestPath)) {
    app.log.warn(
      { path, manifestPath },
      "no server build of the web app (run npm run build): public pages render in the browser",
    );
    return null;
  }
  let entry: ServerEntry;
  let manifest: Manifest;
  let inlineCss: InlineCriticalCss | undefined;
  try {
    entry = (await import(pathToFileURL(path).href)) as ServerEntry;
    manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Manifest;
    inlineCss = loadCriticalCss(webDistDir, app.log) ?? undefined;
  } catch (error) {
    // A broken or half-written build must not keep the site from starting.
    app.log.error({ err: error, path }, "the web app's server build cannot be loaded");
    return null;
  }
  const api = injectTransport(app);
  return async (url) => {
    const { stream, state, modules } = await entry.renderPage(url, api);
    return { stream, state, assets: pageAssets(manifest, modules), inlineCss };
  };
}

/**
 * The page: `template` (index.html with the page's head) with the page's assets in its head, the
 * rendered markup in place of the app shell, the state before </body>, and its critical CSS.
 */
export async function composePage(template: string, rendered: RenderedPage): Promise<string> {
  const html = withPageAssets(template, rendered.assets);
  const start = html.indexOf(APP_START);
  const end = html.indexOf(APP_END);
  const close = html.lastIndexOf("</body>");
  if (start < 0 || end < start || close < end) {
    throw new Error(`index.html has no ${APP_START}…${APP_END} before </body>`);
  }
  const markup = await new Response(rendered.stream).text();
  const state = `<script type="application/json" id="${STATE_ID}">${rendered.state}</script>\n`;
  const page =
    html.slice(0, start) +
    markup +
    html.slice(end + APP_END.length, close) +
    state +
    html.slice(close);
  return rendered.inlineCss ? rendered.inlineCss(page) : page;
}
