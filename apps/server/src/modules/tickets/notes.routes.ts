// HTTP routes of a ticket's notes: schema in, service call, schema out.
import { ErrorSchema } from "@app/shared/common";
import {
  CreateNoteSchema,
  NoteParamsSchema,
  NoteQuerySchema,
  NoteSchema,
} from "@app/shared/tickets";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../config";
import { sendPage } from "../../lib/paging";
import { userOf } from "../../plugins/auth";
import { createNotesService } from "./notes.service";
import { ticketLive } from "./ticket-live";
import { createTicketMail } from "./ticket-mail";

const errors = { 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema };

export const notesRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const service = createNotesService(
    app.db,
    createTicketMail(app.db, app.mail, config),
    config,
    ticketLive(app.io),
  );

  app.get(
    "/api/tickets/:ticketId/notes",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "tickets.listNotes",
        tags: ["tickets"],
        summary:
          "Notes of a ticket, oldest first (sort=-createdAt: newest first), a page at a time",
        params: NoteParamsSchema,
        querystring: NoteQuerySchema,
        response: { 200: NoteSchema.array(), ...errors },
      },
    },
    async (request, reply) =>
      sendPage(
        request,
        reply,
        await service.listNotes(userOf(request), request.params.ticketId, request.query),
      ),
  );

  app.post(
    "/api/tickets/:ticketId/notes",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "tickets.addNote",
        tags: ["tickets"],
        summary: "Add a note; a staff note on a new ticket opens it",
        params: NoteParamsSchema,
        body: CreateNoteSchema,
        response: { 201: NoteSchema, 409: ErrorSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await service.addNote(userOf(request), request.params.ticketId, request.body)),
  );
};
