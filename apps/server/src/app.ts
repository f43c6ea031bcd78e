// The application as a plugin, and the factory that wraps it in a Fastify instance.
// Order: platform plugins (errors, security, rate limits, docs, uploads, database, auth, mail),
// then routes, then static files.
import { randomUUID } from "node:crypto";
import cookie from "@fastify/cookie";
import Fastify, { type FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "./config";
import { RequestLogController } from "./lib/log-controller";
import { LOG_REDACT_PATHS, serializeRequest } from "./lib/log-redaction";
import { serializerCompiler } from "./lib/response-serializer";
import { admissionsRoutes } from "./modules/admissions/admissions.routes";
import { chatRoutes } from "./modules/chat/chat.routes";
import { chatSocketPlugin } from "./modules/chat/chat.socket";
import { coursesRoutes } from "./modules/courses/courses.routes";
import { entranceTestRoutes } from "./modules/exams/entrance-test.routes";
import { questionBankRoutes } from "./modules/exams/question-bank.routes";
import { quizRoutes } from "./modules/exams/quiz.routes";
import { testSeriesRoutes } from "./modules/exams/test-series.routes";
import { healthRoutes } from "./modules/health/health.routes";
import { instituteRoutes } from "./modules/institute/institute.routes";
import { invoicesRoutes } from "./modules/invoices/invoices.routes";
import { legacyRoutes } from "./modules/legacy/legacy.routes";
import { locationsRoutes } from "./modules/locations/locations.routes";
import { mailRoutes } from "./modules/mail/mail.routes";
import { mailInPlugin } from "./modules/mail-in/mail-in.plugin";
import { mechanicsRoutes } from "./modules/mechanics/mechanics.routes";
import { moneyRoutes } from "./modules/money/money.routes";
import { ordersRoutes } from "./modules/orders/orders.routes";
import { overviewRoutes } from "./modules/overview/overview.routes";
import { paymentsRoutes } from "./modules/payments/payments.routes";
import { peopleRoutes } from "./modules/people/people.routes";
import { productsRoutes } from "./modules/products/products.routes";
import { savedRepliesRoutes } from "./modules/saved-replies/saved-replies.routes";
import { publicPagesRoutes } from "./modules/seo/pages.routes";
import { seoRoutes } from "./modules/seo/seo.routes";
import { seedOldStudents } from "./modules/students/old-students-seed";
import { studentsRoutes } from "./modules/students/students.routes";
import { teachersRoutes } from "./modules/teachers/teachers.routes";
import { attachmentsRoutes } from "./modules/tickets/attachments.routes";
import { deskRoutes } from "./modules/tickets/desk.routes";
import { notesRoutes } from "./modules/tickets/notes.routes";
import { ratingsRoutes } from "./modules/tickets/ratings.routes";
import { ticketSocketPlugin } from "./modules/tickets/ticket-live";
import { ticketsRoutes } from "./modules/tickets/tickets.routes";
import { tripsRoutes } from "./modules/trips/trips.routes";
import { ensureAdmin } from "./modules/users/admin-account";
import { usersRoutes } from "./modules/users/users.routes";
import { vehiclesRoutes } from "./modules/vehicles/vehicles.routes";
import { visitorRoutes } from "./modules/visitor/visitor.routes";
import { votersRoutes } from "./modules/voters/voters.routes";
import { weatherRoutes } from "./modules/weather/weather.routes";
import { authPlugin } from "./plugins/auth";
import { databasePlugin } from "./plugins/database";
import { errorHandlerPlugin, frameworkErrorHandler } from "./plugins/error-handler";
import { lifecyclePlugin } from "./plugins/lifecycle";
import { mailPlugin } from "./plugins/mail";
import { metricsPlugin } from "./plugins/metrics";
import { rateLimitsPlugin } from "./plugins/rate-limits";
import { redisPlugin } from "./plugins/redis";
import { securityPlugin } from "./plugins/security";
import { socketPlugin } from "./plugins/socket";
import { staticWebPlugin } from "./plugins/static-web";
import { swaggerPlugin } from "./plugins/swagger";
import { uploadsPlugin } from "./plugins/uploads";
import { userAllowancesPlugin } from "./plugins/user-allowances";
import { wellFormedTextPlugin } from "./plugins/well-formed-text";

export const appPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);

    await app.register(errorHandlerPlugin);
    await app.register(lifecyclePlugin);
    // Shared state between processes (rate limits, chat) when REDIS_URL is set.
    await app.register(redisPlugin, { config });
    await app.register(securityPlugin);
    // Prometheus metrics when configured: before what counts things (rate limits, mail, routes).
    await app.register(metricsPlugin, { config });
    await app.register(rateLimitsPlugin, { config });
    await app.register(userAllowancesPlugin, { config });
    await app.register(wellFormedTextPlugin);
    await app.register(swaggerPlugin);
    // Cookies are read by the visitor count only (sign-in uses bearer tokens, not cookies).
    await app.register(cookie);
    await app.register(uploadsPlugin, { config });
    await app.register(databasePlugin, { config });
    await app.register(authPlugin, { config });
    await app.register(mailPlugin, { config });
    // The chat socket on /socket.io (Redis adapter when REDIS_URL is set).
    await app.register(socketPlugin);
    await ensureAdmin(app.db, config, app.log);
    // The institute's own records, not demo content: loaded whatever DEMO_DATA says.
    await seedOldStudents(app.db, config.seedDir, app.log);

    // First: it hangs each of the specification's old paths beside the operation it aliases.
    await app.register(legacyRoutes, { config });
    await app.register(healthRoutes);
    await app.register(usersRoutes, { config });
    await app.register(ticketsRoutes, { config });
    await app.register(attachmentsRoutes);
    await app.register(ratingsRoutes);
    await app.register(notesRoutes, { config });
    await app.register(deskRoutes, { config });
    await app.register(mailInPlugin, { config });
    await app.register(savedRepliesRoutes);
    await app.register(seoRoutes, { config });
    await app.register(overviewRoutes, { config });
    await app.register(instituteRoutes);
    await app.register(mailRoutes);
    await app.register(coursesRoutes, { config });
    await app.register(visitorRoutes);
    await app.register(weatherRoutes, { config });
    await app.register(locationsRoutes);
    await app.register(admissionsRoutes, { config });
    await app.register(studentsRoutes);
    await app.register(teachersRoutes, { config });
    await app.register(quizRoutes);
    await app.register(entranceTestRoutes, { config });
    await app.register(questionBankRoutes, { config });
    await app.register(testSeriesRoutes, { config });
    await app.register(productsRoutes, { config });
    await app.register(ordersRoutes, { config });
    await app.register(tripsRoutes, { config });
    await app.register(peopleRoutes, { config });
    await app.register(invoicesRoutes);
    await app.register(paymentsRoutes, { config });
    await app.register(moneyRoutes);
    await app.register(chatRoutes);
    await app.register(chatSocketPlugin);
    await app.register(ticketSocketPlugin);
    await app.register(mechanicsRoutes);
    await app.register(vehiclesRoutes);
    await app.register(votersRoutes, { config });

    await app.register(publicPagesRoutes, { config });
    await app.register(staticWebPlugin, { config });
  },
  { name: "app" },
);

export type BuildOptions = {
  /** Where log lines go instead of standard output (tests read them). */
  logStream?: { write: (line: string) => void };
};

export function buildApp(config: Config, options: BuildOptions = {}): FastifyInstance {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: LOG_REDACT_PATHS,
      serializers: { req: serializeRequest },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // Our own ids only: a client-sent x-request-id is not trusted.
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    // A request that arrives on an open connection while the server closes is still answered
    // (graceful restarts): Fastify would otherwise answer it 503 itself.
    return503OnClosing: false,
    requestIdHeader: false,
    // The longest path value is a voter row's assembly constituency: 100 characters, which is up
    // to 200 UTF-16 units (the router's measure) when they lie outside the BMP.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors: frameworkErrorHandler,
    logController: new RequestLogController(),
    // Start-up includes first-start seeding (the old students, the administrator), which can take
    // well over Fastify's default 10 s on a busy machine; a stuck start still fails.
    pluginTimeout: 120_000,
  }).withTypeProvider<ZodTypeProvider>();
  app.register(appPlugin, { config });
  return app;
}
