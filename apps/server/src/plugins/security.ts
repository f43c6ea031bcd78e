// Security headers (a CSP the built Vite + React + Mantine site satisfies), rate limiting for the
// routes that opt in, and the request id header.
import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import fp from "fastify-plugin";
import { TooManyRequestsError } from "../lib/errors";

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

export const securityPlugin = fp(
  async (app) => {
    app.addHook("onRequest", async (request, reply) => {
      reply.header("x-request-id", request.id);
    });
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    });
    // Not global: only routes with `config.rateLimit` (login, register, weather) are limited.
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: () => new TooManyRequestsError(),
    });
  },
  { name: "security" },
);
