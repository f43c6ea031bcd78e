// The auth store: the signed-in user (kept in localStorage under `user`), login, register, logout.
import { type Language, LanguageSchema } from "@app/shared/i18n";
import {
  type AuthUser,
  AuthUserSchema,
  type LoginInput,
  type RegisterInput,
  SignedInUserSchema,
  type User,
} from "@app/shared/users";
import { useCallback, useEffect, useSyncExternalStore } from "react";
import { useLocation, useNavigate } from "react-router";
import { z } from "zod";
import { api, configureApiAuth, credentialsApi, readJson } from "./api-client";

const STORAGE_KEY = "user";

/** Where an account whose password someone else chose sets its own (RequireAuth sends it). */
export const CHOOSE_PASSWORD_PATH = "/choose-password";

// Older or hand-written entries may lack the newer fields; the /me refresh fills them in.
const StoredUserSchema = AuthUserSchema.extend({
  // Assumed until /me says otherwise, so a confirmed account is not asked to confirm meanwhile.
  emailVerified: z.boolean().default(true),
  avatarUrl: z.string().nullable().default(null),
  createdAt: z.string().default(""),
  mustChangeCredentials: z.boolean().default(false),
  // Every account read in English before it had a language of its own.
  locale: LanguageSchema.default("en"),
  latinDigits: z.boolean().default(false),
});

export type AuthState = {
  user: AuthUser | null;
  /** True once the stored user has been checked against GET /api/users/me (or there is none). */
  verified: boolean;
};

function readStoredUser(): AuthUser | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed = StoredUserSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

let state: AuthState = { user: null, verified: true };
const listeners = new Set<() => void>();

const accountListeners = new Set<() => void>();

function setState(next: AuthState): void {
  const accountChanged = (state.user?._id ?? null) !== (next.user?._id ?? null);
  state = next;
  // Data cached for one account must never be shown to the next one in this tab.
  if (accountChanged) for (const listener of accountListeners) listener();
  for (const listener of listeners) listener();
}

/** Calls `listener` whenever the signed-in account changes (sign-in, sign-out, another user). */
export function onAccountChange(listener: () => void): () => void {
  accountListeners.add(listener);
  return () => accountListeners.delete(listener);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Stores (or, with null, forgets) the signed-in user. */
export function setUser(user: AuthUser | null): void {
  if (user) localStorage.setItem(STORAGE_KEY, JSON.stringify(user));
  else localStorage.removeItem(STORAGE_KEY);
  setState({ user, verified: true });
}

/** Applies a fresh User from the API to the signed-in user, keeping the token. */
export function updateUser(user: User): void {
  if (!state.user || state.user._id !== user._id) return;
  setUser({ ...state.user, ...user, token: state.user.token });
}

export function getUser(): AuthUser | null {
  return state.user;
}

export async function login(input: LoginInput): Promise<AuthUser> {
  const user = await readJson(
    credentialsApi.POST("/api/users/login", { body: input }),
    AuthUserSchema,
  );
  setUser(user);
  return user;
}

export async function register(input: RegisterInput): Promise<AuthUser> {
  const user = await readJson(api.POST("/api/users", { body: input }), AuthUserSchema);
  setUser(user);
  return user;
}

/**
 * Forgets the signed-in user here and asks the server to end this device's session, best effort:
 * the request carries the token being forgotten and outlives a page reload; its failure (offline,
 * the session already over) changes nothing, and its 401 signs nobody out.
 */
export function logout(): void {
  const token = state.user?.token;
  if (token) {
    readJson(
      credentialsApi.POST("/api/users/logout", {
        headers: { Authorization: `Bearer ${token}` },
        keepalive: true,
      }),
      z.unknown(),
    ).catch(() => {});
  }
  setUser(null);
}

/** Reads the signed-in user again from GET /api/users/me (a 401 signs them out). */
export async function refreshUser(): Promise<void> {
  const stored = state.user;
  if (!stored) return;
  try {
    const fresh = await readJson(api.GET("/api/users/me"), SignedInUserSchema);
    if (state.user?.token === stored.token) setUser({ ...fresh, token: stored.token });
  } catch {
    // A 401 has already signed the user out; any other failure keeps the stored user.
    setState({ ...state, verified: true });
  }
}

/** Reads the stored user and checks it with the server in the background. Call once at start. */
export function initAuth(): void {
  configureApiAuth({
    getToken: () => state.user?.token ?? null,
    onUnauthorized: () => setUser(null),
  });
  const user = readStoredUser();
  setState({ user, verified: user === null });
  void refreshUser();
  // Signing in or out in another tab applies here too.
  window.addEventListener("storage", (event) => {
    if (event.key !== STORAGE_KEY && event.key !== null) return;
    setState({ user: readStoredUser(), verified: true });
  });
}

/**
 * What the server renders a public page for (decision 022), and so what React hydrates it as: a
 * visitor. The stored user takes over in the render after hydration.
 */
const VISITOR: AuthState = { user: null, verified: true };

export function useAuth(): AuthState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => VISITOR,
  );
}

export function useUser(): AuthUser | null {
  return useAuth().user;
}

// Set by useLogout until the home page is on screen; see there.
let logoutOnHome = false;

/**
 * Logout returns to the home page and clears the user. The page is left first: clearing the user
 * while a guarded page is still shown (the router keeps it until the lazy home page has loaded)
 * would make its guard send the browser to /login. So the user is cleared once the home page is
 * on screen, by useFinishLogout, which the router root mounts.
 */
export function useLogout(): () => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(() => {
    if (pathname === "/") {
      logout();
      return;
    }
    logoutOnHome = true;
    void navigate("/");
  }, [navigate, pathname]);
}

/** Completes a logout started by useLogout once the page has changed. Mount once, in the router. */
export function useFinishLogout(): void {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: it must run when the page changes
  useEffect(() => {
    // The first page shown after the request (the home page, or wherever the user went on to
    // meanwhile) completes it.
    if (!logoutOnHome) return;
    logoutOnHome = false;
    logout();
  }, [pathname]);
}

/**
 * A signed-in reader's choice of language is the account's too: its mails and documents follow
 * it, and the next sign-in keeps it (PUT /api/users/me). The stored user takes the answer.
 */
export async function saveAccountLanguage(language: Language): Promise<void> {
  if (!getUser()) return;
  updateUser(
    await readJson(api.PUT("/api/users/me", { body: { locale: language } }), SignedInUserSchema),
  );
}
