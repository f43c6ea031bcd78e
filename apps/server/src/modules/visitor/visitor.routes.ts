// GET /api/visitor (legacy: GET /visitor): the running visitor count. A browser counts once per
// 30 minutes: the first call sets a cookie that lasts that long, and calls carrying it read the
// count without adding to it.
import { VISIT_WINDOW_MINUTES, VisitorCountSchema } from "@app/shared/visitor";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { indiaDay } from "../../lib/days";
import { addVisitor, countVisitors } from "./visitor.repository";

export const VISITED_COOKIE = "visited";
export const VISIT_WINDOW_SECONDS = VISIT_WINDOW_MINUTES * 60;

export const visitorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/visitor",
    {
      schema: {
        operationId: "visitor.count",
        tags: ["visitor"],
        summary: "Visitor count; counts this browser unless it was counted in the last 30 minutes",
        response: { 200: VisitorCountSchema },
      },
    },
    async (request, reply) => {
      // Every answer depends on the cookie, so no shared cache may keep one.
      reply.header("cache-control", "no-store");
      if (request.cookies[VISITED_COOKIE] !== undefined) {
        return { visitor: await countVisitors(app.db) };
      }
      const visitor = await addVisitor(app.db, indiaDay());
      // Not refreshed on later calls: a browser open all day still counts once per window.
      reply.setCookie(VISITED_COOKIE, "1", {
        path: "/",
        maxAge: VISIT_WINDOW_SECONDS,
        httpOnly: true,
        sameSite: "lax",
        secure: "auto",
      });
      return { visitor };
    },
  );
};
