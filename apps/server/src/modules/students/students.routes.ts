// HTTP route of the old student records (admin): the /studentlist screen.
import { ErrorSchema } from "@app/shared/common";
import { OldStudentSchema } from "@app/shared/students";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
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
        response: { 200: OldStudentSchema.array(), 401: ErrorSchema, 403: ErrorSchema },
      },
    },
    async () => service.listOld(),
  );
};
