// HTTP routes of the entrance test: rules and the caller's attempt, start, submit, staff results.
import { ErrorSchema } from "@app/shared/common";
import {
  AttemptInProgressSchema,
  AttemptSubmittedSchema,
  EntranceResultSchema,
  EntranceSubmissionSchema,
  EntranceTestQuerySchema,
  EntranceTestSchema,
  ResultListQuerySchema,
} from "@app/shared/exams";
import type { Language } from "@app/shared/i18n";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../config";
import { languageOf, latinDigitsOf } from "../../lib/i18n";
import { sendPage } from "../../lib/paging";
import { userOf } from "../../plugins/auth";
import { createEntranceTestService } from "./entrance-test.service";
import type { Reader } from "./exam-bank";

/**
 * The questions (and a review's) in the language the page asks for (`?lang`), else the reader's,
 * and in the reader's digits, as the rules are.
 */
const readerOf = (request: FastifyRequest<{ Querystring: { lang?: Language } }>): Reader => ({
  language: request.query.lang ?? languageOf(request),
  latinDigits: latinDigitsOf(request),
});

export const entranceTestRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (
  app,
  { config },
) => {
  const service = createEntranceTestService({
    db: app.db,
    timeLimitSeconds: config.entranceTestTimeLimitSeconds,
  });

  app.get(
    "/api/entrance-test",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "entranceTest.get",
        tags: ["entranceTest"],
        summary:
          "The rules, marking and time limit, and the caller's attempt: not started, in " +
          "progress (questions without the key, deadline) or submitted (score and review)",
        querystring: EntranceTestQuerySchema,
        response: { 200: EntranceTestSchema, 400: ErrorSchema, 401: ErrorSchema },
      },
    },
    async (request) => {
      const { language, latinDigits } = readerOf(request);
      return service.state(userOf(request), language, latinDigits);
    },
  );

  app.post(
    "/api/entrance-test/start",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "entranceTest.start",
        tags: ["entranceTest"],
        summary:
          "Start the caller's one attempt: 201 when it starts, 200 with the same attempt and " +
          "deadline while it is in progress, 409 once submitted",
        querystring: EntranceTestQuerySchema,
        response: {
          200: AttemptInProgressSchema,
          201: AttemptInProgressSchema,
          400: ErrorSchema,
          401: ErrorSchema,
          409: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { attempt, created } = await service.start(userOf(request), readerOf(request));
      return reply.code(created ? 201 : 200).send(attempt);
    },
  );

  app.post(
    "/api/entrance-test/submit",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "entranceTest.submit",
        tags: ["entranceTest"],
        summary:
          "Submit the answers (once). Counted until the deadline plus the grace; later, 409 and " +
          "the attempt closes as unanswered (score 0).",
        querystring: EntranceTestQuerySchema,
        body: EntranceSubmissionSchema,
        response: {
          200: AttemptSubmittedSchema,
          400: ErrorSchema,
          401: ErrorSchema,
          409: ErrorSchema,
        },
      },
    },
    async (request) => service.submit(userOf(request), request.body.answers, readerOf(request)),
  );

  app.get(
    "/api/entrance-test/results",
    {
      onRequest: app.requireRole("staff", "admin"),
      schema: {
        operationId: "entranceTest.listResults",
        tags: ["entranceTest"],
        summary: "Every candidate's attempt and score, newest first (staff and admin)",
        querystring: ResultListQuerySchema,
        response: {
          200: EntranceResultSchema.array(),
          400: ErrorSchema,
          401: ErrorSchema,
          403: ErrorSchema,
        },
      },
    },
    async (request, reply) => sendPage(request, reply, await service.results(request.query)),
  );
};
