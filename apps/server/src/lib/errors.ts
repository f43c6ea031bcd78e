// Typed errors that services throw; the error handler maps each to its status in one place, and
// writes the message in the reader's language (lib/i18n.ts).
import type { Issue } from "@app/shared/common";
import { DEFAULT_LANGUAGE } from "@app/shared/i18n";
import { type Message, translate } from "./i18n";

export type { Issue };

/** One thing wrong with a request, its message still to be written in the reader's language. */
export interface FieldIssue {
  path: string;
  message: Message;
}

const UNKNOWN_KEY = /*i18n*/ { id: "errors.unknownKey", message: 'Unrecognized key: "{key}"' };
const NOT_VALID = /*i18n*/ { id: "errors.notValid", message: "The request is not valid" };

/** Enough for every field of any form; a body with thousands of bad rows answers the first ones. */
export const MAX_ISSUES = 20;

/**
 * A zod issue as a form names its field: the path `["lines", 0, "qty"]` is `lines.0.qty`. Unknown
 * keys are an issue of each key, not of the object that holds them.
 */
export function issuesFromZodIssue(issue: {
  path: readonly PropertyKey[];
  message: string;
  keys?: unknown;
}): FieldIssue[] {
  const path = issue.path.map(String);
  const keys = Array.isArray(issue.keys) ? issue.keys.map(String) : [];
  if (keys.length === 0) return [{ path: path.join("."), message: issue.message }];
  return keys.map((key) => ({
    path: [...path, key].join("."),
    message: { ...UNKNOWN_KEY, values: { key } },
  }));
}

/** The issues of a failed `safeParse` (or of a request's validation), at most MAX_ISSUES. */
export const issuesFromZod = (
  issues: readonly Parameters<typeof issuesFromZodIssue>[0][],
): FieldIssue[] => issues.slice(0, MAX_ISSUES).flatMap(issuesFromZodIssue).slice(0, MAX_ISSUES);

const BAD_REQUEST = /*i18n*/ { id: "errors.badRequest", message: "Bad request" };
const UNAUTHORIZED = /*i18n*/ { id: "errors.unauthorized", message: "Not authorized" };
const FORBIDDEN = /*i18n*/ { id: "errors.forbidden", message: "Forbidden" };
const NOT_FOUND = /*i18n*/ { id: "errors.notFound", message: "Not found" };
const CONFLICT = /*i18n*/ { id: "errors.conflict", message: "Conflict" };
const PAYLOAD_TOO_LARGE = /*i18n*/ { id: "errors.payloadTooLarge", message: "Payload too large" };
const UNSUPPORTED_MEDIA_TYPE = /*i18n*/ {
  id: "errors.unsupportedMediaType",
  message: "Unsupported media type",
};
const TOO_MANY_REQUESTS = /*i18n*/ {
  id: "errors.tooManyRequests",
  message: "Too many requests, please try again later",
};
const UPSTREAM = /*i18n*/ {
  id: "errors.upstream",
  message: "An upstream service is not answering",
};
const DATABASE_UNAVAILABLE = /*i18n*/ {
  id: "errors.databaseUnavailable",
  message: "The database is not answering; please try again shortly",
};
export class AppError extends Error {
  readonly statusCode: number;
  /**
   * Whether the message may reach the client. True for every 4xx; a 5xx hides its message unless
   * it was written for the client (e.g. "the weather service is not answering").
   */
  readonly expose: boolean;
  /** The fields the refusal is about, each with its own message; empty when it is about none. */
  readonly issues: readonly FieldIssue[];
  /** The message for the client, translated into the reader's language when it is answered. */
  readonly text: Message;
  constructor(
    statusCode: number,
    message: Message,
    options?: { expose?: boolean; cause?: unknown; issues?: readonly FieldIssue[] },
  ) {
    // Error.message (what the log shows) is the English text.
    const english = typeof message === "string" ? message : translate(DEFAULT_LANGUAGE, message);
    super(english, options?.cause === undefined ? undefined : { cause: options.cause });
    this.text = message;
    this.name = new.target.name;
    this.statusCode = statusCode;
    this.expose = options?.expose ?? statusCode < 500;
    this.issues = options?.issues ?? [];
  }
}

export class BadRequestError extends AppError {
  constructor(message: Message = BAD_REQUEST, issues?: readonly FieldIssue[]) {
    super(400, message, { issues });
  }
}

/**
 * A 400 about the fields of `issues`: the first one's message is the summary. The form that sent
 * the request shows each under its field.
 */
export function invalidFields(issues: readonly FieldIssue[]): BadRequestError {
  return new BadRequestError(issues[0]?.message ?? NOT_VALID, issues);
}

/** A 400 about one field, e.g. `invalidField("currentPassword", CURRENT_PASSWORD_WRONG)`. */
export const invalidField = (path: string, message: Message): BadRequestError =>
  invalidFields([{ path, message }]);

export class UnauthorizedError extends AppError {
  constructor(message: Message = UNAUTHORIZED) {
    super(401, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message: Message = FORBIDDEN) {
    super(403, message);
  }
}

export class NotFoundError extends AppError {
  constructor(message: Message = NOT_FOUND) {
    super(404, message);
  }
}

export class ConflictError extends AppError {
  constructor(message: Message = CONFLICT, issues?: readonly FieldIssue[]) {
    super(409, message, { issues });
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(message: Message = PAYLOAD_TOO_LARGE, issues?: readonly FieldIssue[]) {
    super(413, message, { issues });
  }
}

export class UnsupportedMediaTypeError extends AppError {
  constructor(message: Message = UNSUPPORTED_MEDIA_TYPE, issues?: readonly FieldIssue[]) {
    super(415, message, { issues });
  }
}

export class TooManyRequestsError extends AppError {
  /** Seconds until the allowance comes back, sent as `Retry-After` when known. */
  readonly retryAfterSeconds: number | undefined;
  constructor(message: Message = TOO_MANY_REQUESTS, retryAfterSeconds?: number) {
    super(429, message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** A service we depend on failed or did not answer; the message is meant for the client. */
export class BadGatewayError extends AppError {
  constructor(message: Message = UPSTREAM, cause?: unknown) {
    super(502, message, { expose: true, cause });
  }
}

/**
 * No database connection could be had: none came within DATABASE_CONNECT_TIMEOUT_SECONDS (the
 * database does not answer, or every pooled connection stayed busy), or the database refused it.
 * The statement that needed it was never sent; the cause (pg's own error) is logged.
 */
export class DatabaseUnavailableError extends AppError {
  constructor(cause?: unknown) {
    super(503, DATABASE_UNAVAILABLE, { expose: true, cause });
  }
}
