// HTTP routes of the help desk's working tools (decision 046): the shared views' counts, an
// agent's own views, bulk actions, and the customer beside a conversation (staff, admin).
import { ErrorSchema } from "@app/shared/common";
import { DeskReportQuerySchema, DeskReportSchema } from "@app/shared/desk-reports";
import { PageQuerySchema } from "@app/shared/paging";
import {
  BulkTicketActionSchema,
  BulkTicketResultSchema,
  CreateTicketViewSchema,
  TicketCustomerSchema,
  TicketParamsSchema,
  TicketViewCountsSchema,
  TicketViewParamsSchema,
  TicketViewSchema,
} from "@app/shared/tickets";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../../config";
import { languageOf } from "../../lib/i18n";
import { sendPage } from "../../lib/paging";
import { userOf } from "../../plugins/auth";
import { createDeskService } from "./desk.service";
import { deskReport } from "./desk-reports";
import { createNotesService } from "./notes.service";
import { ticketLive } from "./ticket-live";
import { createTicketMail } from "./ticket-mail";
import { createTicketsService } from "./tickets.service";

const refusals = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema };

export const deskRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const mail = createTicketMail(app.db, app.mail, config);
  const live = ticketLive(app.io);
  const service = createDeskService(
    app.db,
    createTicketsService(app.db, mail, config, live),
    createNotesService(app.db, mail, config, live),
  );
  const tickets = createTicketsService(app.db, mail, config, live);
  const staff = app.requireRole("staff", "admin");

  app.get(
    "/api/staff/ticket-views/counts",
    {
      onRequest: staff,
      schema: {
        operationId: "tickets.viewCounts",
        tags: ["tickets"],
        summary:
          "How many tickets each shared view holds: mine, unassigned, pending, overdue, open " +
          "(staff, admin)",
        response: { 200: TicketViewCountsSchema, ...refusals },
      },
    },
    async (request) => tickets.counts(userOf(request)),
  );

  app.get(
    "/api/staff/ticket-views",
    {
      onRequest: staff,
      schema: {
        operationId: "tickets.listViews",
        tags: ["tickets"],
        summary: "The caller's own saved views of the queue, oldest first (staff, admin)",
        querystring: PageQuerySchema,
        response: { 200: TicketViewSchema.array(), ...refusals },
      },
    },
    async (request, reply) =>
      sendPage(request, reply, await service.listViews(userOf(request), request.query)),
  );

  app.post(
    "/api/staff/ticket-views",
    {
      onRequest: staff,
      schema: {
        operationId: "tickets.createView",
        tags: ["tickets"],
        summary: "Save the queue's filters as a view of the caller's own (staff, admin)",
        body: CreateTicketViewSchema,
        response: { 201: TicketViewSchema, 409: ErrorSchema, ...refusals },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.createView(userOf(request), request.body)),
  );

  app.delete(
    "/api/staff/ticket-views/:id",
    {
      onRequest: staff,
      schema: {
        operationId: "tickets.deleteView",
        tags: ["tickets"],
        summary: "Delete one of the caller's views (staff, admin)",
        params: TicketViewParamsSchema,
        response: { 204: z.null().describe("Deleted"), 404: ErrorSchema, ...refusals },
      },
    },
    async (request, reply) => {
      await service.deleteView(userOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/api/staff/tickets/bulk",
    {
      onRequest: staff,
      schema: {
        operationId: "tickets.bulk",
        tags: ["tickets"],
        summary:
          "Assign, change the status of, or send a saved reply to each of many tickets, each " +
          "checked as if alone; answers which were done and why others were not (staff, admin)",
        body: BulkTicketActionSchema,
        response: { 200: BulkTicketResultSchema, 404: ErrorSchema, ...refusals },
      },
    },
    async (request) => service.bulk(userOf(request), request.body, languageOf(request)),
  );

  app.get(
    "/api/staff/desk-reports",
    {
      onRequest: staff,
      schema: {
        operationId: "tickets.deskReport",
        tags: ["tickets"],
        summary:
          "The tickets opened per India week or month of a range, per trip and per agent, with " +
          "first-response and resolution times (median, 90th percentile) and ratings (staff, admin)",
        description:
          "A ticket counts in the period it was opened in (India's weeks, Monday to Sunday, or " +
          "months); its first reply, closing and rating count with it. Times are whole seconds; " +
          "percentiles by nearest rank (decision 049). `from` and `to` are India days, both " +
          "included; left out, the range ends today and starts the twelfth week or month back. " +
          "Every period of the range is listed, empty ones too.",
        querystring: DeskReportQuerySchema,
        response: { 200: DeskReportSchema, ...refusals },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return deskReport(app.db, request.query);
    },
  );

  app.get(
    "/api/staff/tickets/:id/customer",
    {
      onRequest: staff,
      schema: {
        operationId: "tickets.customer",
        tags: ["tickets"],
        summary:
          "The ticket's customer: contact details, language, and their latest other tickets, " +
          "orders, trip bookings and admission (staff, admin)",
        params: TicketParamsSchema,
        response: { 200: TicketCustomerSchema, 404: ErrorSchema, ...refusals },
      },
    },
    async (request) => service.customer(userOf(request), request.params.id),
  );
};
