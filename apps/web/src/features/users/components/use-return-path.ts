import { useLocation, useNavigate } from "react-router";
import { useLocalizedPath } from "@/components/localized-link";
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

/**
 * Where to go after signing in: the page the guard sent the user from, else home, in the language
 * of the page signed in on (a Bengali sign-in goes home to `/bn/`).
 */
export function useReturnPath(): string {
  const state = useLocation().state as FromState;
  const localized = useLocalizedPath();
  const from = state?.from;
  if (!from || typeof from.pathname !== "string" || !from.pathname.startsWith("/")) {
    return localized("/");
  }
  const search = typeof from.search === "string" ? from.search : "";
  const hash = typeof from.hash === "string" ? from.hash : "";
  return localized(`${from.pathname}${search}${hash}`);
}
