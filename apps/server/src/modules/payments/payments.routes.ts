// HTTP routes of payments (docs/payments.md): what a signed-in user owes and pays (gateway, UPI
// reference), the gateway's webhook, the desk's payments and UPI confirmations and dues (staff),
// refunds (admins), receipts, the fee reminders sent (staff); and the timers of the reconciler and
// the reminders.
import { ErrorSchema, IdParamsSchema, IdSchema } from "@app/shared/common";
import { LanguageQuerySchema } from "@app/shared/i18n";
import { PageQuerySchema } from "@app/shared/paging";
import {
  CreatePaymentSchema,
  DebtRefSchema,
  DebtSummarySchema,
  DeskPaymentSchema,
  DueListQuerySchema,
  DueSchema,
  DueSummaryQuerySchema,
  DuesSummarySchema,
  EnrolmentSchema,
  FeeReminderSchema,
  MyPaymentQuerySchema,
  MyPaymentSchema,
  PaymentListQuerySchema,
  PaymentMethodsSchema,
  PaymentSchema,
  PlanChangeRecordSchema,
  PlanChangeSchema,
  RefundInputSchema,
  RefundSchema,
  RejectUpiSchema,
  ReminderListQuerySchema,
  ReminderRunSchema,
  StaffPaymentListQuerySchema,
  StaffPaymentSchema,
  UpiReferenceSchema,
  VerifyPaymentSchema,
  WhatsappRemindersInputSchema,
} from "@app/shared/payments";
import fp from "fastify-plugin";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { type Config, DEFAULT_REMINDER_DAYS } from "../../config";
import { ConflictError } from "../../lib/errors";
import { languageOf, latinDigitsOf } from "../../lib/i18n";
import { sendPage } from "../../lib/paging";
import { repeatEvery } from "../../lib/repeat";
import { userOf } from "../../plugins/auth";
import { PDF_SECURITY_HEADERS } from "../../plugins/security";
import { createEnrolmentsService } from "./enrolments.service";
import { createPaymentsService } from "./payments.service";
import { createRazorpay } from "./razorpay";
import { createRemindersService, REMIND_EVERY_MS } from "./reminders";
import { createWhatsApp } from "./whatsapp";

const tags = ["payments"];
const signedOut = { 401: ErrorSchema };
const denied = { 401: ErrorSchema, 403: ErrorSchema };
const PdfSchema = z
  .custom<Buffer>((value) => Buffer.isBuffer(value))
  .meta({ type: "string", format: "binary" });

const REMINDERS_OFF = /*i18n*/ {
  id: "payments.reminders.off",
  message: "Fee reminders are not set up: there is no mail server or WhatsApp to send them by",
};

/** How often each process looks for payments left "created" (each is asked about once). */
export const RECONCILE_EVERY_MS = 60_000;

declare module "fastify" {
  interface FastifyInstance {
    payments: ReturnType<typeof createPaymentsService>;
    reminders: ReturnType<typeof createRemindersService>;
  }
}

const caller = (request: Parameters<typeof userOf>[0]) => {
  const user = userOf(request);
  return { id: user.id, role: user.role };
};

/**
 * Runs `reconcile` every `everyMs` in this process (each run claims its payments in the database,
 * so several processes share the work without asking twice); answers how to stop it.
 */
export function startReconciler(
  reconcile: () => Promise<unknown>,
  log: { error: (obj: object, msg: string) => void },
  everyMs = RECONCILE_EVERY_MS,
): () => Promise<void> {
  return repeatEvery(reconcile, log, everyMs, "payment reconciler");
}

const routes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const razorpay = config.payments?.razorpay;
  const service = createPaymentsService({
    db: app.db,
    gateway: razorpay ? createRazorpay(razorpay) : undefined,
    upi: config.payments?.upi,
    mail: app.mail,
    log: app.log.child({ module: "payments" }),
  });
  const enrolments = createEnrolmentsService(app.db);
  app.decorate("payments", service);
  const staff = app.requireRole("staff", "admin");
  const admin = app.requireRole("admin");

  if (razorpay && config.paymentsReconcile !== false) {
    const stop = startReconciler(() => service.reconcile(), app.log);
    app.addHook("onClose", async () => stop());
  }

  // Fee reminders: by mail when SMTP is set up, by WhatsApp when the Cloud API is.
  const whatsapp = config.reminders?.whatsapp;
  const reminders = createRemindersService({
    db: app.db,
    days: config.reminders?.days ?? DEFAULT_REMINDER_DAYS,
    publicUrl: config.publicUrl,
    mail: config.smtpUrl ? app.mail : undefined,
    whatsapp: whatsapp
      ? { client: createWhatsApp(whatsapp), templates: whatsapp.templates }
      : undefined,
    log: app.log.child({ module: "reminders" }),
  });
  app.decorate("reminders", reminders);
  if (reminders.channels.length > 0 && config.remindersTimer !== false) {
    const stop = repeatEvery(() => reminders.run(), app.log, REMIND_EVERY_MS, "fee reminders");
    app.addHook("onClose", async () => stop());
  }

  app.post(
    "/api/payments",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "payments.create",
        tags,
        summary:
          "Pay a debt of one's own: an order, an instalment or a trip booking (signed in). The " +
          "server computes the amount; a gateway payment comes with the gateway's order for " +
          "Checkout; asking again while the debt is unpaid answers the same payment (200).",
        body: CreatePaymentSchema,
        response: {
          200: PaymentSchema,
          201: PaymentSchema,
          400: ErrorSchema,
          ...signedOut,
          404: ErrorSchema,
          409: ErrorSchema,
          502: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { payment, created } = await service.create(
        caller(request),
        request.body,
        languageOf(request),
      );
      return reply.code(created ? 201 : 200).send(payment);
    },
  );

  app.get(
    "/api/payments",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "payments.list",
        tags,
        summary:
          "Payments newest first, a page at a time: the caller's own, or everyone's for staff; " +
          "filter by status (submitted: UPI references waiting for staff), method and days",
        querystring: PaymentListQuerySchema,
        response: { 200: PaymentSchema.array(), 400: ErrorSchema, ...signedOut },
      },
    },
    async (request, reply) =>
      sendPage(
        request,
        reply,
        await service.list(caller(request), request.query, languageOf(request)),
      ),
  );

  app.get(
    "/api/payments/methods",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "payments.methods",
        tags,
        summary:
          "The ways of paying online this server is set up for: the gateway and UPI by " +
          "reference (signed in; no keys or accounts are answered). Neither: pay at the desk",
        response: { 200: PaymentMethodsSchema, ...signedOut },
      },
    },
    async () => service.methods(),
  );

  app.get(
    "/api/payments/debt",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "payments.debt",
        tags,
        summary:
          "What one debt is for, whose it is and what is due now (?order=, ?instalment=, " +
          "?booking= or ?enrolment=): the payer's own, or any for staff; another's is 404",
        querystring: DebtRefSchema,
        response: {
          200: DebtSummarySchema,
          400: ErrorSchema,
          ...signedOut,
          404: ErrorSchema,
        },
      },
    },
    async (request) => service.summary(request.query, caller(request), languageOf(request)),
  );

  app.get(
    "/api/payments/mine",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "payments.listMine",
        tags,
        summary:
          "The caller's own payments (fees, orders, trip bookings), newest first, a page at a " +
          "time, each with the refunds given back on it; staff too see only their own here",
        querystring: MyPaymentQuerySchema,
        response: { 200: MyPaymentSchema.array(), 400: ErrorSchema, ...signedOut },
      },
    },
    async (request, reply) =>
      sendPage(
        request,
        reply,
        await service.listMine(userOf(request).id, request.query, languageOf(request)),
      ),
  );

  app.get(
    "/api/payments/:id",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "payments.get",
        tags,
        summary: "One payment and its state (its payer, staff)",
        params: IdParamsSchema,
        response: { 200: PaymentSchema, ...signedOut, 404: ErrorSchema },
      },
    },
    async (request) => service.get(request.params.id, caller(request), languageOf(request)),
  );

  app.post(
    "/api/payments/:id/verify",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "payments.verify",
        tags,
        summary:
          "Checkout's result: paid when HMAC-SHA256(order id|payment id, key secret) matches; " +
          "400 and nothing changed otherwise",
        params: IdParamsSchema,
        body: VerifyPaymentSchema,
        response: {
          200: PaymentSchema,
          400: ErrorSchema,
          ...signedOut,
          404: ErrorSchema,
          409: ErrorSchema,
        },
      },
    },
    async (request) =>
      service.verify(request.params.id, caller(request), request.body, languageOf(request)),
  );

  app.post(
    "/api/payments/:id/upi-reference",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "payments.submitUpiReference",
        tags,
        summary: "The UTR of a UPI payment, for staff to find on the bank statement (its payer)",
        params: IdParamsSchema,
        body: UpiReferenceSchema,
        response: {
          200: PaymentSchema,
          400: ErrorSchema,
          ...signedOut,
          404: ErrorSchema,
          409: ErrorSchema,
        },
      },
    },
    async (request) =>
      service.submitUpiReference(
        request.params.id,
        caller(request),
        request.body.utr,
        languageOf(request),
      ),
  );

  app.get(
    "/api/payments/:id/receipt.pdf",
    {
      onRequest: app.authenticate,
      config: { securityHeaders: PDF_SECURITY_HEADERS },
      schema: {
        operationId: "payments.getReceipt",
        tags,
        summary: "A paid payment's receipt as a PDF (its payer, staff)",
        description: "In the language of `lang`, else the reader's.",
        params: IdParamsSchema,
        querystring: LanguageQuerySchema,
        produces: ["application/pdf"],
        response: {
          200: {
            description: "The receipt",
            content: { "application/pdf": { schema: PdfSchema } },
          },
          400: ErrorSchema,
          ...signedOut,
          404: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const language = request.query.lang ?? languageOf(request);
      const { pdf, number } = await service.receipt(
        request.params.id,
        caller(request),
        language,
        latinDigitsOf(request),
      );
      return reply
        .type("application/pdf")
        .header("content-disposition", `inline; filename="${number.replaceAll("/", "-")}.pdf"`)
        .header("cache-control", "private, no-cache")
        .send(pdf);
    },
  );

  app.post(
    "/api/payments/:id/refunds",
    {
      onRequest: admin,
      schema: {
        operationId: "payments.refund",
        tags,
        summary:
          "Give money back (admin), with an Idempotency-Key header: the same key twice makes one " +
          "refund (201 the first time, 200 after)",
        params: IdParamsSchema,
        body: RefundInputSchema,
        response: {
          200: RefundSchema,
          201: RefundSchema,
          400: ErrorSchema,
          ...denied,
          404: ErrorSchema,
          409: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const header = request.headers["idempotency-key"];
      const { refund, created } = await service.refund(
        request.params.id,
        userOf(request).id,
        request.body,
        typeof header === "string" ? header : undefined,
      );
      return reply.code(created ? 201 : 200).send(refund);
    },
  );

  // The webhook reads its body raw: the signature is of the bytes as sent, checked before parsing.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser(
      "application/json",
      { parseAs: "buffer", bodyLimit: 1_048_576 },
      (_req, body, done) => done(null, body),
    );
    raw.post(
      "/api/payments/razorpay/webhook",
      {
        schema: {
          operationId: "payments.razorpayWebhook",
          tags,
          summary:
            "Razorpay's events (payment.captured, order.paid, payment.failed, refund.processed), " +
            "signed in X-Razorpay-Signature; each X-Razorpay-Event-Id is applied once",
          response: { 200: z.object({ ok: z.literal(true) }), 400: ErrorSchema, 409: ErrorSchema },
        },
      },
      async (request) => {
        const signature = request.headers["x-razorpay-signature"];
        const eventId = request.headers["x-razorpay-event-id"];
        await service.webhook(
          Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          typeof signature === "string" ? signature : undefined,
          typeof eventId === "string" ? eventId : undefined,
        );
        return { ok: true as const };
      },
    );
  });

  app.get(
    "/api/enrolments/mine",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "enrolments.mine",
        tags: ["enrolments"],
        summary: "The caller's enrolments with what is due, paid and next",
        response: { 200: EnrolmentSchema.array(), ...signedOut },
      },
    },
    async (request) => enrolments.mine(userOf(request).id, languageOf(request)),
  );

  app.get(
    "/api/enrolments/:id",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "enrolments.get",
        tags: ["enrolments"],
        summary: "One enrolment with its instalments and payment status (its student, staff)",
        params: IdParamsSchema,
        response: { 200: EnrolmentSchema, ...signedOut, 404: ErrorSchema },
      },
    },
    async (request) => {
      const user = userOf(request);
      const owner = user.role === "user" ? user.id : undefined;
      return enrolments.get(request.params.id, languageOf(request), owner);
    },
  );

  app.put(
    "/api/enrolments/:id/whatsapp-reminders",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "enrolments.setWhatsappReminders",
        tags: ["enrolments"],
        summary:
          "Its student turns fee reminders on WhatsApp on or off (their consent); another's is 404",
        params: IdParamsSchema,
        body: WhatsappRemindersInputSchema,
        response: { 200: EnrolmentSchema, 400: ErrorSchema, ...signedOut, 404: ErrorSchema },
      },
    },
    async (request) =>
      enrolments.setWhatsappReminders(
        request.params.id,
        request.body.on,
        userOf(request).id,
        languageOf(request),
      ),
  );

  app.put(
    "/api/enrolments/:id/whatsapp-results",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "enrolments.setWhatsappResults",
        tags: ["enrolments"],
        summary:
          "Its student turns their test results on WhatsApp on or off (their consent); another's is 404",
        params: IdParamsSchema,
        body: WhatsappRemindersInputSchema,
        response: { 200: EnrolmentSchema, 400: ErrorSchema, ...signedOut, 404: ErrorSchema },
      },
    },
    async (request) =>
      enrolments.setWhatsappResults(
        request.params.id,
        request.body.on,
        userOf(request).id,
        languageOf(request),
      ),
  );

  app.get(
    "/api/staff/enrolments",
    {
      onRequest: staff,
      schema: {
        operationId: "enrolments.list",
        tags: ["enrolments"],
        summary: "Enrolments newest first, a page at a time, by student or batch (staff, admin)",
        querystring: PageQuerySchema.extend({
          userId: IdSchema.optional(),
          batchId: IdSchema.optional(),
        }),
        response: { 200: EnrolmentSchema.array(), 400: ErrorSchema, ...denied, 404: ErrorSchema },
      },
    },
    async (request, reply) =>
      sendPage(request, reply, await enrolments.list(request.query, languageOf(request))),
  );

  app.get(
    "/api/staff/enrolments/:id/plan-changes",
    {
      onRequest: staff,
      schema: {
        operationId: "enrolments.planChanges",
        tags: ["enrolments"],
        summary:
          "An enrolment's plan changes, newest first: who made each, when and why, with the " +
          "plans before and after (staff, admin)",
        params: IdParamsSchema,
        response: { 200: PlanChangeRecordSchema.array(), ...denied, 404: ErrorSchema },
      },
    },
    async (request) => enrolments.planChanges(request.params.id),
  );

  app.put(
    "/api/staff/enrolments/:id/plan",
    {
      onRequest: staff,
      schema: {
        operationId: "enrolments.changePlan",
        tags: ["enrolments"],
        summary:
          "Change a student's plan (a discount, another schedule) with the reason; the money " +
          "paid moves to the new instalments oldest first (staff, admin)",
        params: IdParamsSchema,
        body: PlanChangeSchema,
        response: {
          200: EnrolmentSchema,
          400: ErrorSchema,
          ...denied,
          404: ErrorSchema,
          409: ErrorSchema,
        },
      },
    },
    async (request) =>
      enrolments.changePlan(
        request.params.id,
        request.body,
        userOf(request).id,
        languageOf(request),
      ),
  );

  app.get(
    "/api/staff/dues",
    {
      onRequest: staff,
      schema: {
        operationId: "payments.dues",
        tags,
        summary:
          "Instalments with money due, soonest first, a page at a time: per student, per batch, " +
          "students found by name or email (q), or overdue only (staff, admin)",
        description:
          "Each with what is still owed and the whole India days since its due date. An instalment " +
          "is overdue once its due date is before India's today; a paid one is not listed.",
        querystring: DueListQuerySchema,
        response: { 200: DueSchema.array(), 400: ErrorSchema, ...denied, 404: ErrorSchema },
      },
    },
    async (request, reply) =>
      sendPage(request, reply, await enrolments.dues(request.query, languageOf(request))),
  );

  app.get(
    "/api/staff/reminders",
    {
      onRequest: staff,
      schema: {
        operationId: "payments.reminders",
        tags,
        summary:
          "Fee reminders sent by mail and WhatsApp, newest first, a page at a time: by student, " +
          "status (failed: with the error) and channel (staff, admin)",
        querystring: ReminderListQuerySchema,
        response: {
          200: FeeReminderSchema.array(),
          400: ErrorSchema,
          ...denied,
          404: ErrorSchema,
        },
      },
    },
    async (request, reply) =>
      sendPage(request, reply, await reminders.list(request.query, languageOf(request))),
  );

  app.post(
    "/api/staff/reminders/run",
    {
      onRequest: staff,
      schema: {
        operationId: "payments.runReminders",
        tags,
        summary:
          "Send the fee reminders due today now, as the timer does (staff, admin): each " +
          "reminder (instalment, day, channel) goes once, so a second run sends none of the same; " +
          "409 when neither mail nor WhatsApp is set up",
        response: { 200: ReminderRunSchema, ...denied, 409: ErrorSchema },
      },
    },
    async () => {
      if (reminders.channels.length === 0) throw new ConflictError(REMINDERS_OFF);
      return reminders.run(new Date(), { retry: false });
    },
  );

  app.get(
    "/api/staff/dues/summary",
    {
      onRequest: staff,
      schema: {
        operationId: "payments.duesSummary",
        tags,
        summary:
          "What the dues the filters find add up to — money outstanding and the part of it " +
          "overdue, with how many instalments and students — as GET /api/staff/dues lists them " +
          "(staff, admin)",
        querystring: DueSummaryQuerySchema,
        response: { 200: DuesSummarySchema, 400: ErrorSchema, ...denied, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return enrolments.duesSummary(request.query);
    },
  );

  app.post(
    "/api/staff/payments",
    {
      onRequest: staff,
      schema: {
        operationId: "payments.recordAtDesk",
        tags,
        summary:
          "Money taken at the desk (cash, cheque, bank transfer) against a debt; paid at once " +
          "with its receipt, and who took it (staff, admin)",
        body: DeskPaymentSchema,
        response: {
          201: PaymentSchema,
          400: ErrorSchema,
          ...denied,
          404: ErrorSchema,
          409: ErrorSchema,
        },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await service.recordAtDesk(userOf(request).id, request.body, languageOf(request))),
  );

  app.get(
    "/api/staff/payments",
    {
      onRequest: staff,
      schema: {
        operationId: "payments.listForStaff",
        tags,
        summary:
          "Everyone's payments newest first, a page at a time (staff, admin): by status, method " +
          "and days, the payer, receipt number or reference found by q",
        description:
          "With received=true only money that came in (paid, partly refunded, refunded), from " +
          "and to being the India days it was paid on, as the money screen counts it; otherwise " +
          "the days the payments were made.",
        querystring: StaffPaymentListQuerySchema,
        response: { 200: StaffPaymentSchema.array(), 400: ErrorSchema, ...denied },
      },
    },
    async (request, reply) =>
      sendPage(request, reply, await service.listForStaff(request.query, languageOf(request))),
  );

  app.post(
    "/api/staff/payments/:id/confirm",
    {
      onRequest: staff,
      schema: {
        operationId: "payments.confirmUpi",
        tags,
        summary: "The UPI reference is on the bank statement: the payment is paid (staff, admin)",
        params: IdParamsSchema,
        response: { 200: PaymentSchema, ...denied, 404: ErrorSchema, 409: ErrorSchema },
      },
    },
    async (request) =>
      service.confirmUpi(request.params.id, userOf(request).id, languageOf(request)),
  );

  app.post(
    "/api/staff/payments/:id/reject",
    {
      onRequest: staff,
      schema: {
        operationId: "payments.rejectUpi",
        tags,
        summary: "The UPI reference is not on the bank statement (staff, admin)",
        params: IdParamsSchema,
        body: RejectUpiSchema,
        response: {
          200: PaymentSchema,
          400: ErrorSchema,
          ...denied,
          404: ErrorSchema,
          409: ErrorSchema,
        },
      },
    },
    async (request) =>
      service.rejectUpi(
        request.params.id,
        userOf(request).id,
        request.body.reason,
        languageOf(request),
      ),
  );
};

/** Shared with the app (not encapsulated), so `app.payments.reconcile` is there to call. */
export const paymentsRoutes = fp(routes, { name: "payments", dependencies: ["database", "mail"] });
