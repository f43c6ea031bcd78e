// HTTP routes of the quiz: public questions, the caller's submission and result, staff's list.
import { ErrorSchema } from "@app/shared/common";
import {
  OwnQuizResultSchema,
  QuizResultSchema,
  QuizSchema,
  QuizSubmissionSchema,
  QuizSubmitResponseSchema,
  ResultListQuerySchema,
} from "@app/shared/exams";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sendPage } from "../../lib/paging";
import { userOf } from "../../plugins/auth";
import { createQuizService } from "./quiz.service";

export const quizRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createQuizService(app.db);

  app.get(
    "/api/quiz",
    {
      schema: {
        operationId: "quiz.get",
        tags: ["quiz"],
        summary: "The quiz questions and their options (no answers)",
        response: { 200: QuizSchema },
      },
    },
    async () => ({ questions: service.questions() }),
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
      const { result, created } = await service.submit(userOf(request), request.body.answers);
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
    async (request) => ({ result: await service.mine(userOf(request)) }),
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
    async (request, reply) => sendPage(request, reply, await service.list(request.query)),
  );
};
