// HTTP routes of outgoing mail, for admins: send one message and read the outbox.
import { ErrorSchema } from "@app/shared/common";
import { OutboxMessageSchema, OutboxQuerySchema, SendMailSchema } from "@app/shared/mail";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sendPage } from "../../lib/paging";

export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/mail/outbox",
    {
      onRequest: app.requireRole("admin"),
      schema: {
        operationId: "mail.listOutbox",
        tags: ["mail"],
        summary:
          "Outgoing messages with their delivery state, newest first, a page at a time: search " +
          "(q) recipient and subject, filter by state (admin)",
        querystring: OutboxQuerySchema,
        response: {
          200: OutboxMessageSchema.array(),
          400: ErrorSchema,
          401: ErrorSchema,
          403: ErrorSchema,
        },
      },
    },
    async (request, reply) => sendPage(request, reply, await app.mail.list(request.query)),
  );

  app.post(
    "/api/mail",
    {
      onRequest: app.requireRole("admin"),
      schema: {
        operationId: "mail.send",
        tags: ["mail"],
        summary:
          "Send one message (admin). Answers 201 with its outbox entry once delivery was tried: " +
          "state `sent`, or `failed` with the reason (also when SMTP_URL is unset)",
        body: SendMailSchema,
        response: {
          201: OutboxMessageSchema,
          400: ErrorSchema,
          401: ErrorSchema,
          403: ErrorSchema,
        },
      },
    },
    // Waits for the SMTP answer (bounded by the sender's time-outs) so the admin learns at once
    // whether it went out; a failed delivery is a recorded outcome, not an error of this call.
    async (request, reply) => {
      const { sendmail, subject, text } = request.body;
      return reply.code(201).send(await app.mail.send({ to: sendmail, subject, text }));
    },
  );
};
