// Serves uploaded files under /media/, the built web app when present, and the not-found rules:
// unknown /api paths answer JSON, page paths answer the app's index.html. The public pages the
// server renders are modules/seo/pages.routes.ts.
import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import fp from "fastify-plugin";
import type { Config } from "../config";

const LONG_CACHE = "public, max-age=31536000, immutable";

export const staticWebPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const uploadsDir = join(config.dataDir, "uploads");
    mkdirSync(join(uploadsDir, "avatars"), { recursive: true });
    // Upload names are random and never reused, so they can be cached for good.
    await app.register(fastifyStatic, {
      root: uploadsDir,
      prefix: "/media/",
      // reply.sendFile is the web build's (below).
      decorateReply: false,
      cacheControl: false,
      index: false,
      setHeaders: (reply) => {
        reply.header("cache-control", LONG_CACHE);
      },
    });

    const webDir = config.webDistDir;
    const hasWeb = existsSync(join(webDir, "index.html"));
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: webDir,
        prefix: "/",
        cacheControl: false,
        // The web build writes .br and .gz copies beside each text file (apps/web/build).
        preCompressed: true,
        // Source maps stay on the server's disk for debugging; they are not published (they
        // would hand out the app's whole source, comments included).
        // Nor is the build's manifest (.vite/), which only the server reads.
        allowedPath: (path) => !path.endsWith(".map") && !path.startsWith("/.vite/"),
        setHeaders: (reply, path) => {
          // Vite puts content-hashed files under assets/; everything else must be revalidated.
          const hashed = path.includes(`${join(webDir, "assets")}`);
          reply.header("cache-control", hashed ? LONG_CACHE : "no-cache");
        },
      });
    } else {
      app.log.info({ webDir }, "no built web app found; serving the API only");
    }

    app.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split("?")[0] ?? "";
      const isApi = path === "/api" || path.startsWith("/api/");
      const wantsHtml = (request.headers.accept ?? "").includes("text/html");
      const isRead = request.method === "GET" || request.method === "HEAD";
      if (!isApi && hasWeb && isRead && wantsHtml) {
        // index.html as the build wrote it, in the encoding the browser accepts (the build's .br
        // and .gz copies), revalidated on every visit.
        return reply.header("cache-control", "no-cache").sendFile("index.html");
      }
      return reply.code(404).send({ message: "Not found", issues: [], requestId: request.id });
    });
  },
  { name: "static-web" },
);
