// The server's render of a public page (issue 21): the server (apps/server, plugins/static-web)
// imports this module from the web app's server build (dist-ssr/) and calls renderPage for each
// public page, then puts the markup into the built index.html with the page's query cache beside
// it; main.tsx hydrates that markup with the same routes and the same cache. The page's requests
// go to the API through `api` (the server's own app, with no network between) with the query
// options the page's hooks use, so both sides run one data-loading path.
import { dehydrate } from "@tanstack/react-query";
import { StrictMode } from "react";
import { renderToReadableStream } from "react-dom/server";
import { StaticRouter } from "react-router";
import { configureApiTransport } from "@/lib/api-client";
import { preloadNavBar } from "./app/layouts/nav-bar";
import { AppProvider } from "./app/provider";
import { makeQueryClient } from "./app/query-client";
import { AppRoutes, loadRoute } from "./app/router";

/** Sends one of the page's API requests: the server's own app answers it. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

export type RenderedPage = {
  /** The markup inside #root, streamed as React writes it. */
  stream: ReadableStream<Uint8Array>;
  /** The page's query cache as JSON, for main.tsx to hydrate from. */
  state: string;
  /** The page's source modules (as the build manifest names them), for its stylesheets. */
  modules: string[];
};

/** A render that hangs (a promise that never settles) must not hold the request. */
const RENDER_TIMEOUT_MS = 5_000;

/** Where a render's data could not be had or its tree threw: the browser draws the page instead. */
export class RenderFailed extends Error {
  override name = "RenderFailed";
}

/**
 * Renders the page at `url` (a path with its query) for a visitor, once its data is in. Rejects
 * with RenderFailed when the data or the render fails, so the caller can send the page to be
 * drawn in the browser, which shows the page's own error state.
 */
export async function renderPage(url: string, api: ApiTransport): Promise<RenderedPage> {
  configureApiTransport(api);
  const client = makeQueryClient();
  const [{ modules }] = await Promise.all([
    loadRoute(client, new URL(url, "http://server")),
    preloadNavBar(),
  ]);
  const failed = client
    .getQueryCache()
    .getAll()
    .find((query) => query.state.status === "error");
  if (failed) throw new RenderFailed(`the page's data failed: ${String(failed.state.error)}`);
  const state = JSON.stringify(dehydrate(client)).replace(/</g, "\\u003c");

  let error: unknown;
  const signal = AbortSignal.timeout(RENDER_TIMEOUT_MS);
  let stream: Awaited<ReturnType<typeof renderToReadableStream>>;
  try {
    stream = await renderToReadableStream(
      <StrictMode>
        <AppProvider client={client}>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </AppProvider>
      </StrictMode>,
      {
        signal,
        // React outlines a Suspense boundary's content bigger than this, to be revealed by an
        // inline script: the CSP refuses those (script-src 'self'), and a page read without
        // JavaScript would keep the spinner. Everything is ready before the first byte anyway.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onError(renderError) {
          error ??= renderError;
        },
      },
    );
    // The whole page at once: its data is already here, so only code could still be loading.
    await stream.allReady;
  } catch (shellError) {
    throw new RenderFailed(String(shellError), { cause: shellError });
  }
  // An error inside the page leaves a part for the browser to draw: better to draw it all there.
  if (error !== undefined) {
    await stream.cancel();
    throw new RenderFailed(String(error), { cause: error });
  }
  return { stream, state, modules };
}
