import { useLocation } from "react-router";

type FromState = { from?: { pathname?: unknown; search?: unknown; hash?: unknown } } | null;

/** Where to go after signing in: the page the guard sent the user from, else home. */
export function useReturnPath(): string {
  const state = useLocation().state as FromState;
  const from = state?.from;
  if (!from || typeof from.pathname !== "string" || !from.pathname.startsWith("/")) return "/";
  const search = typeof from.search === "string" ? from.search : "";
  const hash = typeof from.hash === "string" ? from.hash : "";
  return `${from.pathname}${search}${hash}`;
}
