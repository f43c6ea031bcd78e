// HTTP routes of the desk's files: upload before sending, remove unsent, download a ticket's.
import { ErrorSchema } from "@app/shared/common";
import {
  AttachmentParamsSchema,
  AttachmentSchema,
  UnsentAttachmentParamsSchema,
} from "@app/shared/tickets";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { userOf } from "../../plugins/auth";
import { NO_FIELDS } from "../../plugins/uploads";
import { readAttachmentFile } from "./attachment-file";
import { createAttachmentsService } from "./attachments.service";

const errors = { 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema };

/** A file's bytes in the API's description. */
const FileSchema = z
  .custom<Buffer>((value) => Buffer.isBuffer(value))
  .meta({ type: "string", format: "binary" });

/** `filename*` (RFC 6266 with RFC 5987) carries any name; `filename` an ASCII stand-in. */
const dispositionOf = (kind: "inline" | "attachment", name: string): string =>
  `${kind}; filename="${name.replace(/[^\x20-\x7e]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(name)}`;

export const attachmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAttachmentsService(app.db);

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
          noun: /*i18n*/ { id: "uploads.noun.file", message: "file" },
          missing: /*i18n*/ {
            id: "tickets.attachment.missing",
            message: "Please choose a photo or a PDF",
          },
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
};
