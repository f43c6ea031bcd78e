// What the server sends with a page it rendered, for the browser's hydration (main.tsx): the query
// cache the page was drawn from and React Router's state. It travels as JSON in a
// <script type="application/json">, which the browser never runs: the site's CSP allows no inline
// script.
import type { DehydratedState } from "@tanstack/react-query";
import type { HydrationState } from "react-router";

/** The id of that script. */
export const SERVER_STATE_ID = "server-state";

export type ServerState = { queries: DehydratedState; router: HydrationState };
