// The app in the browser. A public page arrives rendered by the server (entry-server.tsx) with
// the data it was drawn from, which React hydrates; any other page is drawn here, index.html's
// app shell showing until its code and data are in (the root route's HydrateFallback).
import { isPublicPage } from "@app/shared/public-pages";
import "./app/styles";
import { hydrate } from "@tanstack/react-query";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, type HydrationState, matchRoutes } from "react-router";
import { App } from "./app/app";
import { queryClient } from "./app/query-client";
import { routerContext } from "./app/query-loader";
import { routes } from "./app/router";
import { SERVER_STATE_ID, type ServerState } from "./app/server-state";
import { initAuth } from "./lib/auth";
import { installInvalidFieldFocus } from "./lib/form-errors";
import { activateLanguage, cookieLanguage, createI18n, pageLanguage } from "./lib/i18n";

/** The browser's one Lingui instance: the root route's loader puts each page's language in it. */
const i18n = createI18n();
const getContext = () => routerContext(queryClient, i18n);

/**
 * Loads the code of the routes the address matches, as React Router's docs do before hydrating
 * lazy routes: hydration must render what the server did, not wait on a route's code.
 */
async function loadMatchedRoutes(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}

async function start(root: HTMLElement): Promise<void> {
  initAuth();
  installInvalidFieldFocus();
  // The page's language before the first render, as the server rendered it (the root route's
  // loader keeps it right on every later navigation).
  await activateLanguage(
    i18n,
    pageLanguage(window.location.pathname, isPublicPage, cookieLanguage(document.cookie)),
  );
  const serverState = document.getElementById(SERVER_STATE_ID);
  if (!serverState) {
    const router = createBrowserRouter(routes, { getContext });
    createRoot(root).render(
      <StrictMode>
        <App client={queryClient} i18n={i18n} router={router} />
      </StrictMode>,
    );
    return;
  }
  // The query cache and the router's state the server rendered the page with.
  const state = JSON.parse(serverState.textContent ?? "{}") as ServerState;
  hydrate(queryClient, state.queries);
  await loadMatchedRoutes();
  const hydrationData: HydrationState = state.router;
  const router = createBrowserRouter(routes, { getContext, hydrationData });
  // In a transition, React hydrates in slices between which the browser stays responsive.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App client={queryClient} i18n={i18n} router={router} />
      </StrictMode>,
    );
  });
}

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
void start(root);
