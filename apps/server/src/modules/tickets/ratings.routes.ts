// HTTP route of a ticket's rating: schema in, service call, schema out.
import { ErrorSchema } from "@app/shared/common";
import { RateTicketSchema, TicketParamsSchema, TicketSchema } from "@app/shared/tickets";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { userOf } from "../../plugins/auth";
import { createRatingsService } from "./ratings.service";

const errors = { 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema };

export const ratingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createRatingsService(app.db);

  app.post(
    "/api/tickets/:id/rating",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "tickets.rate",
        tags: ["tickets"],
        summary:
          "Rate the help on your closed ticket, 1 to 5 with an optional comment, once (403 for " +
          "someone else's ticket staff can see; 409 while it is not closed or once rated)",
        params: TicketParamsSchema,
        body: RateTicketSchema,
        response: { 200: TicketSchema, 403: ErrorSchema, 409: ErrorSchema, ...errors },
      },
    },
    async (request) => service.rate(userOf(request), request.params.id, request.body),
  );
};
