// HTTP routes of an account's sessions: signing this device out, the list, ending others.
import { ErrorSchema } from "@app/shared/common";
import { SessionParamsSchema, SessionSchema } from "@app/shared/users";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { userOf } from "../../plugins/auth";
import type { AccountDeps } from "./accounts";
import { createSessionsService } from "./sessions.service";

export const sessionsRoutes: FastifyPluginAsyncZod<{ deps: AccountDeps }> = async (
  app,
  { deps },
) => {
  const service = createSessionsService(deps);

  app.post(
    "/api/users/logout",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "users.logout",
        tags: ["users"],
        summary: "Sign this device out: its token is refused from now on, on every process",
        response: { 204: z.null().describe("Signed out"), 401: ErrorSchema },
      },
    },
    async (request, reply) => {
      await service.logout(userOf(request));
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/api/users/me/sessions",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "users.listSessions",
        tags: ["users"],
        summary: "The devices signed in to this account, most recently used first (at most 50)",
        response: { 200: SessionSchema.array(), 401: ErrorSchema },
      },
    },
    async (request) => service.sessions(userOf(request)),
  );

  app.delete(
    "/api/users/me/sessions/:id",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "users.endSession",
        tags: ["users"],
        summary: "Sign one of your devices out (its open chat closes too)",
        params: SessionParamsSchema,
        response: {
          204: z.null().describe("Signed out"),
          400: ErrorSchema,
          401: ErrorSchema,
          404: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      await service.endSession(userOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    "/api/users/me/sessions",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "users.endOtherSessions",
        tags: ["users"],
        summary: "Sign out everywhere else: every session but this one ends",
        response: { 200: z.object({ ended: z.number().int() }), 401: ErrorSchema },
      },
    },
    async (request) => ({ ended: await service.endOtherSessions(userOf(request)) }),
  );
};
