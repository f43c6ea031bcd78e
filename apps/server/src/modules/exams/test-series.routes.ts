// HTTP routes of the test series (decision 048): staff build tests; a signed-in student starts an
// attempt, saves answers as they change, submits, and reads the result, rank and solutions as
// the test's publication times allow.
import { ErrorSchema, IdParamsSchema } from "@app/shared/common";
import { PageQuerySchema } from "@app/shared/paging";
import {
  AnswerInputSchema,
  AnswerSavedSchema,
  AttemptParamsSchema,
  AttemptResultSchema,
  AttemptSchema,
  FocusLossSchema,
  HistoryRowSchema,
  LeaderboardRowSchema,
  MyTestsQuerySchema,
  QuestionStatsSchema,
  StaffAttemptListQuerySchema,
  StaffAttemptRowSchema,
  TestInputSchema,
  TestListQuerySchema,
  TestSchema,
  TestSummarySchema,
} from "@app/shared/test-series";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../../config";
import { sendPage } from "../../lib/paging";
import { repeatEvery } from "../../lib/repeat";
import { userOf } from "../../plugins/auth";
import { createWhatsApp } from "../payments/whatsapp";
import { createResultMailsService, RESULT_MAILS_EVERY_MS } from "./result-mails";
import { createTestSeriesService } from "./test-series.service";

const denied = { 401: ErrorSchema, 403: ErrorSchema };
const refused = { 400: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema, ...denied };
const tags = ["testSeries"];

export const testSeriesRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (
  app,
  { config },
) => {
  const tests = createTestSeriesService(app.db);
  // The result mails: each process looks for newly published results on a timer (SMTP), and
  // sends them on WhatsApp to those who agreed (when the Cloud API is set up, decision 064).
  const whatsapp = config.reminders?.whatsapp;
  const resultMails = createResultMailsService({
    db: app.db,
    publicUrl: config.publicUrl,
    mail: config.smtpUrl ? app.mail : undefined,
    whatsapp: whatsapp
      ? { client: createWhatsApp(whatsapp), template: whatsapp.templates.result ?? "test_result" }
      : undefined,
    log: app.log.child({ module: "result-mails" }),
  });
  if (resultMails.enabled && config.resultMailsTimer !== false) {
    const stop = repeatEvery(
      async () => {
        await resultMails.run();
        await resultMails.runWhatsApp();
      },
      app.log,
      RESULT_MAILS_EVERY_MS,
      "result mails",
    );
    app.addHook("onClose", async () => stop());
  }
  const staff = app.requireRole("staff", "admin");
  const signedIn = app.authenticate;

  // ---- Staff: building tests ----

  app.get(
    "/api/exams/tests",
    {
      onRequest: staff,
      schema: {
        operationId: "testSeries.listTests",
        tags,
        summary: "Tests a page at a time, newest first; q finds a part of the title (staff, admin)",
        querystring: TestListQuerySchema,
        response: { 200: TestSchema.array(), 400: ErrorSchema, ...denied },
      },
    },
    async (request, reply) => sendPage(request, reply, await tests.list(request.query)),
  );

  app.post(
    "/api/exams/tests",
    {
      onRequest: staff,
      schema: {
        operationId: "testSeries.addTest",
        tags,
        summary: "Build a test: sections of fixed questions and random draws (staff, admin)",
        body: TestInputSchema,
        response: { 201: TestSchema, ...refused },
      },
    },
    async (request, reply) => reply.code(201).send(await tests.add(request.body, userOf(request))),
  );

  app.get(
    "/api/exams/tests/:id",
    {
      onRequest: staff,
      schema: {
        operationId: "testSeries.getTest",
        tags,
        summary: "A test with its sections, as staff edit it (staff, admin)",
        params: IdParamsSchema,
        response: { 200: TestSchema, 400: ErrorSchema, 404: ErrorSchema, ...denied },
      },
    },
    async (request) => tests.get(request.params.id),
  );

  app.put(
    "/api/exams/tests/:id",
    {
      onRequest: staff,
      schema: {
        operationId: "testSeries.changeTest",
        tags,
        summary: "Change a test; attempts already started keep what they drew (staff, admin)",
        params: IdParamsSchema,
        body: TestInputSchema,
        response: { 200: TestSchema, ...refused },
      },
    },
    async (request) => tests.change(request.params.id, request.body),
  );

  app.delete(
    "/api/exams/tests/:id",
    {
      onRequest: staff,
      schema: {
        operationId: "testSeries.removeTest",
        tags,
        summary: "Delete a test nobody attempted; 409 once attempted (staff, admin)",
        params: IdParamsSchema,
        response: { 204: z.null().describe("Deleted"), ...refused },
      },
    },
    async (request, reply) => {
      await tests.remove(request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/api/exams/tests/:id/attempts",
    {
      onRequest: staff,
      schema: {
        operationId: "testSeries.listAttempts",
        tags,
        summary:
          "Every attempt at a test with its score and the times the page lost focus (staff, admin)",
        params: IdParamsSchema,
        querystring: StaffAttemptListQuerySchema,
        response: {
          200: StaffAttemptRowSchema.array(),
          400: ErrorSchema,
          404: ErrorSchema,
          ...denied,
        },
      },
    },
    async (request, reply) =>
      sendPage(request, reply, await tests.attempts(request.params.id, request.query)),
  );

  app.get(
    "/api/exams/tests/:id/statistics",
    {
      onRequest: staff,
      schema: {
        operationId: "testSeries.questionStatistics",
        tags,
        summary:
          "Per question of a test's finished attempts: each option's count, how many were right, " +
          "the average time (staff, admin)",
        params: IdParamsSchema,
        response: {
          200: QuestionStatsSchema.array(),
          400: ErrorSchema,
          404: ErrorSchema,
          ...denied,
        },
      },
    },
    async (request) => tests.statistics(request.params.id),
  );

  // ---- Students: taking tests ----

  app.get(
    "/api/exams/my-tests",
    {
      onRequest: signedIn,
      schema: {
        operationId: "testSeries.myTests",
        tags,
        summary: "Published tests the reader may take, with the attempts they made (signed in)",
        querystring: MyTestsQuerySchema,
        response: { 200: TestSummarySchema.array(), 400: ErrorSchema, ...denied },
      },
    },
    async (request, reply) =>
      sendPage(request, reply, await tests.available(userOf(request), request.query)),
  );

  app.get(
    "/api/exams/my-tests/:id",
    {
      onRequest: signedIn,
      schema: {
        operationId: "testSeries.myTest",
        tags,
        summary: "A test's rules and instructions before starting; never its questions",
        params: IdParamsSchema,
        response: { 200: TestSummarySchema, 400: ErrorSchema, 404: ErrorSchema, ...denied },
      },
    },
    async (request) => tests.summary(request.params.id, userOf(request)),
  );

  app.post(
    "/api/exams/tests/:id/attempts",
    {
      onRequest: signedIn,
      schema: {
        operationId: "testSeries.startAttempt",
        tags,
        summary:
          "Start an attempt (201), or answer the running one (200): its questions without answers " +
          "or solutions, and the deadline the server keeps",
        params: IdParamsSchema,
        response: { 200: AttemptSchema, 201: AttemptSchema, ...refused },
      },
    },
    async (request, reply) => {
      const { attempt, created } = await tests.start(request.params.id, userOf(request));
      return reply.code(created ? 201 : 200).send(attempt);
    },
  );

  app.get(
    "/api/exams/attempts/:id",
    {
      onRequest: signedIn,
      schema: {
        operationId: "testSeries.getAttempt",
        tags,
        summary: "Resume an attempt: the same questions, order, answers and deadline (its student)",
        params: IdParamsSchema,
        response: { 200: AttemptSchema, 400: ErrorSchema, 404: ErrorSchema, ...denied },
      },
    },
    async (request) => tests.view(request.params.id, userOf(request)),
  );

  app.put(
    "/api/exams/attempts/:id/answers/:questionId",
    {
      onRequest: signedIn,
      schema: {
        operationId: "testSeries.saveAnswer",
        tags,
        summary:
          "Save one answer (null clears it) and its review mark; 409 once the attempt ended or " +
          "after its deadline and a few seconds' grace",
        params: AttemptParamsSchema,
        body: AnswerInputSchema,
        response: { 200: AnswerSavedSchema, ...refused },
      },
    },
    async (request) =>
      tests.saveAnswer(request.params.id, request.params.questionId, request.body, userOf(request)),
  );

  app.post(
    "/api/exams/attempts/:id/visits/:questionId",
    {
      onRequest: signedIn,
      schema: {
        operationId: "testSeries.visitQuestion",
        tags,
        summary: "Note that the student opened a question (the palette's not-answered state)",
        params: AttemptParamsSchema,
        response: {
          204: z.null().describe("Noted"),
          400: ErrorSchema,
          404: ErrorSchema,
          ...denied,
        },
      },
    },
    async (request, reply) => {
      await tests.visit(request.params.id, request.params.questionId, userOf(request));
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/api/exams/attempts/:id/focus-loss",
    {
      onRequest: signedIn,
      schema: {
        operationId: "testSeries.focusLost",
        tags,
        summary: "Count one time the test's page lost focus (shown to staff, never blocking)",
        params: IdParamsSchema,
        response: { 200: FocusLossSchema, 400: ErrorSchema, 404: ErrorSchema, ...denied },
      },
    },
    async (request) => tests.focusLost(request.params.id, userOf(request)),
  );

  app.post(
    "/api/exams/attempts/:id/submit",
    {
      onRequest: signedIn,
      schema: {
        operationId: "testSeries.submitAttempt",
        tags,
        summary: "End an attempt; answers what its result may show now",
        params: IdParamsSchema,
        response: { 200: AttemptResultSchema, 400: ErrorSchema, 404: ErrorSchema, ...denied },
      },
    },
    async (request) => tests.submit(request.params.id, userOf(request)),
  );

  app.get(
    "/api/exams/attempts/:id/result",
    {
      onRequest: signedIn,
      schema: {
        operationId: "testSeries.attemptResult",
        tags,
        summary:
          "An attempt's result: score and sections once results are published, rank and " +
          "percentile once ranks are, solutions beside the answers once solutions are and the " +
          "window closed (its student; staff always)",
        params: IdParamsSchema,
        response: { 200: AttemptResultSchema, 400: ErrorSchema, 404: ErrorSchema, ...denied },
      },
    },
    async (request) => tests.result(request.params.id, userOf(request)),
  );

  app.get(
    "/api/exams/tests/:id/leaderboard",
    {
      onRequest: signedIn,
      schema: {
        operationId: "testSeries.leaderboard",
        tags,
        summary: "A test's candidates by score, ties sharing a rank, once ranks are published",
        params: IdParamsSchema,
        querystring: PageQuerySchema,
        response: {
          200: LeaderboardRowSchema.array(),
          400: ErrorSchema,
          404: ErrorSchema,
          ...denied,
        },
      },
    },
    async (request, reply) =>
      sendPage(
        request,
        reply,
        await tests.leaderboard(request.params.id, userOf(request), request.query),
      ),
  );

  app.get(
    "/api/exams/my-attempts",
    {
      onRequest: signedIn,
      schema: {
        operationId: "testSeries.history",
        tags,
        summary: "The reader's attempts across the test series, newest first",
        querystring: PageQuerySchema,
        response: { 200: HistoryRowSchema.array(), 400: ErrorSchema, ...denied },
      },
    },
    async (request, reply) =>
      sendPage(request, reply, await tests.history(userOf(request), request.query)),
  );
};
