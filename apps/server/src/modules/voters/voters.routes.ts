// HTTP routes of voter data (admin), including CSV export and import.
import { ErrorSchema } from "@app/shared/common";
import {
  VoterImportResultSchema,
  VoterInputSchema,
  VoterKeyParamsSchema,
  VoterListQuerySchema,
  VoterRowSchema,
  VoterTotalsQuerySchema,
  VoterTotalsSchema,
} from "@app/shared/voters";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../../config";
import { CsvStreamSchema } from "../../lib/csv-export";
import { BadRequestError, UnsupportedMediaTypeError } from "../../lib/errors";
import { sendPage } from "../../lib/paging";
import { NO_FIELDS } from "../../plugins/uploads";
import { createVotersService } from "./voters.service";

const THE_CSV_FILE_MUST = /*i18n*/ {
  id: "voters.theCsvFileMust",
  message: "The CSV file must be UTF-8 text",
};
const SEND_THE_CSV_AS = /*i18n*/ {
  id: "voters.sendTheCsvAs",
  message: "Send the CSV as text/csv or as a multipart file",
};

const denied = { 401: ErrorSchema, 403: ErrorSchema };
/** Bytes of an upload as UTF-8 text; anything else is the client's mistake, not ours. */
function utf8(bytes: Buffer): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new BadRequestError(THE_CSV_FILE_MUST);
  }
}

export const votersRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const service = createVotersService(app.db);
  const admin = app.requireRole("admin");
  const maxBytes = Math.floor(config.uploadMaxMb * 1024 * 1024);

  // Only this plugin (encapsulated) reads CSV bodies; elsewhere they stay 415.
  app.addContentTypeParser(
    ["text/csv", "application/csv"],
    { parseAs: "string", bodyLimit: maxBytes },
    (_request, body, done) => done(null, body),
  );

  app.get(
    "/api/voters",
    {
      onRequest: admin,
      schema: {
        operationId: "voters.list",
        tags: ["voters"],
        summary:
          "Voter rows by assembly constituency then sl_no, a page at a time: search (q) state, " +
          "district and constituency, filter by assembly_constituency (admin)",
        querystring: VoterListQuerySchema,
        response: { 200: VoterRowSchema.array(), 400: ErrorSchema, ...denied },
      },
    },
    async (request, reply) => sendPage(request, reply, await service.list(request.query)),
  );

  app.get(
    "/api/voters/totals",
    {
      onRequest: admin,
      schema: {
        operationId: "voters.totals",
        tags: ["voters"],
        summary:
          "Sums of total voters, Hindus and Muslims over the rows the list's search (q) and " +
          "constituency filter find, overall and by constituency (admin)",
        querystring: VoterTotalsQuerySchema,
        response: { 200: VoterTotalsSchema, 400: ErrorSchema, ...denied },
      },
    },
    async (request) => service.totals(request.query),
  );

  app.post(
    "/api/voters",
    {
      onRequest: admin,
      schema: {
        operationId: "voters.add",
        tags: ["voters"],
        summary: "Add a voter row; its (sl_no, assembly_constituency) must be new (admin)",
        body: VoterInputSchema,
        response: { 201: VoterRowSchema, 400: ErrorSchema, 409: ErrorSchema, ...denied },
      },
    },
    async (request, reply) => reply.code(201).send(await service.add(request.body)),
  );

  app.put(
    "/api/voters/:sl_no/:assembly_constituency",
    {
      onRequest: admin,
      schema: {
        operationId: "voters.update",
        tags: ["voters"],
        summary: "Replace a voter row's fields, the key included (admin)",
        params: VoterKeyParamsSchema,
        body: VoterInputSchema,
        response: {
          200: VoterRowSchema,
          400: ErrorSchema,
          404: ErrorSchema,
          409: ErrorSchema,
          ...denied,
        },
      },
    },
    async (request) => service.update(request.params, request.body),
  );

  app.delete(
    "/api/voters/:sl_no/:assembly_constituency",
    {
      onRequest: admin,
      schema: {
        operationId: "voters.remove",
        tags: ["voters"],
        summary: "Delete a voter row (admin)",
        params: VoterKeyParamsSchema,
        response: {
          204: z.null().describe("Deleted"),
          400: ErrorSchema,
          404: ErrorSchema,
          ...denied,
        },
      },
    },
    async (request, reply) => {
      await service.remove(request.params);
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/api/voters/export.csv",
    {
      onRequest: admin,
      schema: {
        operationId: "voters.exportCsv",
        tags: ["voters"],
        summary: "Every voter row as CSV with a header row of the seven field names (admin)",
        produces: ["text/csv"],
        response: {
          200: {
            description: "The voter rows",
            content: { "text/csv": { schema: CsvStreamSchema } },
          },
          ...denied,
        },
      },
    },
    async (_request, reply) =>
      reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", 'attachment; filename="voters.csv"')
        .header("cache-control", "no-store")
        .send(service.exportCsv()),
  );

  app.post(
    "/api/voters/import",
    {
      onRequest: admin,
      schema: {
        operationId: "voters.importCsv",
        tags: ["voters"],
        summary:
          "Import voter rows from CSV (a text/csv body or a multipart file `file`): all or nothing; " +
          "a row whose key exists replaces it. A bad line is 400 naming the line and field (admin)",
        consumes: ["text/csv", "multipart/form-data"],
        response: {
          200: VoterImportResultSchema,
          400: ErrorSchema,
          409: ErrorSchema,
          413: ErrorSchema,
          415: ErrorSchema,
          ...denied,
        },
      },
    },
    async (request) => {
      if (typeof request.body === "string") return service.importCsv(request.body);
      if (!request.isMultipart()) {
        throw new UnsupportedMediaTypeError(SEND_THE_CSV_AS);
      }
      const form = await request.readUpload({
        fields: NO_FIELDS,
        files: {
          name: "file",
          max: 1,
          noun: /*i18n*/ { id: "uploads.noun.csvFile", message: "CSV file" },
          missing: /*i18n*/ { id: "voters.csv.missing", message: "Please choose a CSV file" },
          read: utf8,
        },
      });
      return service.importCsv(form.files[0]);
    },
  );
};
