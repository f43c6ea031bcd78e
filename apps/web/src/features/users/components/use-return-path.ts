import { useLocation, useNavigate } from "react-router";
import { CHOOSE_PASSWORD_PATH } from "@/lib/auth";

type FromState = { from?: { pathname?: unknown; search?: unknown; hash?: unknown } } | null;

/**
 * Where to go after signing in: the page the guard sent the user from, else home; first to
 * /choose-password (keeping where they were going) when their password was chosen for them.
 */
export function useAfterSignIn(): (user: { mustChangeCredentials: boolean }) => void {
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const from = (useLocation().state as FromState)?.from;
  return (user) =>
    user.mustChangeCredentials
      ? void navigate(CHOOSE_PASSWORD_PATH, { replace: true, state: { from } })
      : void navigate(returnPath, { replace: true });
}

/** Where to go after signing in: the page the guard sent the user from, else home. */
export function useReturnPath(): string {
  const state = useLocation().state as FromState;
  const from = state?.from;
  if (!from || typeof from.pathname !== "string" || !from.pathname.startsWith("/")) return "/";
  const search = typeof from.search === "string" ? from.search : "";
  const hash = typeof from.hash === "string" ? from.hash : "";
  return `${from.pathname}${search}${hash}`;
}
