// The one HTTP client of the web app: openapi-fetch over the API's generated types
// (lib/api-schema.d.ts, written by `npm run api:types`), so every call names a real operation of the
// server's OpenAPI document with its parameters and body. Around it, only what the app needs: the
// bearer token, the server render's transport, failures as ApiError, and answers checked with the
// shared schemas (docs/decisions/038-one-typed-api-client.md).
import { ErrorSchema, type Issue } from "@app/shared/common";
import { type Page, TOTAL_COUNT_HEADER } from "@app/shared/paging";
import createClient, { type ClientPathsWithMethod, type Middleware } from "openapi-fetch";
import type { z } from "zod";
import type { paths } from "./api-schema";

/**
 * An error the UI can show as is: its message is the server's, in words meant for the reader (decision 035), and its
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

/** How a request reaches the API: fetch in the browser, on the server the app itself. */
type Transport = (request: Request) => Promise<Response>;
let transport: Transport = (request) => fetch(request);

/**
 * Sends every later request through `send` instead of fetch. The server that renders the public
 * pages (entry-server.tsx) passes its own API here, so a page's queries run the same code on both
 * sides.
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

const clientOptions = {
  // In a page the addresses stay relative to it. Where there is no page (the server's render, unit
  // tests) a Request needs an absolute address; the transport there answers by path, so any origin
  // does.
  baseUrl: typeof window === "undefined" ? "http://localhost" : "",
  fetch: (request: Request) => transport(request),
};

/** The signed-in user's token on every request; a 401 to it means the session is over. */
const session: Middleware = {
  onRequest({ request }) {
    const token = authHooks.getToken();
    if (token) request.headers.set("Authorization", `Bearer ${token}`);
    return request;
  },
  onResponse({ request, response }) {
    if (response.status === 401 && request.headers.has("Authorization")) {
      authHooks.onUnauthorized();
    }
  },
};

/** The API as the signed-in user (or a visitor) calls it. */
export const api = createClient<paths>(clientOptions);
api.use(session);

/**
 * For the calls whose 401 is about the credentials they carry, not about the session the browser
 * holds, so it must not sign the current user out: sign-in answers 401 for a wrong password, and a
 * sign-out (sent with the token being forgotten) for a session that had already ended. Nothing is
 * added to these requests.
 */
export const credentialsApi = createClient<paths>(clientOptions);

/**
 * The address of an operation the browser fetches by itself, without the token: a link to a
 * public file (the prospectus PDF). Typed like the client's calls, so it names a real operation.
 */
export const apiHref = (path: ClientPathsWithMethod<typeof api, "get">): string => path;

/**
 * The body of an upload, as multipart: `api.POST("/api/teachers", multipart(form))`. The document
 * does not describe the parts of an upload (the server reads them as they stream in), so its
 * types say there is no body; openapi-fetch sends a FormData as it is, with its own boundary.
 */
export const multipart = (form: FormData) => ({ body: form as never });

/** What a call of either client settles to (openapi-fetch's FetchResponse, loosely). */
type Answer = { data?: unknown; error?: unknown; response: Response };

const UNREADABLE = "The server sent an answer this page cannot read";

/**
 * The answer of a call that succeeded. A call that got no answer (offline, aborted) or a refusal
 * throws an ApiError carrying the server's message and issues.
 */
async function answered(call: Promise<Answer>): Promise<{ data: unknown; response: Response }> {
  let answer: Answer;
  try {
    answer = await call;
  } catch (error) {
    // openapi-fetch parses a success as JSON: one that is not arrives here as a SyntaxError.
    if (error instanceof SyntaxError) throw new ApiError(UNREADABLE, 200);
    throw new ApiError(errorMessage(error), 0);
  }
  const { data, error, response } = answer;
  if (!response.ok) {
    const serverMessage =
      error && typeof error === "object" && "message" in error && typeof error.message === "string"
        ? error.message
        : undefined;
    const message =
      serverMessage ||
      (typeof error === "string" && error) ||
      response.statusText ||
      `Request failed (${response.status})`;
    const issues = ErrorSchema.safeParse(error).data?.issues ?? [];
    throw new ApiError(message, response.status, issues);
  }
  return { data, response };
}

/** A call's JSON answer, checked with the shared schema the server answers with. */
export async function readJson<S extends z.ZodType>(
  call: Promise<Answer & { data?: z.input<S> }>,
  schema: S,
): Promise<z.output<S>> {
  const { data, response } = await answered(call);
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ApiError(UNREADABLE, response.status);
  return parsed.data;
}

/**
 * A list call that pages (packages/shared/src/paging.ts): the page's rows, checked item by item,
 * and the total across pages from `X-Total-Count`. An answer without the header (a list that does
 * not page) counts as the whole list.
 */
export async function readPage<S extends z.ZodType>(
  call: Promise<Answer & { data?: z.input<S>[] }>,
  itemSchema: S,
): Promise<Page<z.output<S>>> {
  const { data, response } = await answered(call);
  const parsed = itemSchema.array().safeParse(data);
  if (!parsed.success) throw new ApiError(UNREADABLE, response.status);
  const items = parsed.data;
  const header = response.headers.get(TOTAL_COUNT_HEADER)?.trim() ?? "";
  const total = /^\d{1,15}$/.test(header) ? Number(header) : items.length;
  return { items, total: Math.max(total, items.length) };
}

/** A file the API answers (a PDF, a CSV, a picture): call with `parseAs: "blob"`. */
export async function readBlob(call: Promise<Answer>): Promise<Blob> {
  const { data, response } = await answered(call);
  if (!(data instanceof Blob)) throw new ApiError(UNREADABLE, response.status);
  return data;
}
