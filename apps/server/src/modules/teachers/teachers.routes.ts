// HTTP routes of the admin's teacher photos (/teacherup): upload, list, delete.
import { TeacherPhotoFieldsSchema, TeacherPhotoSchema } from "@app/shared/admissions";
import { ErrorSchema, IdParamsSchema } from "@app/shared/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../../config";
import { encodeTeacherPhoto } from "./teacher-photo-storage";
import { createTeachersService } from "./teachers.service";

const bearer = [{ bearer: [] }];

export const teachersRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (
  app,
  { config },
) => {
  const service = createTeachersService(app.db, config.dataDir);
  const adminOnly = app.requireRole("admin");

  app.post(
    "/users/add",
    {
      onRequest: adminOnly,
      schema: {
        tags: ["teachers"],
        summary:
          "Upload a teacher's photo (admin; multipart: file `photo` PNG/JPEG, fields `name`, " +
          "`birthdate` YYYY-MM-DD)",
        consumes: ["multipart/form-data"],
        security: bearer,
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
      const form = await request.readUpload({
        fields: TeacherPhotoFieldsSchema,
        files: {
          name: "photo",
          max: 1,
          noun: "photo",
          missing: "Please choose a photo",
          read: encodeTeacherPhoto,
        },
      });
      return reply.code(201).send(await service.add(form.fields, form.files[0]));
    },
  );

  app.get(
    "/api/teachers",
    {
      onRequest: adminOnly,
      schema: {
        tags: ["teachers"],
        summary: "Every uploaded teacher photo, newest first (admin)",
        security: bearer,
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
        tags: ["teachers"],
        summary: "Delete a teacher photo and its image file (admin)",
        security: bearer,
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
