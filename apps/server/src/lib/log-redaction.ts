// What log lines must never hold: bearer tokens and cookies, wherever a headers object is logged,
// and secret-looking query parameters (a password typed into a URL, a token pasted into a link).
import type { FastifyRequest } from "fastify";

export const LOG_REDACT_PATHS = [
  "headers.authorization",
  "headers.cookie",
  // req.headers, and e.g. @fastify/multipart's busboyOptions.headers (logged at trace level).
  "*.headers.authorization",
  "*.headers.cookie",
];

const SECRET_PARAMETER = /pass|token|secret|key|auth|session|jwt/i;

/** The URL with the values of secret-looking query parameters replaced. */
export function redactUrl(url: string): string {
  const start = url.indexOf("?");
  if (start === -1) return url;
  const params = new URLSearchParams(url.slice(start + 1));
  let redacted = false;
  for (const name of new Set(params.keys())) {
    if (SECRET_PARAMETER.test(name)) {
      params.set(name, "[Redacted]");
      redacted = true;
    }
  }
  return redacted ? `${url.slice(0, start)}?${params.toString()}` : url;
}

/** Fastify's request serializer (method, url, host, address), with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
