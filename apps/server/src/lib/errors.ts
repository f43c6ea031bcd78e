// Typed errors that services throw; the error handler maps each to its status in one place.
export class AppError extends Error {
  readonly statusCode: number;
  /**
   * Whether the message may reach the client. True for every 4xx; a 5xx hides its message unless
   * it was written for the client (e.g. "the weather service is not answering").
   */
  readonly expose: boolean;
  constructor(
    statusCode: number,
    message: string,
    options?: { expose?: boolean; cause?: unknown },
  ) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.statusCode = statusCode;
    this.expose = options?.expose ?? statusCode < 500;
  }
}

export class BadRequestError extends AppError {
  constructor(message = "Bad request") {
    super(400, message);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = "Not authorized") {
    super(401, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = "Forbidden") {
    super(403, message);
  }
}

export class NotFoundError extends AppError {
  constructor(message = "Not found") {
    super(404, message);
  }
}

export class ConflictError extends AppError {
  constructor(message = "Conflict") {
    super(409, message);
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(message = "Payload too large") {
    super(413, message);
  }
}

export class UnsupportedMediaTypeError extends AppError {
  constructor(message = "Unsupported media type") {
    super(415, message);
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
