// Security headers (a CSP the built Vite + React + Mantine site satisfies), rate limiting for the
// routes that opt in, and the request id header.
import type { IncomingMessage, ServerResponse } from "node:http";
import rateLimit from "@fastify/rate-limit";
import fp from "fastify-plugin";
import helmet from "helmet";
import { TooManyRequestsError } from "../lib/errors";
import { rateLimitStore } from "./rate-limit-store";

export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // Mantine injects <style> tags at run time.
  styleSrc: ["'self'", "'unsafe-inline'"],
  // Map tiles (contact and tracking maps) and YouTube's video thumbnails (/video).
  imgSrc: ["'self'", "data:", "blob:", "https://*.tile.openstreetmap.org", "https://i.ytimg.com"],
  // The video player, loaded only when a visitor presses play.
  frameSrc: ["https://www.youtube-nocookie.com"],
  connectSrc: ["'self'", "ws:", "wss:"],
  mediaSrc: ["'self'", "blob:"],
  fontSrc: ["'self'", "data:"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
};

/**
 * The headers helmet sets for our policy, worked out once at start-up: helmet's middleware run
 * against a response that only records them. (@fastify/helmet rebuilt the middleware, and parsed
 * the policy, on every request: 6 % of the CPU a signed-in ticket list costs; decision 004.)
 */
export function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet({ contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY } })(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return headers;
}

/** The site's security headers, worked out once. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = securityHeaders();

export const securityPlugin = fp(
  async (app) => {
    // Every answer (API, pages, files, errors) carries them; a route may replace one, e.g. the
    // PDFs' content security policy. (The router's own refusals skip hooks: the framework error
    // handler sets them too.)
    app.addHook("onRequest", (request, reply, done) => {
      reply.headers(SECURITY_HEADERS).header("x-request-id", request.id);
      done();
    });
    // Not global: only routes with `config.rateLimit` (sign-in, register, weather) are limited,
    // each against the allowance it names; with Redis one count per address across processes.
    await app.register(rateLimit, {
      global: false,
      store: rateLimitStore(app.redis),
      errorResponseBuilder: () => new TooManyRequestsError(),
      // Redis away: let the request through (and log it) rather than lock everyone out.
      skipOnError: true,
    });
  },
  { name: "security", dependencies: ["redis"] },
);
