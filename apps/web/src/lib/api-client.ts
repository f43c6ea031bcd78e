// The one HTTP client of the web app: bearer token, JSON in and out, errors as ApiError.
import { ErrorSchema, type Issue } from "@app/shared/common";
import { type Page, TOTAL_COUNT_HEADER } from "@app/shared/paging";
import type { z } from "zod";

/**
 * An error the UI can show as is: its message follows the spec's error catalogue (§8), and its
 * `issues` name the fields a refusal is about (lib/form-errors.ts puts each under its field).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly issues: readonly Issue[];
  constructor(message: string, status: number, issues: readonly Issue[] = []) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.issues = issues;
  }
}

type AuthHooks = { getToken: () => string | null; onUnauthorized: () => void };
let authHooks: AuthHooks = { getToken: () => null, onUnauthorized: () => {} };

/** lib/auth registers how to read the token and what to do on 401; this avoids an import cycle. */
export function configureApiAuth(hooks: AuthHooks): void {
  authHooks = hooks;
}

/** How a request reaches the API: the browser's fetch, or on the server the app itself (issue 21). */
type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);

/**
 * Sends every later request through `send` instead of the browser's fetch. The server that renders
 * the public pages (entry-server.tsx) passes its own API here, so a page's queries run the same
 * code on both sides.
 */
export function configureApiTransport(send: Transport): void {
  transport = send;
}

/** The message to show for any failure: the server's `message`, else the error's, else its text. */
export function errorMessage(error: unknown): string {
  if (error && typeof error === "object") {
    const { message } = error as { message?: unknown };
    if (typeof message === "string" && message.length > 0) return message;
  }
  return String(error);
}

type RequestOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** A plain object is sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  query?: Record<string, string | undefined>;
  signal?: AbortSignal;
  /**
   * A 401 here says nothing about the session the browser holds now, so it must not sign the
   * current user out: sign-in calls answer 401 for a wrong password, and a sign-out for a token
   * that had already ended.
   */
  credentialsCheck?: boolean;
  /** Sent with this token instead of the signed-in user's (a sign-out, sent as it forgets it). */
  token?: string;
  /** The request outlives the page (a sign-out the page reloads straight after). */
  keepalive?: boolean;
};

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function urlOf(path: string, query: RequestOptions["query"]): string {
  const entries = Object.entries(query ?? {}).filter(
    (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== "",
  );
  return entries.length > 0 ? `${path}?${new URLSearchParams(entries)}` : path;
}

/** Sends the request with the token; a failure becomes an ApiError carrying the server's message. */
async function send(path: string, options: RequestOptions, accept: string): Promise<Response> {
  const headers = new Headers({ Accept: accept });
  const token = options.token ?? authHooks.getToken();
  if (token) headers.set("Authorization", `Bearer ${token}`);

  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(options.body);
  }

  const url = urlOf(path, options.query);

  let response: Response;
  try {
    response = await transport(url, {
      method: options.method ?? "GET",
      headers,
      body,
      signal: options.signal,
      keepalive: options.keepalive,
    });
  } catch (error) {
    throw new ApiError(errorMessage(error), 0);
  }

  if (!response.ok) {
    const data = await readBody(response);
    if (response.status === 401 && token && !options.credentialsCheck) authHooks.onUnauthorized();
    const serverMessage =
      data && typeof data === "object" && "message" in data && typeof data.message === "string"
        ? data.message
        : undefined;
    const message =
      serverMessage ||
      (typeof data === "string" && data) ||
      response.statusText ||
      `Request failed (${response.status})`;
    const issues = ErrorSchema.safeParse(data).data?.issues ?? [];
    throw new ApiError(message, response.status, issues);
  }
  return response;
}

export async function request<S extends z.ZodType>(
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<z.output<S>> {
  const response = await send(path, options, "application/json");
  const parsed = schema.safeParse(await readBody(response));
  if (!parsed.success) {
    throw new ApiError("The server sent an answer this page cannot read", response.status);
  }
  return parsed.data;
}

/**
 * A list call that pages (packages/shared/src/paging.ts): the page's rows, checked item by item,
 * and the total across pages from `X-Total-Count`. An answer without the header (a list that does
 * not page) counts as the whole list.
 */
export async function requestPage<S extends z.ZodType>(
  path: string,
  itemSchema: S,
  options: RequestOptions = {},
): Promise<Page<z.output<S>>> {
  const response = await send(path, options, "application/json");
  const parsed = itemSchema.array().safeParse(await readBody(response));
  if (!parsed.success) {
    throw new ApiError("The server sent an answer this page cannot read", response.status);
  }
  const items = parsed.data;
  const header = response.headers.get(TOTAL_COUNT_HEADER)?.trim() ?? "";
  const total = /^\d{1,15}$/.test(header) ? Number(header) : items.length;
  return { items, total: Math.max(total, items.length) };
}

/** For files the API answers (PDFs): the same token and error handling, the body as a Blob. */
export async function requestBlob(
  path: string,
  accept: string,
  options: RequestOptions = {},
): Promise<Blob> {
  const response = await send(path, options, accept);
  return response.blob();
}
