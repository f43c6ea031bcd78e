// Health for proxies, process managers and orchestrators:
// - GET /api/health (also /api/health/ready): readiness. 200 while this process takes work: its
//   database answers and it is not draining. With REDIS_URL it also says whether Redis answers;
//   while Redis is away the answer is still 200, `{status: "degraded", redis: "unavailable"}`:
//   every process serves on (rate limits count per process, chat between processes waits), and
//   taking them all out of a balancer's rotation would stop the site for what Redis only adds
//   (decision 032).
// - GET /api/health/live: liveness. 200 while the process runs at all, draining or not, so a
//   stopping process is not killed before it has finished.
// Probes come every few seconds all day: their log lines are written at debug level.
import { ErrorSchema } from "@app/shared/common";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sql } from "kysely";
import { z } from "zod";

const OkSchema = z.object({ status: z.literal("ok") });

const ReadySchema = z.object({
  /** "degraded": serving, with Redis away. */
  status: z.enum(["ok", "degraded"]),
  /** Only with REDIS_URL set: whether Redis answers. */
  redis: z.enum(["ok", "unavailable"]).optional(),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const readiness = (operationId: string) =>
    ({
      config: { logLevelOfCompletion: "debug" },
      schema: {
        operationId,
        tags: ["health"],
        summary:
          "Readiness: the database answers and the process is not stopping (Redis, when set, is reported)",
        response: { 200: ReadySchema, 503: ErrorSchema },
      },
    }) as const;

  /** Why this process should get no new work now, or null when it is ready. */
  const notReadyBecause = async (request: FastifyRequest): Promise<string | null> => {
    if (app.draining) return "Draining: this process is stopping";
    try {
      await sql`select 1`.execute(app.db);
    } catch (error) {
      request.log.error({ err: error }, "database ping failed");
      return "Database unavailable";
    }
    return null;
  };

  for (const [url, operationId] of [
    ["/api/health", "health.check"],
    ["/api/health/ready", "health.ready"],
  ] as const) {
    app.get(url, readiness(operationId), async (request, reply) => {
      const problem = await notReadyBecause(request);
      if (problem)
        return reply.code(503).send({ message: problem, issues: [], requestId: request.id });
      if (!app.redis) return { status: "ok" as const };
      return app.redis.available()
        ? { status: "ok" as const, redis: "ok" as const }
        : { status: "degraded" as const, redis: "unavailable" as const };
    });
  }

  app.get(
    "/api/health/live",
    {
      config: { logLevelOfCompletion: "debug" },
      schema: {
        operationId: "health.live",
        tags: ["health"],
        summary: "Liveness: the process runs (also while it drains)",
        response: { 200: OkSchema },
      },
    },
    async () => ({ status: "ok" as const }),
  );
};
