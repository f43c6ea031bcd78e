// HTTP routes of the vehicle list (admin).
import { ErrorSchema } from "@app/shared/common";
import { VehicleInputSchema, VehicleListQuerySchema, VehicleSchema } from "@app/shared/vehicles";
import { AdminIdParamsSchema } from "@app/shared/voters";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sendPage } from "../../lib/paging";
import { createVehiclesService } from "./vehicles.service";

const denied = { 401: ErrorSchema, 403: ErrorSchema };

export const vehiclesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createVehiclesService(app.db);
  const admin = app.requireRole("admin");

  app.get(
    "/api/vehicles",
    {
      onRequest: admin,
      schema: {
        operationId: "vehicles.list",
        tags: ["vehicles"],
        summary: "Every vehicle, oldest first (admin)",
        querystring: VehicleListQuerySchema,
        response: { 200: VehicleSchema.array(), 400: ErrorSchema, ...denied },
      },
    },
    async (request, reply) => sendPage(request, reply, await service.list(request.query)),
  );

  app.post(
    "/api/vehicles",
    {
      onRequest: admin,
      schema: {
        operationId: "vehicles.add",
        tags: ["vehicles"],
        summary: "Add a vehicle (admin)",
        body: VehicleInputSchema,
        response: { 201: VehicleSchema, 400: ErrorSchema, ...denied },
      },
    },
    async (request, reply) => reply.code(201).send(await service.add(request.body)),
  );

  app.put(
    "/api/vehicles/:id",
    {
      onRequest: admin,
      schema: {
        operationId: "vehicles.edit",
        tags: ["vehicles"],
        summary: "Edit a vehicle: year, make and model, nothing else (admin)",
        params: AdminIdParamsSchema,
        body: VehicleInputSchema,
        response: { 200: VehicleSchema, 400: ErrorSchema, 404: ErrorSchema, ...denied },
      },
    },
    async (request) => service.edit(request.params.id, request.body),
  );

  app.delete(
    "/api/vehicles/:id",
    {
      onRequest: admin,
      schema: {
        operationId: "vehicles.remove",
        tags: ["vehicles"],
        summary: "Delete a vehicle (admin)",
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
