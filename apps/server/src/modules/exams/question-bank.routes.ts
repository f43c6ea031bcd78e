// HTTP routes of the question bank (staff, admin): categories, questions and their versions,
// import and export in GIFT and Aiken.
import { ErrorSchema, IdParamsSchema } from "@app/shared/common";
import {
  CategoryInputSchema,
  CategorySchema,
  IMPORT_MAX_BYTES,
  ImportRefusedSchema,
  ImportResultSchema,
  QuestionContentSchema,
  QuestionExportQuerySchema,
  QuestionImportQuerySchema,
  QuestionListQuerySchema,
  QuestionPictureSchema,
  QuestionSchema,
  QuestionVersionSchema,
} from "@app/shared/question-bank";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../../config";
import { BadRequestError, MAX_ISSUES, UnsupportedMediaTypeError } from "../../lib/errors";
import { languageOf } from "../../lib/i18n";
import { sendPage } from "../../lib/paging";
import { encodePhoto } from "../../lib/photo-storage";
import { userOf } from "../../plugins/auth";
import { NO_FIELDS } from "../../plugins/uploads";
import { createCategoriesService } from "./categories.service";
import { createQuestionImportService } from "./question-import.service";
import { createQuestionsService } from "./questions.service";

const denied = { 401: ErrorSchema, 403: ErrorSchema };
const deleted = z.null().describe("Deleted");

const BODY = {
  notUtf8: /*i18n*/ { id: "exams.import.notUtf8", message: "The file must be UTF-8 text" },
  notText: /*i18n*/ {
    id: "exams.import.notPlainText",
    message: "Send the file's text as the body, with the type text/plain",
  },
};

const PICTURE_NOUN = /*i18n*/ { id: "exams.picture.noun", message: "picture" };
const PICTURE_MISSING = /*i18n*/ {
  id: "exams.picture.missing",
  message: "Please choose a picture",
};

export const questionBankRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (
  app,
  { config },
) => {
  const categories = createCategoriesService(app.db);
  const questions = createQuestionsService(app.db, config.dataDir);
  const files = createQuestionImportService(app.db);
  const staff = app.requireRole("staff", "admin");

  // Only this plugin (encapsulated) reads text bodies, up to an import's size, as strict UTF-8.
  app.removeContentTypeParser("text/plain");
  app.addContentTypeParser(
    "text/plain",
    { parseAs: "buffer", bodyLimit: IMPORT_MAX_BYTES },
    (_request, body: Buffer, done) => {
      try {
        done(null, new TextDecoder("utf-8", { fatal: true }).decode(body));
      } catch {
        done(new BadRequestError(BODY.notUtf8), undefined);
      }
    },
  );

  app.get(
    "/api/exams/categories",
    {
      onRequest: staff,
      schema: {
        operationId: "questionBank.listCategories",
        tags: ["questionBank"],
        summary:
          "Every category of the question bank, by path, each with its parent and the count of " +
          "its own questions (staff, admin)",
        response: { 200: CategorySchema.array(), ...denied },
      },
    },
    async () => categories.list(),
  );

  app.post(
    "/api/exams/categories",
    {
      onRequest: staff,
      schema: {
        operationId: "questionBank.addCategory",
        tags: ["questionBank"],
        summary: "Add a category, at the top or under parentId; 409 when a sibling has the name",
        body: CategoryInputSchema,
        response: { 201: CategorySchema, 400: ErrorSchema, 409: ErrorSchema, ...denied },
      },
    },
    async (request, reply) => reply.code(201).send(await categories.add(request.body)),
  );

  app.put(
    "/api/exams/categories/:id",
    {
      onRequest: staff,
      schema: {
        operationId: "questionBank.changeCategory",
        tags: ["questionBank"],
        summary: "Rename a category and move it (parentId null: to the top) (staff, admin)",
        params: IdParamsSchema,
        body: CategoryInputSchema,
        response: {
          200: CategorySchema,
          400: ErrorSchema,
          404: ErrorSchema,
          409: ErrorSchema,
          ...denied,
        },
      },
    },
    async (request) => categories.change(request.params.id, request.body),
  );

  app.delete(
    "/api/exams/categories/:id",
    {
      onRequest: staff,
      schema: {
        operationId: "questionBank.removeCategory",
        tags: ["questionBank"],
        summary:
          "Delete an empty category; 409 while it holds subcategories or questions (staff, admin)",
        params: IdParamsSchema,
        response: { 204: deleted, 400: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema, ...denied },
      },
    },
    async (request, reply) => {
      await categories.remove(request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/api/exams/questions",
    {
      onRequest: staff,
      schema: {
        operationId: "questionBank.listQuestions",
        tags: ["questionBank"],
        summary:
          "Questions a page at a time, newest first: q finds a part of the title or text in either " +
          "language; filter by category (with its subcategories), type, difficulty, tag",
        querystring: QuestionListQuerySchema,
        response: { 200: QuestionSchema.array(), 400: ErrorSchema, ...denied },
      },
    },
    async (request, reply) => sendPage(request, reply, await questions.list(request.query)),
  );

  app.post(
    "/api/exams/questions",
    {
      onRequest: staff,
      schema: {
        operationId: "questionBank.addQuestion",
        tags: ["questionBank"],
        summary: "Add a question; its first version (staff, admin)",
        body: QuestionContentSchema,
        response: { 201: QuestionSchema, 400: ErrorSchema, ...denied },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await questions.add(userOf(request), request.body)),
  );

  app.post(
    "/api/exams/question-pictures",
    {
      onRequest: staff,
      schema: {
        operationId: "questionBank.addPicture",
        tags: ["questionBank"],
        summary:
          "Store a picture for a question's text, an option or the solution (staff, admin; " +
          "multipart: one file `picture`, PNG or JPEG, at most UPLOAD_MAX_MB; stored re-encoded " +
          "as WebP); a question names it by the answered `picture`",
        consumes: ["multipart/form-data"],
        response: {
          201: QuestionPictureSchema,
          400: ErrorSchema,
          413: ErrorSchema,
          415: ErrorSchema,
          ...denied,
        },
      },
    },
    async (request, reply) => {
      const form = await request.readUpload({
        fields: NO_FIELDS,
        files: {
          name: "picture",
          max: 1,
          noun: PICTURE_NOUN,
          missing: PICTURE_MISSING,
          read: encodePhoto,
        },
      });
      return reply.code(201).send(await questions.addPicture(form.files[0]));
    },
  );

  app.post(
    "/api/exams/questions/import",
    {
      onRequest: staff,
      schema: {
        operationId: "questionBank.importQuestions",
        tags: ["questionBank"],
        summary:
          "Import a GIFT or Aiken file sent as text/plain (UTF-8, at most 2 MB and 2000 questions) " +
          "into category (an id, or a path of names made when missing; GIFT's $CATEGORY: lines " +
          "override it). All or nothing: 422 with every error and its line imports nothing",
        querystring: QuestionImportQuerySchema,
        consumes: ["text/plain"],
        response: {
          200: ImportResultSchema,
          422: ImportRefusedSchema,
          400: ErrorSchema,
          413: ErrorSchema,
          415: ErrorSchema,
          ...denied,
        },
      },
    },
    async (request, reply) => {
      if (typeof request.body !== "string") throw new UnsupportedMediaTypeError(BODY.notText);
      const result = await files.importText(
        userOf(request),
        request.query.format,
        request.query.category,
        request.body,
        languageOf(request),
      );
      if (result.failed === undefined) return { imported: result.imported, errors: [] };
      const issues = result.errors
        .slice(0, MAX_ISSUES)
        .map((error) => ({ path: `line.${error.line}`, message: error.message }));
      return reply.code(422).send({
        message: result.failed,
        issues,
        requestId: request.id,
        imported: 0 as const,
        errors: result.errors,
      });
    },
  );

  app.get(
    "/api/exams/questions/export",
    {
      onRequest: staff,
      schema: {
        operationId: "questionBank.exportQuestions",
        tags: ["questionBank"],
        summary:
          "The questions of a category and its subcategories (all without one) as a GIFT file " +
          "that imports back to the same questions (staff, admin)",
        querystring: QuestionExportQuerySchema,
        produces: ["text/plain"],
        response: {
          200: { description: "The GIFT file", content: { "text/plain": { schema: z.string() } } },
          400: ErrorSchema,
          404: ErrorSchema,
          ...denied,
        },
      },
    },
    async (request, reply) =>
      reply
        .type("text/plain; charset=utf-8")
        .header("content-disposition", 'attachment; filename="questions.gift.txt"')
        .header("cache-control", "no-store")
        .send(await files.exportGift(request.query.category)),
  );

  app.get(
    "/api/exams/questions/:id",
    {
      onRequest: staff,
      schema: {
        operationId: "questionBank.getQuestion",
        tags: ["questionBank"],
        summary: "A question as its current version has it (staff, admin)",
        params: IdParamsSchema,
        response: { 200: QuestionSchema, 400: ErrorSchema, 404: ErrorSchema, ...denied },
      },
    },
    async (request) => questions.found(request.params.id),
  );

  app.put(
    "/api/exams/questions/:id",
    {
      onRequest: staff,
      schema: {
        operationId: "questionBank.changeQuestion",
        tags: ["questionBank"],
        summary:
          "Save a question's content as its next version; earlier versions stay readable (staff, " +
          "admin)",
        params: IdParamsSchema,
        body: QuestionContentSchema,
        response: { 200: QuestionSchema, 400: ErrorSchema, 404: ErrorSchema, ...denied },
      },
    },
    async (request) => questions.change(userOf(request), request.params.id, request.body),
  );

  app.delete(
    "/api/exams/questions/:id",
    {
      onRequest: staff,
      schema: {
        operationId: "questionBank.removeQuestion",
        tags: ["questionBank"],
        summary:
          "Take a question out of the bank; its versions stay readable by id (staff, admin). 409 " +
          "for a question of the quiz or the entrance test (decision 054)",
        params: IdParamsSchema,
        response: { 204: deleted, 400: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema, ...denied },
      },
    },
    async (request, reply) => {
      await questions.remove(userOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/api/exams/question-versions/:id",
    {
      onRequest: staff,
      schema: {
        operationId: "questionBank.getVersion",
        tags: ["questionBank"],
        summary: "One saved version of a question, by the version's id (staff, admin)",
        params: IdParamsSchema,
        response: { 200: QuestionVersionSchema, 400: ErrorSchema, 404: ErrorSchema, ...denied },
      },
    },
    async (request) => questions.version(request.params.id),
  );
};
