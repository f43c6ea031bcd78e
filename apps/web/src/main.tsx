import "./app/mantine-styles";
import { hydrate } from "@tanstack/react-query";
import { StrictMode, startTransition } from "react";
import { App } from "./app/app";
import { preloadNavBar } from "./app/layouts/nav-bar";
import { queryClient } from "./app/query-client";
import { preloadRoute } from "./app/router";
import { initAuth } from "./lib/auth";
import { attachDeferredStyles, serverPageStylesApplied } from "./lib/deferred-styles";
import { installInvalidFieldFocus } from "./lib/form-errors";
import { createRoot, hydrateRoot } from "./lib/react-dom-client";
import { instituteQueryOptions } from "./lib/use-institute";

/** The id of the script in which the server sends a rendered page's query cache (entry-server). */
const SERVER_STATE_ID = "server-state";

/** Settles in a later task. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * Starts the app. Start-up is cut into a few short tasks instead of one long one (the modules'
 * evaluation, then the signed-in check and the page's requests, then the stylesheets): a tap
 * meanwhile is answered between them, and none blocks the page for long on a slow phone. (On a
 * page the server drew, public/start-app.js has run the chunks this one imports first, each in a
 * task of its own, so the evaluation here is this chunk's.) Not a top-level await: the bundler would
 * then split every module the pages share with the entry into a file of its own, to keep the
 * pages from waiting on the entry.
 */
async function start(root: HTMLElement): Promise<void> {
  await nextTask();
  initAuth();
  installInvalidFieldFocus();
  const serverState = document.getElementById(SERVER_STATE_ID);
  if (serverState) {
    // A public page the server rendered (issue 21): its HTML is on screen already. React takes it
    // over with the data it was drawn from, once the page's code is here (so nothing suspends and
    // the first render matches the HTML; the signed-in user, if any, shows in the render after).
    hydrate(queryClient, JSON.parse(serverState.textContent ?? "{}"));
    void Promise.all([
      preloadRoute(window.location.pathname, { prefetch: false }),
      preloadNavBar(),
      // Its stylesheets (its critical rules painted it): nothing React draws shows unstyled.
      serverPageStylesApplied(),
    ]).then(() =>
      // In a transition, as the first render below: React hydrates in slices between which the
      // browser stays responsive (a tap meanwhile is replayed once its part is hydrated).
      startTransition(() => {
        // From here React replays a press on the server's HTML itself (press-kept-before-hydration).
        window.portalHydrating = true;
        hydrateRoot(
          root,
          <StrictMode>
            <App />
          </StrictMode>,
        );
      }),
    );
  } else {
    // A page drawn in the browser: the app shell of its HTML (app.html) stays on screen until the
    // stylesheets it only preloaded, the opened page's code (it loads with the signed-in check) and
    // the institute's details are here, so the first render shows the page itself, styled in the
    // institute's colour, rather than a spinner.
    // That render is a transition: React draws it in small slices between which the browser stays
    // responsive, instead of one long task.
    const started = [
      preloadRoute(window.location.pathname),
      preloadNavBar(),
      // The brand colour is the institute's setting: the first render is in it, not switched after.
      // One try: if it fails the page starts in the built-in colour and the footer asks again.
      queryClient.prefetchQuery({ ...instituteQueryOptions(), retry: false }),
    ];
    // Applying the stylesheets parses them (130 KB): a task of its own.
    await nextTask();
    void Promise.all([attachDeferredStyles(), ...started]).then(() =>
      startTransition(() =>
        createRoot(root).render(
          <StrictMode>
            <App />
          </StrictMode>,
        ),
      ),
    );
  }
}

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
void start(root);
