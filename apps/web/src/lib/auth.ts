// The auth store: the signed-in user (kept in localStorage under `user`), login, register, logout.
import {
  type AuthUser,
  AuthUserSchema,
  type LoginInput,
  type RegisterInput,
  type User,
  UserSchema,
} from "@app/shared/users";
import { useCallback, useSyncExternalStore } from "react";
import { useNavigate } from "react-router";
import { z } from "zod";
import { configureApiAuth, request } from "./api-client";

const STORAGE_KEY = "user";

// Older or hand-written entries may lack the newer fields; the /me refresh fills them in.
const StoredUserSchema = AuthUserSchema.extend({
  avatarUrl: z.string().nullable().default(null),
  createdAt: z.string().default(""),
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
  setUser({ ...user, token: state.user.token });
}

export function getUser(): AuthUser | null {
  return state.user;
}

export async function login(input: LoginInput): Promise<AuthUser> {
  const user = await request("/api/users/login", AuthUserSchema, {
    method: "POST",
    body: input,
    credentialsCheck: true,
  });
  setUser(user);
  return user;
}

export async function register(input: RegisterInput): Promise<AuthUser> {
  const user = await request("/api/users/", AuthUserSchema, { method: "POST", body: input });
  setUser(user);
  return user;
}

export function logout(): void {
  setUser(null);
}

async function refreshFromServer(): Promise<void> {
  const stored = state.user;
  if (!stored) return;
  try {
    const fresh = await request("/api/users/me", UserSchema);
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
  void refreshFromServer();
  // Signing in or out in another tab applies here too.
  window.addEventListener("storage", (event) => {
    if (event.key !== STORAGE_KEY && event.key !== null) return;
    setState({ user: readStoredUser(), verified: true });
  });
}

export function useAuth(): AuthState {
  return useSyncExternalStore(subscribe, () => state);
}

export function useUser(): AuthUser | null {
  return useAuth().user;
}

/** Logout clears the user and returns to the home page. */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    // Leave the page first: clearing the user while still on a guarded page would make its
    // guard send the browser to /login before the (lazy) home page has loaded.
    void Promise.resolve(navigate("/")).finally(logout);
  }, [navigate]);
}
