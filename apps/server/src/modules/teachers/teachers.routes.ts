// HTTP routes of the admin's teacher photos (/teacherup): upload, list, delete.
import { ErrorSchema, IdParamsSchema } from "@app/shared/common";
import {
  TeacherPhotoFieldsSchema,
  TeacherPhotoListQuerySchema,
  TeacherPhotoSchema,
} from "@app/shared/teachers";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../../config";
import { sendPage } from "../../lib/paging";
import { encodeTeacherPhoto } from "./teacher-photo-storage";
import { createTeachersService } from "./teachers.service";

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
          "`birthdate` YYYY-MM-DD, and optionally `teacherId`, a teacher whose photo it becomes " +
          "too)",
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
      const form = await request.readUpload({
        fields: TeacherPhotoFieldsSchema,
        files: {
          name: "photo",
          max: 1,
          noun: /*i18n*/ { id: "uploads.noun.photo", message: "photo" },
          missing: /*i18n*/ { id: "teachers.photo.missing", message: "Please choose a photo" },
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
        operationId: "teachers.list",
        tags: ["teachers"],
        summary: "Every uploaded teacher photo, newest first (admin)",
        querystring: TeacherPhotoListQuerySchema,
        response: {
          200: TeacherPhotoSchema.array(),
          400: ErrorSchema,
          401: ErrorSchema,
          403: ErrorSchema,
        },
      },
    },
    async (request, reply) => sendPage(request, reply, await service.list(request.query)),
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
