// Serves uploaded files under /media/, the built web app when present, and the not-found rules:
// unknown /api paths answer JSON, page paths answer the app's index.html.
import { existsSync, mkdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
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
        decorateReply: false,
        cacheControl: false,
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
        // Read per request so a rebuilt site is picked up; the page itself must not be cached.
        const page = await readFile(join(webDir, "index.html"));
        return reply
          .header("cache-control", "no-cache")
          .type("text/html; charset=utf-8")
          .send(page);
      }
      return reply.code(404).send({ message: "Not found", requestId: request.id });
    });
  },
  { name: "static-web" },
);
