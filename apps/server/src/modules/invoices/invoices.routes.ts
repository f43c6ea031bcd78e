// HTTP routes of billing (admin): invoices priced and numbered by the server, and their PDFs.
import { ErrorSchema } from "@app/shared/common";
import { LanguageQuerySchema } from "@app/shared/i18n";
import { InvoiceInputSchema, InvoiceListQuerySchema, InvoiceSchema } from "@app/shared/invoices";
import { ShopIdParamsSchema } from "@app/shared/products";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { languageOf } from "../../lib/i18n";
import { sendPage } from "../../lib/paging";
import { userOf } from "../../plugins/auth";
import { PDF_SECURITY_HEADERS } from "../../plugins/security";
import { createInvoicesService } from "./invoices.service";

const adminErrors = { 401: ErrorSchema, 403: ErrorSchema };

// The PDF bytes: Fastify sends a Buffer as it is (no serializer); the metadata documents it.
const PdfSchema = z
  .custom<Buffer>((value) => Buffer.isBuffer(value))
  .meta({ type: "string", format: "binary" });

export const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createInvoicesService(app.db);
  const adminOnly = app.requireRole("admin");

  app.post(
    "/api/invoices",
    {
      onRequest: adminOnly,
      schema: {
        operationId: "invoices.create",
        tags: ["invoices"],
        summary:
          "Make an invoice (admin): lines priced from the products' selling prices, numbered " +
          "with the next number of the financial year (INV-2026-27/0001)",
        body: InvoiceInputSchema,
        response: { 201: InvoiceSchema, 400: ErrorSchema, ...adminErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.create(userOf(request), request.body)),
  );

  app.get(
    "/api/invoices",
    {
      onRequest: adminOnly,
      schema: {
        operationId: "invoices.list",
        tags: ["invoices"],
        summary: "Every invoice, newest first (admin)",
        querystring: InvoiceListQuerySchema,
        response: { 200: InvoiceSchema.array(), 400: ErrorSchema, ...adminErrors },
      },
    },
    async (request, reply) => sendPage(request, reply, await service.list(request.query)),
  );

  app.get(
    "/api/invoices/:id",
    {
      onRequest: adminOnly,
      schema: {
        operationId: "invoices.get",
        tags: ["invoices"],
        summary: "One invoice (admin)",
        params: ShopIdParamsSchema,
        response: { 200: InvoiceSchema, 400: ErrorSchema, ...adminErrors, 404: ErrorSchema },
      },
    },
    async (request) => service.get(request.params.id),
  );

  app.get(
    "/api/invoices/:id/pdf",
    {
      onRequest: adminOnly,
      // A browser shows a PDF through an internal <embed>, which the site's `object-src 'none'`
      // would block; a PDF runs none of our scripts, so it gets a framing rule only.
      config: { securityHeaders: PDF_SECURITY_HEADERS },
      schema: {
        operationId: "invoices.getPdf",
        tags: ["invoices"],
        summary: "One invoice as a PDF (admin)",
        description: "In the language of `lang`, else the reader's (their account's).",
        params: ShopIdParamsSchema,
        querystring: LanguageQuerySchema,
        produces: ["application/pdf"],
        response: {
          200: {
            description: "The invoice",
            content: { "application/pdf": { schema: PdfSchema } },
          },
          400: ErrorSchema,
          ...adminErrors,
          404: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const language = request.query.lang ?? languageOf(request);
      const latinDigits = request.currentUser?.latin_digits === 1;
      const { invoice, pdf } = await service.pdf(request.params.id, language, latinDigits);
      // Slashes are not allowed in file names: INV-2026-27/0001 → INV-2026-27-0001.pdf
      const file = `${invoice.number.replaceAll("/", "-")}.pdf`;
      return reply
        .type("application/pdf")
        .header("content-disposition", `inline; filename="${file}"`)
        .header("cache-control", "private, no-cache")
        .send(pdf);
    },
  );
};
