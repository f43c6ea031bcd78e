// HTTP routes of the mechanics list (admin).
import { ErrorSchema } from "@app/shared/common";
import {
  MechanicInputSchema,
  MechanicListQuerySchema,
  MechanicSchema,
} from "@app/shared/mechanics";
import { AdminIdParamsSchema } from "@app/shared/voters";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sendPage } from "../../lib/paging";
import { createMechanicsService } from "./mechanics.service";

const denied = { 401: ErrorSchema, 403: ErrorSchema };

export const mechanicsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createMechanicsService(app.db);
  const admin = app.requireRole("admin");

  app.get(
    "/api/mechanics",
    {
      onRequest: admin,
      schema: {
        operationId: "mechanics.list",
        tags: ["mechanics"],
        summary: "Every mechanic, oldest first (admin)",
        querystring: MechanicListQuerySchema,
        response: { 200: MechanicSchema.array(), 400: ErrorSchema, ...denied },
      },
    },
    async (request, reply) => sendPage(request, reply, await service.list(request.query)),
  );

  app.post(
    "/api/mechanics",
    {
      onRequest: admin,
      schema: {
        operationId: "mechanics.add",
        tags: ["mechanics"],
        summary: "Add a mechanic (admin)",
        body: MechanicInputSchema,
        response: { 201: MechanicSchema, 400: ErrorSchema, ...denied },
      },
    },
    async (request, reply) => reply.code(201).send(await service.add(request.body)),
  );

  app.delete(
    "/api/mechanics/:id",
    {
      onRequest: admin,
      schema: {
        operationId: "mechanics.remove",
        tags: ["mechanics"],
        summary: "Delete a mechanic (admin)",
        params: AdminIdParamsSchema,
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
