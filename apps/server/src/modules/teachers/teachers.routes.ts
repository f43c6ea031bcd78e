// HTTP routes of the admin's teacher photos (/teacherup): upload, list, delete.
import { ErrorSchema, IdParamsSchema } from "@app/shared/common";
import { TeacherPhotoSchema } from "@app/shared/teachers";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../../config";
import { UnsupportedMediaTypeError } from "../../lib/errors";
import { createTeachersService } from "./teachers.service";

const TEXT_FIELDS = new Set(["name", "birthdate"]);

export const teachersRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (
  app,
  { config },
) => {
  const service = createTeachersService(app.db, config.dataDir);
  const adminOnly = app.requireRole("admin");

  app.post(
    "/api/teachers",
    {
      onRequest: adminOnly,
      schema: {
        operationId: "teachers.add",
        tags: ["teachers"],
        summary:
          "Upload a teacher's photo (admin; multipart: file `photo` PNG/JPEG, fields `name`, " +
          "`birthdate` YYYY-MM-DD)",
        consumes: ["multipart/form-data"],
        response: {
          201: TeacherPhotoSchema,
          400: ErrorSchema,
          401: ErrorSchema,
          403: ErrorSchema,
          413: ErrorSchema,
          415: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw new UnsupportedMediaTypeError("Expected a multipart/form-data upload");
      }
      const fields: Record<string, string> = {};
      let photo: Buffer | undefined;
      // Parts arrive in the form's order; every file part must be read or drained to go on.
      for await (const part of request.parts()) {
        if (part.type === "file") {
          if (part.fieldname === "photo" && photo === undefined) photo = await part.toBuffer();
          else part.file.resume();
        } else if (TEXT_FIELDS.has(part.fieldname) && typeof part.value === "string") {
          fields[part.fieldname] = part.value;
        }
      }
      return reply.code(201).send(await service.add(fields, photo));
    },
  );

  app.get(
    "/api/teachers",
    {
      onRequest: adminOnly,
      schema: {
        operationId: "teachers.list",
        tags: ["teachers"],
        summary: "Every uploaded teacher photo, newest first (admin)",
        response: { 200: TeacherPhotoSchema.array(), 401: ErrorSchema, 403: ErrorSchema },
      },
    },
    async () => service.list(),
  );

  app.delete(
    "/api/teachers/:id",
    {
      onRequest: adminOnly,
      schema: {
        operationId: "teachers.remove",
        tags: ["teachers"],
        summary: "Delete a teacher photo and its image file (admin)",
        params: IdParamsSchema,
        response: {
          204: z.null().describe("Deleted"),
          401: ErrorSchema,
          403: ErrorSchema,
          404: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      await service.remove(request.params.id);
      return reply.code(204).send(null);
    },
  );
};
