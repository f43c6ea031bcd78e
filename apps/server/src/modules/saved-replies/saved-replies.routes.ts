// HTTP routes of saved replies (staff, admin).
import { ErrorSchema, IdParamsSchema } from "@app/shared/common";
import {
  SavedReplyInputSchema,
  SavedReplyListQuerySchema,
  SavedReplySchema,
} from "@app/shared/saved-replies";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sendPage } from "../../lib/paging";
import { userOf } from "../../plugins/auth";
import { createSavedRepliesService } from "./saved-replies.service";

const denied = { 401: ErrorSchema, 403: ErrorSchema };

export const savedRepliesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createSavedRepliesService(app.db);
  const staff = app.requireRole("staff", "admin");

  app.get(
    "/api/saved-replies",
    {
      onRequest: staff,
      schema: {
        operationId: "savedReplies.list",
        tags: ["savedReplies"],
        summary:
          "The reply texts staff keep, by title, a page at a time (q: a part of the title or " +
          "text; staff, admin)",
        querystring: SavedReplyListQuerySchema,
        response: { 200: SavedReplySchema.array(), 400: ErrorSchema, ...denied },
      },
    },
    async (request, reply) => sendPage(request, reply, await service.list(request.query)),
  );

  app.post(
    "/api/saved-replies",
    {
      onRequest: staff,
      schema: {
        operationId: "savedReplies.add",
        tags: ["savedReplies"],
        summary:
          "Keep a reply text; {customer}, {trip}, {ticket} and {staff} are filled in when it is " +
          "inserted (staff, admin)",
        body: SavedReplyInputSchema,
        response: { 201: SavedReplySchema, 400: ErrorSchema, ...denied },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.add(userOf(request), request.body)),
  );

  app.put(
    "/api/saved-replies/:id",
    {
      onRequest: staff,
      schema: {
        operationId: "savedReplies.change",
        tags: ["savedReplies"],
        summary: "Change a saved reply's title and text (staff, admin)",
        params: IdParamsSchema,
        body: SavedReplyInputSchema,
        response: { 200: SavedReplySchema, 400: ErrorSchema, 404: ErrorSchema, ...denied },
      },
    },
    async (request) => service.change(userOf(request), request.params.id, request.body),
  );

  app.delete(
    "/api/saved-replies/:id",
    {
      onRequest: staff,
      schema: {
        operationId: "savedReplies.remove",
        tags: ["savedReplies"],
        summary: "Delete a saved reply (staff, admin)",
        params: IdParamsSchema,
        response: {
          204: z.null().describe("Deleted"),
          400: ErrorSchema,
          404: ErrorSchema,
          ...denied,
        },
      },
    },
    async (request, reply) => {
      await service.remove(request.params.id);
      return reply.code(204).send(null);
    },
  );
};
