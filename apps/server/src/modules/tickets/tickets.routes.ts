// HTTP routes of the support desk: schema in, service call, schema out.
import { ErrorSchema } from "@app/shared/common";
import {
  AssignTicketSchema,
  AttachmentParamsSchema,
  AttachmentSchema,
  CreateNoteSchema,
  CreateTicketSchema,
  MyTicketQuerySchema,
  NoteParamsSchema,
  NoteQuerySchema,
  NoteSchema,
  RateTicketSchema,
  StaffMemberQuerySchema,
  StaffMemberSchema,
  StaffTicketQuerySchema,
  StaffTicketSchema,
  TicketDetailSchema,
  TicketParamsSchema,
  TicketSchema,
  UnsentAttachmentParamsSchema,
  UpdateTicketSchema,
} from "@app/shared/tickets";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../../config";
import { sendPage } from "../../lib/paging";
import { userOf } from "../../plugins/auth";
import { NO_FIELDS } from "../../plugins/uploads";
import { readAttachmentFile } from "./attachment-file";
import { createTicketsService } from "./tickets.service";

const errors = { 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema };

/** A file's bytes in the API's description. */
const FileSchema = z
  .custom<Buffer>((value) => Buffer.isBuffer(value))
  .meta({ type: "string", format: "binary" });

/** `filename*` (RFC 6266 with RFC 5987) carries any name; `filename` an ASCII stand-in. */
const dispositionOf = (kind: "inline" | "attachment", name: string): string =>
  `${kind}; filename="${name.replace(/[^\x20-\x7e]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(name)}`;

export const ticketsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const service = createTicketsService(
    app.db,
    app.mail,
    config.publicUrl,
    config.firstResponseHours,
    config.imapUrl ? config.supportAddress : undefined,
  );

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

  app.post(
    "/api/ticket-attachments",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "tickets.uploadAttachment",
        tags: ["tickets"],
        summary:
          "Upload a photo (PNG, JPEG, WebP; re-encoded, with a thumbnail) or a PDF to send with a " +
          "new ticket or note by its id (multipart, one file `file`, at most UPLOAD_MAX_MB); kept " +
          "a day unless sent, at most MAX_UNSENT_ATTACHMENTS waiting (409)",
        consumes: ["multipart/form-data"],
        response: {
          201: AttachmentSchema,
          400: ErrorSchema,
          401: ErrorSchema,
          409: ErrorSchema,
          413: ErrorSchema,
          415: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const form = await request.readUpload({
        fields: NO_FIELDS,
        files: {
          name: "file",
          max: 1,
          noun: "file",
          missing: "Please choose a photo or a PDF",
          read: readAttachmentFile,
        },
        // Too many waiting is refused before the photo is decoded.
        before: () => service.checkUploadRoom(userOf(request)),
      });
      return reply.code(201).send(await service.upload(userOf(request), form.files[0]));
    },
  );

  app.delete(
    "/api/ticket-attachments/:attachmentId",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "tickets.removeUnsentAttachment",
        tags: ["tickets"],
        summary: "Remove one of your uploads not yet sent with a ticket or note",
        params: UnsentAttachmentParamsSchema,
        response: { 204: z.null().describe("Removed"), ...errors },
      },
    },
    async (request, reply) => {
      await service.removeUnsent(userOf(request), request.params.attachmentId);
      return reply.code(204).send(null);
    },
  );

  for (const which of ["data", "thumbnail"] as const) {
    app.get(
      which === "data"
        ? "/api/tickets/:id/attachments/:attachmentId"
        : "/api/tickets/:id/attachments/:attachmentId/thumbnail",
      {
        onRequest: app.authenticate,
        schema: {
          operationId:
            which === "data" ? "tickets.downloadAttachment" : "tickets.attachmentThumbnail",
          tags: ["tickets"],
          summary:
            which === "data"
              ? "An attachment's file (the ticket's customer, staff; one sent with an internal " +
                "note: staff only)"
              : "A photo's 320 px thumbnail (WebP; 404 for a PDF)",
          params: AttachmentParamsSchema,
          produces: ["image/webp", "application/pdf"],
          response: {
            200: {
              description: which === "data" ? "The file" : "The thumbnail",
              content: {
                "image/webp": { schema: FileSchema },
                ...(which === "data" ? { "application/pdf": { schema: FileSchema } } : {}),
              },
            },
            ...errors,
          },
        },
      },
      async (request, reply) => {
        const { attachment, bytes } = await service.download(
          userOf(request),
          request.params.id,
          request.params.attachmentId,
          which,
        );
        return reply
          .type(which === "data" ? attachment.contentType : "image/webp")
          .header(
            "content-disposition",
            dispositionOf(which === "data" ? "attachment" : "inline", attachment.name),
          )
          .header("cache-control", "private, max-age=86400")
          .send(bytes);
      },
    );
  }

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

  app.post(
    "/api/tickets/:id/rating",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "tickets.rate",
        tags: ["tickets"],
        summary:
          "Rate the help on your closed ticket, 1 to 5 with an optional comment, once (403 for " +
          "someone else's ticket staff can see; 409 while it is not closed or once rated)",
        params: TicketParamsSchema,
        body: RateTicketSchema,
        response: { 200: TicketSchema, 403: ErrorSchema, 409: ErrorSchema, ...errors },
      },
    },
    async (request) => service.rate(userOf(request), request.params.id, request.body),
  );

  app.get(
    "/api/tickets/:ticketId/notes",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "tickets.listNotes",
        tags: ["tickets"],
        summary: "Notes of a ticket, oldest first, a page at a time",
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
