// GET /api/institute (anyone: the contact page and footer show it) and PUT /api/institute (admin):
// the institute's name, address, phone, email, office hours and director (docs/product.md: back office).
import { ErrorSchema } from "@app/shared/common";
import { InstituteResponseSchema, InstituteSettingsSchema } from "@app/shared/institute";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createInstituteService } from "./institute.service";

export const instituteRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createInstituteService(app.db);

  app.get(
    "/api/institute",
    {
      schema: {
        operationId: "institute.get",
        tags: ["institute"],
        summary:
          "The institute's details as the site shows them: name, address, phone, email, office " +
          "hours and director",
        response: { 200: InstituteResponseSchema },
      },
    },
    async () => service.get(),
  );

  app.put(
    "/api/institute",
    {
      onRequest: app.requireRole("admin"),
      schema: {
        operationId: "institute.update",
        tags: ["institute"],
        summary:
          "Change the institute's details (admin); the contact page, footer, back office and " +
          "invoice PDFs show them from then on",
        body: InstituteSettingsSchema,
        response: {
          200: InstituteResponseSchema,
          400: ErrorSchema,
          401: ErrorSchema,
          403: ErrorSchema,
        },
      },
    },
    async (request) => service.update(request.body),
  );
};
