// The public pages' HTML rendered on the server (issue 21, decision 022). The web app's server
// build (apps/web/dist-ssr/entry-server.js, made by `npm run build`) renders a page with React
// for a visitor; its API requests are answered by this app through inject(), with no network in
// between. The markup goes into the built index.html between its <!--app--> markers, and the
// page's query cache goes beside it for the browser's hydration (apps/web/src/main.tsx).
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { Readable } from "node:stream";
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
  /** Writes the rules the page uses into its head (critical-css.ts); absent for an older build. */
  inlineCss?: InlineCriticalCss;
};
export type PageRenderer = (url: string) => Promise<RenderedPage>;

/** The id main.tsx looks for; its JSON is the page's query cache. */
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

const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * index.html made ready for a page the server rendered: a stylesheet link for each of the page's
 * stylesheets it lacks, so the HTML paints styled; and its scripts started only once the page is
 * on screen (public/start-app.js), with the page's chunks and index.html's preloaded together
 * then, so that neither holds the first paint. The hrefs are the ones Vite's loader looks for, so
 * it fetches no stylesheet twice. index.html's preloads are all the chunks the entry imports,
 * each after those it imports (Vite's order): start-app.js runs them in that order, each in a task
 * of its own, before the entry (data-entry-imports, decision 027).
 */
export function prepareTemplate(html: string, assets: PageAssets): string {
  const entry = ENTRY_SCRIPT.exec(html);
  if (!entry) return html;
  const entryImports = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? "");
  const chunks = [...entryImports];
  for (const file of assets.js) if (!chunks.includes(`/${file}`)) chunks.push(`/${file}`);
  const sheets = assets.css
    .filter((file) => !html.includes(`href="/${file}"`))
    .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
    .join("");
  const start = `<script defer src="/start-app.js" data-entry="${entry[1]}" data-chunks="${chunks.join(" ")}" data-entry-imports="${entryImports.join(" ")}"></script>`;
  return html
    .replace(MODULE_PRELOAD, "")
    .replace(ENTRY_SCRIPT, start)
    .replace("</head>", `${sheets}</head>`);
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
    inlineCss = loadCriticalCss(webDistDir) ?? undefined;
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
 * The page: `template` (index.html with the page's head) prepared for it (prepareTemplate), the
 * rendered markup in place of the app shell and the query cache before </body>. With the build's
 * critical CSS (critical-css.ts) the whole page is read first, since its rules depend on all of
 * its markup (React has it all at once anyway: the page's data is loaded before it renders);
 * without, a stream that passes React's output on as it comes.
 */
export function composePage(template: string, rendered: RenderedPage): Readable {
  const html = prepareTemplate(template, rendered.assets);
  const start = html.indexOf(APP_START);
  const end = html.indexOf(APP_END);
  const close = html.lastIndexOf("</body>");
  if (start < 0 || end < start || close < end) {
    throw new Error(`index.html has no ${APP_START}…${APP_END} before </body>`);
  }
  const before = html.slice(0, start);
  const between = html.slice(end + APP_END.length, close);
  const after = `<script type="application/json" id="${STATE_ID}">${rendered.state}</script>\n${html.slice(close)}`;
  const { inlineCss } = rendered;
  if (inlineCss) {
    return Readable.from(
      (async function* () {
        const markup = await new Response(rendered.stream).text();
        yield Buffer.from(inlineCss(before + markup + between + after));
      })(),
    );
  }
  return Readable.from(
    (async function* () {
      yield Buffer.from(before);
      for await (const chunk of rendered.stream) yield Buffer.from(chunk);
      yield Buffer.from(between + after);
    })(),
  );
}
