// Security headers (a CSP the built Vite + React + Mantine site satisfies) and the request id
// header, on every answer. helmet works the headers out, once per policy at start-up; a hook
// replays them (decision 018: @fastify/helmet rebuilt helmet's middleware on every request and set
// each header apart, a sixth of the CPU a small API answer costs).
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import helmet, { type HelmetOptions } from "helmet";

export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  // Razorpay's Checkout (docs/payments.md): its script, the window it draws from its API host,
  // and the calls that window makes. Card and bank details go to Razorpay, never to this site.
  scriptSrc: ["'self'", "https://checkout.razorpay.com"],
  // Mantine injects <style> tags at run time.
  styleSrc: ["'self'", "'unsafe-inline'"],
  // Map tiles (contact and tracking maps) and YouTube's video thumbnails (/video).
  // Razorpay's logos of banks and apps in Checkout.
  imgSrc: [
    "'self'",
    "data:",
    "blob:",
    "https://*.tile.openstreetmap.org",
    "https://i.ytimg.com",
    "https://cdn.razorpay.com",
  ],
  // The video player, loaded only when a visitor presses play.
  frameSrc: [
    "https://www.youtube-nocookie.com",
    "https://api.razorpay.com",
    "https://checkout.razorpay.com",
  ],
  connectSrc: [
    "'self'",
    "ws:",
    "wss:",
    "https://api.razorpay.com",
    "https://lumberjack.razorpay.com",
  ],
  mediaSrc: ["'self'", "blob:"],
  fontSrc: ["'self'", "data:"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
};

/** A complete set of security headers, as helmet writes them for one set of options. */
export type SecurityHeaders = Readonly<Record<string, string>>;

/** The headers helmet's middleware sets for these options, recorded from one run of it. */
export function helmetHeaders(options: Readonly<HelmetOptions>): SecurityHeaders {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return Object.freeze(headers);
}

/** Every answer's headers, for the site's policy. */
export const SECURITY_HEADERS = helmetHeaders({
  contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  // Checkout opens a bank's or a UPI app's page in a window of its own for some payments and
  // must keep talking to it; "same-origin" would cut that window off.
  crossOriginOpenerPolicy: { policy: "same-origin-allow-popups" },
});

/**
 * The headers of a PDF the site shows in its own frame (prospectus, invoices): the same, with a
 * policy of only `frame-ancestors 'self'`, as the browser's PDF viewer needs nothing else and a
 * `default-src` would only get in its way. Routes name it in `config.securityHeaders`.
 */
export const PDF_SECURITY_HEADERS = helmetHeaders({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: helmet.contentSecurityPolicy.dangerouslyDisableDefaultSrc,
      frameAncestors: ["'self'"],
    },
  },
});

declare module "fastify" {
  interface FastifyContextConfig {
    /** Headers that replace the site's security headers on this route's answers. */
    securityHeaders?: SecurityHeaders;
  }
}

/** Sets a request's security headers and its id on the answer. */
export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  void reply
    .headers(request.routeOptions.config?.securityHeaders ?? SECURITY_HEADERS)
    .header("x-request-id", request.id);
}

export const securityPlugin = fp(
  async (app) => {
    // Every answer (API, pages, files, errors) carries them; a route may name its own set
    // (the PDFs) or replace a header, as the API docs page does. An address the router refuses
    // runs no hook: the framework error handler calls setSecurityHeaders itself.
    app.addHook("onRequest", (request, reply, done) => {
      setSecurityHeaders(request, reply);
      done();
    });
  },
  { name: "security" },
);
