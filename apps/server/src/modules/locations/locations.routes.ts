// HTTP routes of location sharing: the caller's own position, and the admin's views of everyone's.
import { ErrorSchema } from "@app/shared/common";
import {
  AdminMapUserSchema,
  MapDataInputSchema,
  MapUserListQuerySchema,
  MapUserSchema,
  OwnMapDataSchema,
} from "@app/shared/locations";
import { AdminIdParamsSchema } from "@app/shared/voters";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sendPage } from "../../lib/paging";
import { userOf } from "../../plugins/auth";
import { createLocationsService } from "./locations.service";

export const locationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createLocationsService(app.db);

  app.post(
    "/api/locations/me",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "locations.share",
        tags: ["locations"],
        summary:
          "Share the caller's position: 201 the first time, 200 when it replaces the last one. " +
          "Name and email come from the account; the body's are ignored.",
        body: MapDataInputSchema,
        response: { 200: MapUserSchema, 201: MapUserSchema, 400: ErrorSchema, 401: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { location, created } = await service.share(userOf(request), request.body);
      return reply.code(created ? 201 : 200).send(location);
    },
  );

  app.get(
    "/api/locations/me",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "locations.getMine",
        tags: ["locations"],
        summary: "The caller's shared position, or null when not sharing",
        response: { 200: OwnMapDataSchema, 401: ErrorSchema },
      },
    },
    async (request) => ({ location: await service.mine(userOf(request)) }),
  );

  app.delete(
    "/api/locations/me",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "locations.stopSharing",
        tags: ["locations"],
        summary: "Stop sharing: delete the caller's position (204 even when there was none)",
        response: { 204: z.null().describe("Stopped sharing"), 401: ErrorSchema },
      },
    },
    async (request, reply) => {
      await service.stop(userOf(request));
      return reply.code(204).send(null);
    },
  );

  const admin = app.requireRole("admin");
  const denied = { 401: ErrorSchema, 403: ErrorSchema };

  app.get(
    "/api/locations",
    {
      onRequest: admin,
      schema: {
        operationId: "locations.list",
        tags: ["locations"],
        summary: "Every shared position, most recently updated first (admin)",
        querystring: MapUserListQuerySchema,
        response: { 200: AdminMapUserSchema.array(), 400: ErrorSchema, ...denied },
      },
    },
    async (request, reply) => sendPage(request, reply, await service.listAll(request.query)),
  );

  app.get(
    "/api/locations/:id",
    {
      onRequest: admin,
      schema: {
        operationId: "locations.get",
        tags: ["locations"],
        summary: "One shared position (admin)",
        params: AdminIdParamsSchema,
        response: { 200: AdminMapUserSchema, 400: ErrorSchema, 404: ErrorSchema, ...denied },
      },
    },
    async (request) => service.findById(request.params.id),
  );

  app.delete(
    "/api/locations/:id",
    {
      onRequest: admin,
      schema: {
        operationId: "locations.remove",
        tags: ["locations"],
        summary: "Delete a shared position (admin)",
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
      await service.removeById(request.params.id);
      return reply.code(204).send(null);
    },
  );
};
