// HTTP routes of tickets: raise, list, read, change the status, assign; schema in, service call,
// schema out.
import { ErrorSchema } from "@app/shared/common";
import {
  AssignTicketSchema,
  CreateTicketSchema,
  MyTicketQuerySchema,
  StaffMemberQuerySchema,
  StaffMemberSchema,
  StaffTicketQuerySchema,
  StaffTicketSchema,
  TicketDetailSchema,
  TicketParamsSchema,
  TicketSchema,
  UpdateTicketSchema,
} from "@app/shared/tickets";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../config";
import { sendPage } from "../../lib/paging";
import { userOf } from "../../plugins/auth";
import { ticketLive } from "./ticket-live";
import { createTicketMail } from "./ticket-mail";
import { createTicketsService } from "./tickets.service";

/** How often each process looks for pending tickets to close. */
const SWEEP_MS = 10 * 60_000;

const errors = { 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema };

export const ticketsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const service = createTicketsService(
    app.db,
    createTicketMail(app.db, app.mail, config),
    config,
    ticketLive(app.io),
  );
  // Pending tickets whose customer did not answer close by themselves (decision 046); every
  // process sweeps, each ticket is closed once.
  const sweep = setInterval(() => {
    service.closeStalePending().catch((error: unknown) => {
      app.log.error({ err: error }, "closing stale pending tickets failed");
    });
  }, SWEEP_MS);
  sweep.unref();
  app.addHook("onClose", async () => clearInterval(sweep));

  app.post(
    "/api/tickets",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "tickets.create",
        tags: ["tickets"],
        summary: "Raise a ticket",
        body: CreateTicketSchema,
        response: { 201: TicketSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.create(userOf(request), request.body)),
  );

  app.get(
    "/api/tickets",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "tickets.listMine",
        tags: ["tickets"],
        summary: "The caller's tickets, newest first, a page at a time",
        querystring: MyTicketQuerySchema,
        response: { 200: TicketSchema.array(), 400: ErrorSchema, 401: ErrorSchema },
      },
    },
    async (request, reply) =>
      sendPage(request, reply, await service.listMine(userOf(request), request.query)),
  );

  app.get(
    "/api/tickets/:id",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "tickets.get",
        tags: ["tickets"],
        summary: "One ticket (owner, staff, admin)",
        params: TicketParamsSchema,
        response: { 200: TicketDetailSchema, ...errors },
      },
    },
    async (request) => service.get(userOf(request), request.params.id),
  );

  app.put(
    "/api/tickets/:id",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "tickets.update",
        tags: ["tickets"],
        summary: "Change the status (owner: only closed; staff/admin: any)",
        params: TicketParamsSchema,
        body: UpdateTicketSchema,
        response: { 200: TicketSchema, 403: ErrorSchema, ...errors },
      },
    },
    async (request) => service.update(userOf(request), request.params.id, request.body),
  );

  app.put(
    "/api/tickets/:id/assignee",
    {
      onRequest: app.requireRole("staff", "admin"),
      schema: {
        operationId: "tickets.assign",
        tags: ["tickets"],
        summary:
          "Assign the ticket to a member of staff or an admin, who is mailed (null unassigns; " +
          "staff, admin)",
        params: TicketParamsSchema,
        body: AssignTicketSchema,
        response: { 200: StaffTicketSchema, 403: ErrorSchema, ...errors },
      },
    },
    async (request) => service.assign(userOf(request), request.params.id, request.body),
  );

  app.get(
    "/api/staff/members",
    {
      onRequest: app.requireRole("staff", "admin"),
      schema: {
        operationId: "tickets.listStaff",
        tags: ["tickets"],
        summary:
          "Staff and admins by name, a page at a time: whom a ticket can be assigned to " +
          "(search q in name and email; staff, admin)",
        querystring: StaffMemberQuerySchema,
        response: {
          200: StaffMemberSchema.array(),
          400: ErrorSchema,
          401: ErrorSchema,
          403: ErrorSchema,
        },
      },
    },
    async (request, reply) => sendPage(request, reply, await service.members(request.query)),
  );

  app.get(
    "/api/staff/tickets",
    {
      onRequest: app.requireRole("staff", "admin"),
      schema: {
        operationId: "tickets.listAll",
        tags: ["tickets"],
        summary:
          "Every customer's tickets, newest first, a page at a time: search (q) the description " +
          "and notes, filter by status, product, customer and awaiting a first reply (reply=" +
          "waiting or overdue, past FIRST_RESPONSE_HOURS), sort by due (staff, admin)",
        querystring: StaffTicketQuerySchema,
        response: {
          200: StaffTicketSchema.array(),
          400: ErrorSchema,
          401: ErrorSchema,
          403: ErrorSchema,
        },
      },
    },
    async (request, reply) =>
      sendPage(request, reply, await service.listAll(userOf(request), request.query)),
  );
};
