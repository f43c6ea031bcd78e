// HTTP routes of outgoing mail: the outbox, for admins.
import { ErrorSchema } from "@app/shared/common";
import { OutboxMessageSchema } from "@app/shared/mail";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

const bearer = [{ bearer: [] }];

export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/mail/outbox",
    {
      onRequest: app.requireRole("admin"),
      schema: {
        tags: ["mail"],
        summary: "Every outgoing message with its delivery state, newest first (admin)",
        security: bearer,
        response: { 200: OutboxMessageSchema.array(), 401: ErrorSchema, 403: ErrorSchema },
      },
    },
    async () => app.mail.list(),
  );
};
