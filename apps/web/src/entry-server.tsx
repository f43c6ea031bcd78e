// The server's render of a public page. The server (apps/server, modules/seo/server-render.ts)
// imports this module from the web app's server build (dist-ssr/) and calls renderPage for each
// public page: React Router's static handler runs the page's route loaders, which fill a fresh
// QueryClient with the same query options the page's hooks use (their API requests answered by
// the server's own app through `api`), and React renders the page for a visitor. main.tsx
// hydrates that markup with the same routes, the same cache and the router's state.
import { dehydrate } from "@tanstack/react-query";
import { StrictMode } from "react";
import { renderToReadableStream } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { configureApiTransport } from "@/lib/api-client";
import { createI18n } from "@/lib/i18n";
import { AppProvider } from "./app/provider";
import { makeQueryClient } from "./app/query-client";
import { routerContext } from "./app/query-loader";
import { type PageHandle, routes } from "./app/router";
import type { ServerState } from "./app/server-state";

/** Sends one of the page's API requests: the server's own app answers it. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

export type RenderedPage = {
  /** The markup inside #root. */
  stream: ReadableStream<Uint8Array>;
  /** The query cache and the router's state as JSON (ServerState), for main.tsx to hydrate from. */
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

const handler = createStaticHandler(routes);

/**
 * Renders the page at `url` (a path with its query) for a visitor, once its data is in. Rejects
 * with RenderFailed when the data or the render fails, so the caller can send the page to be
 * drawn in the browser, which shows the page's own error state.
 */
export async function renderPage(url: string, api: ApiTransport): Promise<RenderedPage> {
  // The web's client hands over a Request; the server's app is asked by path, as a browser would.
  configureApiTransport(async (request) => {
    const { pathname, search } = new URL(request.url);
    return api(pathname + search, {
      method: request.method,
      headers: request.headers,
      body: request.body ? await request.text() : undefined,
    });
  });
  const client = makeQueryClient();
  // A Lingui instance of the page's own: pages in different languages render at once.
  const i18n = createI18n();
  const context = await handler.query(new Request(new URL(url, "http://server")), {
    requestContext: routerContext(client, i18n),
  });
  if (context instanceof Response) {
    throw new RenderFailed(`the page answered ${context.status} instead of rendering`);
  }
  if (context.errors) {
    throw new RenderFailed(`the page's route failed: ${String(Object.values(context.errors)[0])}`);
  }
  const failed = client
    .getQueryCache()
    .getAll()
    .find((query) => query.state.status === "error");
  if (failed) throw new RenderFailed(`the page's data failed: ${String(failed.state.error)}`);

  const state: ServerState = {
    queries: dehydrate(client),
    router: { loaderData: context.loaderData, actionData: context.actionData },
  };
  const modules = context.matches.flatMap((match) => {
    const handle = match.route.handle as PageHandle | undefined;
    return handle ? [handle.module] : [];
  });

  let error: unknown;
  let stream: Awaited<ReturnType<typeof renderToReadableStream>>;
  try {
    stream = await renderToReadableStream(
      <StrictMode>
        <AppProvider client={client} i18n={i18n}>
          {/* The router's state goes with the query cache (ServerState), not in an inline script. */}
          <StaticRouterProvider
            router={createStaticRouter(handler.dataRoutes, context)}
            context={context}
            hydrate={false}
          />
        </AppProvider>
      </StrictMode>,
      {
        signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
        // React outlines a Suspense boundary's content bigger than this, to be revealed by an
        // inline script: the CSP refuses those, and a page read without JavaScript would keep the
        // spinner. The page's data is loaded before it renders, so nothing waits anyway.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onError(renderError) {
          error ??= renderError;
        },
      },
    );
    await stream.allReady;
  } catch (shellError) {
    throw new RenderFailed(String(shellError), { cause: shellError });
  }
  // An error inside the page leaves a part for the browser to draw: better to draw it all there.
  if (error !== undefined) {
    await stream.cancel();
    throw new RenderFailed(String(error), { cause: error });
  }
  return {
    stream,
    // `<` escaped, so no text in the data can end the script element.
    state: JSON.stringify(state).replace(/</g, "\\u003c"),
    modules,
  };
}
