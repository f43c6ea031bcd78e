// HTTP route of the old student records (admin): the /studentlist screen.
import { ErrorSchema } from "@app/shared/common";
import { OldStudentListQuerySchema, OldStudentSchema } from "@app/shared/students";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sendPage } from "../../lib/paging";
import { createStudentsService } from "./students.service";

export const studentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createStudentsService(app.db);

  app.get(
    "/api/students",
    {
      onRequest: app.requireRole("admin"),
      schema: {
        operationId: "students.listOld",
        tags: ["students"],
        summary: "Old student records, in the order of the shipped CSV (admin)",
        querystring: OldStudentListQuerySchema,
        response: {
          200: OldStudentSchema.array(),
          400: ErrorSchema,
          401: ErrorSchema,
          403: ErrorSchema,
        },
      },
    },
    async (request, reply) => sendPage(request, reply, await service.listOld(request.query)),
  );
};
