// HTTP routes of the quiz: public questions, the caller's submission and result, staff's list.
import { ErrorSchema } from "@app/shared/common";
import {
  OwnQuizResultSchema,
  QuizQuerySchema,
  QuizResultSchema,
  QuizSchema,
  QuizSubmissionSchema,
  QuizSubmitResponseSchema,
  ResultListQuerySchema,
} from "@app/shared/exams";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { languageOf, latinDigitsOf } from "../../lib/i18n";
import { sendPage } from "../../lib/paging";
import { userOf } from "../../plugins/auth";
import type { Reader } from "./exam-bank";
import { createQuizService } from "./quiz.service";

/** The questions (and a review's) in the reader's language and digits. */
const readerOf = (request: FastifyRequest): Reader => ({
  language: languageOf(request),
  latinDigits: latinDigitsOf(request),
});

export const quizRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createQuizService(app.db);

  app.get(
    "/api/quiz",
    {
      schema: {
        operationId: "quiz.get",
        tags: ["quiz"],
        summary:
          "The quiz questions and their options (no answers), in the language of `lang`, else " +
          "the reader's",
        querystring: QuizQuerySchema,
        response: { 200: QuizSchema, 400: ErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header("vary", "accept-language");
      const language = request.query.lang ?? languageOf(request);
      return { questions: await service.questions({ language }) };
    },
  );

  app.post(
    "/api/quiz/results",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "quiz.submit",
        tags: ["quiz"],
        summary:
          "Submit the quiz answers; the server scores them (1 mark each). 201 with the new " +
          "result the first time, 200 with the stored result, unchanged, after that.",
        body: QuizSubmissionSchema,
        response: {
          200: QuizSubmitResponseSchema,
          201: QuizSubmitResponseSchema,
          400: ErrorSchema,
          401: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { result, created } = await service.submit(
        userOf(request),
        request.body.answers,
        readerOf(request),
      );
      return reply.code(created ? 201 : 200).send([result]);
    },
  );

  app.get(
    "/api/quiz/results/mine",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "quiz.getMine",
        tags: ["quiz"],
        summary: "The caller's quiz result, or null before they have submitted",
        response: { 200: OwnQuizResultSchema, 401: ErrorSchema },
      },
    },
    async (request) => ({ result: await service.mine(userOf(request), readerOf(request)) }),
  );

  app.get(
    "/api/quiz/results",
    {
      onRequest: app.requireRole("staff", "admin"),
      schema: {
        operationId: "quiz.listResults",
        tags: ["quiz"],
        summary: "Every quiz result, newest first (staff and admin)",
        querystring: ResultListQuerySchema,
        response: {
          200: QuizResultSchema.array(),
          400: ErrorSchema,
          401: ErrorSchema,
          403: ErrorSchema,
        },
      },
    },
    async (request, reply) =>
      sendPage(request, reply, await service.list(request.query, readerOf(request))),
  );
};
