// GET /api/health: 200 only when the database answers.
import { ErrorSchema } from "@app/shared/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sql } from "kysely";
import { z } from "zod";

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/health",
    {
      schema: {
        operationId: "health.check",
        tags: ["health"],
        summary: "Liveness with a database ping",
        response: { 200: z.object({ status: z.literal("ok") }), 503: ErrorSchema },
      },
    },
    async (request, reply) => {
      try {
        await sql`select 1`.execute(app.db);
        return { status: "ok" as const };
      } catch (error) {
        request.log.error({ err: error }, "database ping failed");
        return reply.code(503).send({ message: "Database unavailable", requestId: request.id });
      }
    },
  );
};
