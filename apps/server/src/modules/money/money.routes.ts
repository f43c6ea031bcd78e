// HTTP routes of the back office's money (docs/payments.md: the money screen), for staff and
// admins: the collections by India day or month and method, and the payments received as CSV.
// What is owed (the dues and their totals) is with the payments' routes.
import {
  CollectionsQuerySchema,
  CollectionsSchema,
  PaymentExportQuerySchema,
} from "@app/shared/collections";
import { ErrorSchema } from "@app/shared/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { CsvStreamSchema } from "../../lib/csv-export";
import { collections, paymentsCsv } from "./money.service";

const tags = ["money"];
const denied = { 401: ErrorSchema, 403: ErrorSchema };

export const moneyRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = app.requireRole("staff", "admin");

  app.get(
    "/api/staff/money/collections",
    {
      onRequest: staff,
      schema: {
        operationId: "money.collections",
        tags,
        summary:
          "Money received per India day or month and per method, from `from` to `to` (days, both " +
          "included), with the refunds beside it and the totals (staff, admin)",
        description:
          "A payment counts on the India day it was paid, for its whole amount; a refund on the " +
          "India day it was recorded, under its payment's method; net is received less refunded. " +
          "Every day or month of the range is listed, empty ones too. By day a range covers at " +
          "most 366 days, by month at most 36 months (400 naming `to`).",
        querystring: CollectionsQuerySchema,
        response: { 200: CollectionsSchema, 400: ErrorSchema, ...denied },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return collections(app.db, request.query);
    },
  );

  app.get(
    "/api/staff/money/payments.csv",
    {
      onRequest: staff,
      schema: {
        operationId: "money.paymentsCsv",
        tags,
        summary:
          "The payments received from `from` to `to` (India days, both included; all when absent), " +
          "of one method if asked, as CSV for the accountant, in order of payment, streamed " +
          "(staff, admin)",
        description:
          "Columns: Date and Time (India's), Receipt, Payer, Email, For, Method, Reference, " +
          "Amount (Rs), Refunded (Rs) (given back so far), Status, Taken by.",
        querystring: PaymentExportQuerySchema,
        produces: ["text/csv"],
        response: {
          200: {
            description: "The payments",
            content: { "text/csv": { schema: CsvStreamSchema } },
          },
          400: ErrorSchema,
          ...denied,
        },
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      const name = `payments${from ? `-${from}` : ""}${to ? `-to-${to}` : ""}.csv`;
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${name}"`)
        .header("cache-control", "no-store")
        .send(paymentsCsv(app.db, request.query));
    },
  );
};
