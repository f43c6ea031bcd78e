// Route loaders that fill TanStack Query's cache (the pattern of TanStack Query's and React
// Router's docs): a route's loader calls `ensureQueryData` with the same query options its page's
// hooks use, so the page reads its data one way, `useQuery`, whether the server rendered it or the
// browser navigated to it. The QueryClient reaches the loaders through React Router's context: the
// browser's one client (main.tsx), or a fresh one per page the server renders (entry-server.tsx).
import type { I18n } from "@lingui/core";
import type { QueryClient } from "@tanstack/react-query";
import { createContext, type LoaderFunctionArgs, RouterContextProvider } from "react-router";

const queryClientContext = createContext<QueryClient>();
export const i18nContext = createContext<I18n>();

/**
 * The router context the loaders read `client` from, and `i18n`, the Lingui instance the root
 * loader puts the page's language in.
 */
export function routerContext(client: QueryClient, i18n: I18n): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(queryClientContext, client);
  context.set(i18nContext, i18n);
  return context;
}

/**
 * A route loader that puts the data a page draws first into the query cache. A request that fails
 * stays in the cache as the query's error, which the page shows as its own error state (and the
 * server takes as a page to leave to the browser): a loader that threw would replace the page
 * with the route's error element instead.
 */
export const queryLoader =
  (load: (client: QueryClient, url: URL) => Promise<unknown>) =>
  async ({ context, request }: LoaderFunctionArgs): Promise<null> => {
    await load(context.get(queryClientContext), new URL(request.url)).catch(() => {});
    return null;
  };
