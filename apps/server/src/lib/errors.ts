// Typed errors that services throw; the error handler maps each to its status in one place, and
// writes the message in the reader's language (lib/i18n.ts).
import type { Issue } from "@app/shared/common";
import type { Message } from "./i18n";

export type { Issue };

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
}): Issue[] {
  const path = issue.path.map(String);
  const keys = Array.isArray(issue.keys) ? issue.keys.map(String) : [];
  if (keys.length === 0) return [{ path: path.join("."), message: issue.message }];
  return keys.map((key) => ({
    path: [...path, key].join("."),
    message: `Unrecognized key: "${key}"`,
  }));
}

/** The issues of a failed `safeParse` (or of a request's validation), at most MAX_ISSUES. */
export const issuesFromZod = (
  issues: readonly Parameters<typeof issuesFromZodIssue>[0][],
): Issue[] => issues.slice(0, MAX_ISSUES).flatMap(issuesFromZodIssue).slice(0, MAX_ISSUES);

export class AppError extends Error {
  readonly statusCode: number;
  /**
   * Whether the message may reach the client. True for every 4xx; a 5xx hides its message unless
   * it was written for the client (e.g. "the weather service is not answering").
   */
  readonly expose: boolean;
  /** The fields the refusal is about, each with its own message; empty when it is about none. */
  readonly issues: readonly Issue[];
  /** The message for the client, translated into the reader's language when it is answered. */
  readonly text: Message;
  constructor(
    statusCode: number,
    message: Message,
    options?: { expose?: boolean; cause?: unknown; issues?: readonly Issue[] },
  ) {
    // Error.message (what the log shows) is the English text.
    const english = typeof message === "string" ? message : (message.message ?? message.id);
    super(english, options?.cause === undefined ? undefined : { cause: options.cause });
    this.text = message;
    this.name = new.target.name;
    this.statusCode = statusCode;
    this.expose = options?.expose ?? statusCode < 500;
    this.issues = options?.issues ?? [];
  }
}

export class BadRequestError extends AppError {
  constructor(message: Message = "Bad request", issues?: readonly Issue[]) {
    super(400, message, { issues });
  }
}

/**
 * A 400 about the fields of `issues`: the first one's message is the summary. The form that sent
 * the request shows each under its field.
 */
export function invalidFields(issues: readonly Issue[]): BadRequestError {
  return new BadRequestError(issues[0]?.message ?? "The request is not valid", issues);
}

/** A 400 about one field, e.g. `invalidField("currentPassword", CURRENT_PASSWORD_WRONG)`. */
export const invalidField = (path: string, message: string): BadRequestError =>
  invalidFields([{ path, message }]);

export class UnauthorizedError extends AppError {
  constructor(message: Message = "Not authorized") {
    super(401, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = "Forbidden") {
    super(403, message);
  }
}

export class NotFoundError extends AppError {
  constructor(message: Message = "Not found") {
    super(404, message);
  }
}

export class ConflictError extends AppError {
  constructor(message: Message = "Conflict", issues?: readonly Issue[]) {
    super(409, message, { issues });
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(message: Message = "Payload too large", issues?: readonly Issue[]) {
    super(413, message, { issues });
  }
}

export class UnsupportedMediaTypeError extends AppError {
  constructor(message: Message = "Unsupported media type", issues?: readonly Issue[]) {
    super(415, message, { issues });
  }
}

export class TooManyRequestsError extends AppError {
  /** Seconds until the allowance comes back, sent as `Retry-After` when known. */
  readonly retryAfterSeconds: number | undefined;
  constructor(message = "Too many requests, please try again later", retryAfterSeconds?: number) {
    super(429, message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** A service we depend on failed or did not answer; the message is meant for the client. */
export class BadGatewayError extends AppError {
  constructor(message = "An upstream service is not answering", cause?: unknown) {
    super(502, message, { expose: true, cause });
  }
}
