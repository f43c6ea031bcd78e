// HTTP routes of the institute's courses: the fee list, the catalogue and the prospectus PDF for
// everyone; the courses and their batches for staff (under /api/staff, as the desk's lists are).
import { ErrorSchema, IdParamsSchema } from "@app/shared/common";
import {
  BatchInputSchema,
  BatchListQuerySchema,
  BatchSchema,
  CatalogueSchema,
  CourseChangeSchema,
  CourseCodeParamsSchema,
  CourseDetailSchema,
  CourseInputSchema,
  CourseListQuerySchema,
  CourseListSchema,
  OpenBatchQuerySchema,
  OpenBatchSchema,
  RosterEntrySchema,
  RosterQuerySchema,
} from "@app/shared/courses";
import { LanguageQuerySchema } from "@app/shared/i18n";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../../config";
import { languageOf } from "../../lib/i18n";
import { sendPage } from "../../lib/paging";
import { encodePhoto } from "../../lib/photo-storage";
import { PDF_SECURITY_HEADERS } from "../../plugins/security";
import { NO_FIELDS } from "../../plugins/uploads";
import { createBatchesService } from "./batches.service";
import { createCoursesService } from "./courses.service";

// The PDF bytes: Fastify sends a Buffer as it is (no serializer); the metadata documents it.
const PdfSchema = z
  .custom<Buffer>((value) => Buffer.isBuffer(value))
  .meta({ type: "string", format: "binary" });

const denied = { 401: ErrorSchema, 403: ErrorSchema };
const PHOTO_NOUN = /*i18n*/ { id: "uploads.noun.photo", message: "photo" };
const PHOTO_MISSING = /*i18n*/ { id: "courses.photo.missing", message: "Please choose a picture" };

export const coursesRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const service = createCoursesService(app.db, config.documentUrl, config.dataDir);
  const batches = createBatchesService(app.db);
  const staff = app.requireRole("staff", "admin");

  app.get(
    "/api/courses",
    {
      schema: {
        operationId: "courses.list",
        tags: ["courses"],
        summary:
          "The computer courses with their duration and total fee in whole rupees, in fee-table " +
          "order; names in the language of `lang`, else English",
        querystring: LanguageQuerySchema,
        response: { 200: CourseListSchema },
      },
    },
    // English unless `lang` asks for another language: the specification's fee table.
    async (request) => ({ courses: await service.list(request.query.lang ?? "en") }),
  );

  app.get(
    "/api/courses/catalogue",
    {
      schema: {
        operationId: "courses.catalogue",
        tags: ["courses"],
        summary:
          "Every course by group (school, entrance, computer) with its fee in paise, fee plan and " +
          "whether it takes admissions; texts in both languages",
        response: { 200: CatalogueSchema },
      },
    },
    async () => ({ courses: await service.catalogue() }),
  );

  app.get(
    "/api/batches/open",
    {
      schema: {
        operationId: "courses.listOpenBatches",
        tags: ["courses"],
        summary:
          "Upcoming batches with seats left, of courses taking admissions, soonest first " +
          "(`course` narrows to one course), with the fee a student of each pays",
        querystring: OpenBatchQuerySchema,
        response: { 200: OpenBatchSchema.array(), 400: ErrorSchema },
      },
    },
    async (request, reply) => sendPage(request, reply, await batches.open(request.query)),
  );

  app.get(
    "/api/staff/courses",
    {
      onRequest: staff,
      schema: {
        operationId: "courses.listAll",
        tags: ["courses"],
        summary:
          "Every course in both languages, a page at a time (q: code or name; group), with its " +
          "admissions and batches counted (staff, admin)",
        querystring: CourseListQuerySchema,
        response: { 200: CourseDetailSchema.array(), 400: ErrorSchema, ...denied },
      },
    },
    async (request, reply) => sendPage(request, reply, await service.page(request.query)),
  );

  app.post(
    "/api/staff/courses",
    {
      onRequest: staff,
      schema: {
        operationId: "courses.add",
        tags: ["courses"],
        summary:
          "Add a course; a plan in instalments must add up to the total fee; its SAC and GST " +
          "rate are 999293 and 18 % unless given (staff, admin)",
        body: CourseInputSchema,
        response: { 201: CourseDetailSchema, 400: ErrorSchema, ...denied },
      },
    },
    async (request, reply) => reply.code(201).send(await service.add(request.body)),
  );

  app.get(
    "/api/staff/courses/:code",
    {
      onRequest: staff,
      schema: {
        operationId: "courses.get",
        tags: ["courses"],
        summary: "A course in both languages (staff, admin)",
        params: CourseCodeParamsSchema,
        response: { 200: CourseDetailSchema, 404: ErrorSchema, ...denied },
      },
    },
    async (request) => service.detail(request.params.code),
  );

  app.put(
    "/api/staff/courses/:code",
    {
      onRequest: staff,
      schema: {
        operationId: "courses.change",
        tags: ["courses"],
        summary:
          "Change a course (its code stays); close its admission here; a SAC or GST rate left " +
          "out stays as it is (staff, admin)",
        params: CourseCodeParamsSchema,
        body: CourseChangeSchema,
        response: { 200: CourseDetailSchema, 400: ErrorSchema, 404: ErrorSchema, ...denied },
      },
    },
    async (request) => service.change(request.params.code, request.body),
  );

  app.delete(
    "/api/staff/courses/:code",
    {
      onRequest: staff,
      schema: {
        operationId: "courses.remove",
        tags: ["courses"],
        summary:
          "Delete a course and its batches; 409 when admissions name it (close it instead) " +
          "(staff, admin)",
        params: CourseCodeParamsSchema,
        response: {
          204: z.null().describe("Deleted"),
          404: ErrorSchema,
          409: ErrorSchema,
          ...denied,
        },
      },
    },
    async (request, reply) => {
      await service.remove(request.params.code);
      return reply.code(204).send(null);
    },
  );

  app.put(
    "/api/staff/courses/:code/photo",
    {
      onRequest: staff,
      schema: {
        operationId: "courses.setPhoto",
        tags: ["courses"],
        summary:
          "Give a course the picture its card shows (staff, admin; multipart: one file `photo`, " +
          "PNG or JPEG, at most UPLOAD_MAX_MB; stored re-encoded as WebP)",
        params: CourseCodeParamsSchema,
        consumes: ["multipart/form-data"],
        response: {
          200: CourseDetailSchema,
          400: ErrorSchema,
          404: ErrorSchema,
          413: ErrorSchema,
          415: ErrorSchema,
          ...denied,
        },
      },
    },
    async (request) => {
      const form = await request.readUpload({
        fields: NO_FIELDS,
        files: {
          name: "photo",
          max: 1,
          noun: PHOTO_NOUN,
          missing: PHOTO_MISSING,
          read: encodePhoto,
        },
      });
      return service.setPhoto(request.params.code, form.files[0] ?? null);
    },
  );

  app.delete(
    "/api/staff/courses/:code/photo",
    {
      onRequest: staff,
      schema: {
        operationId: "courses.removePhoto",
        tags: ["courses"],
        summary: "Remove a course's picture (staff, admin)",
        params: CourseCodeParamsSchema,
        response: { 200: CourseDetailSchema, 400: ErrorSchema, 404: ErrorSchema, ...denied },
      },
    },
    async (request) => service.setPhoto(request.params.code, null),
  );

  app.get(
    "/api/staff/courses/:code/batches",
    {
      onRequest: staff,
      schema: {
        operationId: "courses.listBatches",
        tags: ["courses"],
        summary: "A course's batches, soonest first, a page at a time (staff, admin)",
        params: CourseCodeParamsSchema,
        querystring: BatchListQuerySchema,
        response: { 200: BatchSchema.array(), 400: ErrorSchema, 404: ErrorSchema, ...denied },
      },
    },
    async (request, reply) =>
      sendPage(request, reply, await batches.listOfCourse(request.params.code, request.query)),
  );

  app.post(
    "/api/staff/courses/:code/batches",
    {
      onRequest: staff,
      schema: {
        operationId: "courses.addBatch",
        tags: ["courses"],
        summary: "Add a batch to a course (staff, admin)",
        params: CourseCodeParamsSchema,
        body: BatchInputSchema,
        response: { 201: BatchSchema, 400: ErrorSchema, 404: ErrorSchema, ...denied },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await batches.add(request.params.code, request.body)),
  );

  app.get(
    "/api/staff/batches/:id",
    {
      onRequest: staff,
      schema: {
        operationId: "courses.getBatch",
        tags: ["courses"],
        summary: "A batch (staff, admin)",
        params: IdParamsSchema,
        response: { 200: BatchSchema, 404: ErrorSchema, ...denied },
      },
    },
    async (request) => batches.get(request.params.id),
  );

  app.put(
    "/api/staff/batches/:id",
    {
      onRequest: staff,
      schema: {
        operationId: "courses.changeBatch",
        tags: ["courses"],
        summary: "Change a batch; never fewer seats than are taken (staff, admin)",
        params: IdParamsSchema,
        body: BatchInputSchema,
        response: { 200: BatchSchema, 400: ErrorSchema, 404: ErrorSchema, ...denied },
      },
    },
    async (request) => batches.change(request.params.id, request.body),
  );

  app.delete(
    "/api/staff/batches/:id",
    {
      onRequest: staff,
      schema: {
        operationId: "courses.removeBatch",
        tags: ["courses"],
        summary: "Delete a batch; 409 when admissions name it (staff, admin)",
        params: IdParamsSchema,
        response: {
          204: z.null().describe("Deleted"),
          404: ErrorSchema,
          409: ErrorSchema,
          ...denied,
        },
      },
    },
    async (request, reply) => {
      await batches.remove(request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/api/staff/batches/:id/roster",
    {
      onRequest: staff,
      schema: {
        operationId: "courses.batchRoster",
        tags: ["courses"],
        summary: "A batch's students (its accepted admissions), a page at a time (staff, admin)",
        params: IdParamsSchema,
        querystring: RosterQuerySchema,
        response: {
          200: RosterEntrySchema.array(),
          400: ErrorSchema,
          404: ErrorSchema,
          ...denied,
        },
      },
    },
    async (request, reply) =>
      sendPage(request, reply, await batches.roster(request.params.id, request.query)),
  );

  app.get(
    "/api/courses/prospectus",
    {
      // Chrome shows a PDF through an internal <embed>, which the site's `object-src 'none'`
      // would block (crbug.com/271452). A PDF runs none of our scripts, so it gets the framing
      // rule only (a default-src would also block the viewer's inline styles).
      config: { securityHeaders: PDF_SECURITY_HEADERS },
      schema: {
        operationId: "courses.prospectus",
        tags: ["courses"],
        summary: "The prospectus as a PDF (courses, fees, admission)",
        description:
          "In the language of `lang`, else the reader's (their account's, else Accept-Language's).",
        querystring: LanguageQuerySchema,
        produces: ["application/pdf"],
        response: {
          200: {
            description: "The prospectus",
            content: { "application/pdf": { schema: PdfSchema } },
          },
        },
      },
    },
    async (request, reply) => {
      const language = request.query.lang ?? languageOf(request);
      const latinDigits = request.currentUser?.latin_digits === 1;
      const pdf = await service.prospectus(language, latinDigits);
      return reply
        .type("application/pdf")
        .header("vary", "accept-language")
        .header("content-disposition", 'inline; filename="prospectus.pdf"')
        .header("cache-control", "no-cache")
        .send(pdf);
    },
  );
};
