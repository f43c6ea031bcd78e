// HTTP routes of admissions: the applicant's form and own list, and the staff's new student list.
import {
  AdmissionExportQuerySchema,
  AdmissionInputSchema,
  AdmissionListQuerySchema,
  AdmissionSchema,
  UpdateAdmissionStatusSchema,
} from "@app/shared/admissions";
import { ErrorSchema, IdParamsSchema } from "@app/shared/common";
import { PageQuerySchema } from "@app/shared/paging";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../config";
import { CsvStreamSchema } from "../../lib/csv-export";
import { sendPage } from "../../lib/paging";
import { userOf } from "../../plugins/auth";
import { createAdmissionsService } from "./admissions.service";

export const admissionsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (
  app,
  { config },
) => {
  // The applicant is mailed when staff accept, waitlist or reject an admission.
  const service = createAdmissionsService(app.db, {
    db: app.db,
    mailer: app.mail,
    publicUrl: config.publicUrl,
  });
  const staffOnly = app.requireRole("staff", "admin");

  app.post(
    "/api/admissions",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "admissions.apply",
        tags: ["admissions"],
        summary:
          "Apply for admission (status pending). Name and email come from the account; the " +
          "body's are ignored. 409 while the caller has an admission that is not rejected.",
        body: AdmissionInputSchema,
        response: { 201: AdmissionSchema, 400: ErrorSchema, 401: ErrorSchema, 409: ErrorSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.apply(userOf(request), request.body)),
  );

  app.get(
    "/api/admissions/mine",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "admissions.listMine",
        tags: ["admissions"],
        summary: "The caller's own admissions, newest first, a page at a time",
        querystring: PageQuerySchema,
        response: { 200: AdmissionSchema.array(), 400: ErrorSchema, 401: ErrorSchema },
      },
    },
    async (request, reply) =>
      sendPage(request, reply, await service.mine(userOf(request), request.query)),
  );

  app.get(
    "/api/admissions",
    {
      onRequest: staffOnly,
      schema: {
        operationId: "admissions.list",
        tags: ["admissions"],
        summary:
          "Admissions, newest first, a page at a time: search (q) name, email and mobile, " +
          "filter by status and course (staff and admin)",
        querystring: AdmissionListQuerySchema,
        response: {
          200: AdmissionSchema.array(),
          400: ErrorSchema,
          401: ErrorSchema,
          403: ErrorSchema,
        },
      },
    },
    async (request, reply) => sendPage(request, reply, await service.list(request.query)),
  );

  app.get(
    "/api/admissions/export.csv",
    {
      onRequest: staffOnly,
      schema: {
        operationId: "admissions.exportCsv",
        tags: ["admissions"],
        summary:
          "Every admission that passes the list's filters as CSV, newest first, streamed " +
          "(staff, admin)",
        querystring: AdmissionExportQuerySchema,
        produces: ["text/csv"],
        response: {
          200: {
            description: "The admissions",
            content: { "text/csv": { schema: CsvStreamSchema } },
          },
          400: ErrorSchema,
          401: ErrorSchema,
          403: ErrorSchema,
        },
      },
    },
    async (request, reply) =>
      reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", 'attachment; filename="admissions.csv"')
        .header("cache-control", "no-store")
        .send(await service.exportCsv(request.query)),
  );

  app.put(
    "/api/admissions/:id",
    {
      onRequest: staffOnly,
      schema: {
        operationId: "admissions.setStatus",
        tags: ["admissions"],
        summary: "Set an admission's status (staff and admin); the body is only {status}",
        params: IdParamsSchema,
        body: UpdateAdmissionStatusSchema,
        response: {
          200: AdmissionSchema,
          400: ErrorSchema,
          401: ErrorSchema,
          403: ErrorSchema,
          404: ErrorSchema,
          409: ErrorSchema,
        },
      },
    },
    async (request) => service.setStatus(request.params.id, request.body),
  );
};
