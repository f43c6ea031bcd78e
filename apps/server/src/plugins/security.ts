// Security headers from @fastify/helmet (a CSP the built Vite + React + Mantine site satisfies)
// and the request id header, on every answer.
import helmetPlugin, { type FastifyHelmetOptions } from "@fastify/helmet";
import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import helmet from "helmet";

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

const HELMET_OPTIONS = {
  contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
} satisfies FastifyHelmetOptions;

/**
 * The `helmet` route option of a PDF the site shows in its own frame (prospectus, invoices):
 * only `frame-ancestors 'self'`, as the browser's PDF viewer needs nothing else and a
 * `default-src` would only get in its way.
 */
export const PDF_HELMET = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: helmetPlugin.contentSecurityPolicy.dangerouslyDisableDefaultSrc,
      frameAncestors: ["'self'"],
    },
  },
} satisfies FastifyHelmetOptions;

/**
 * For an answer no hook runs before (an address the router refused): the same headers, set by
 * helmet itself on the raw response.
 */
export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  helmet(HELMET_OPTIONS)(request.raw, reply.raw, () => {});
  void reply.header("x-request-id", request.id);
}

export const securityPlugin = fp(
  async (app) => {
    // Every answer (API, pages, files, errors) carries them; a route may set its own with the
    // `helmet` route option (the PDFs) or replace a header, as the API docs page does.
    await app.register(helmetPlugin, HELMET_OPTIONS);
    app.addHook("onRequest", (request, reply, done) => {
      reply.header("x-request-id", request.id);
      done();
    });
  },
  { name: "security" },
);
