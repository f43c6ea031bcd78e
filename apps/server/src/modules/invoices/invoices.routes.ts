// HTTP routes of billing (admin): invoices priced, taxed and numbered by the server, their PDFs,
// credit notes, the month's GSTR-1 (docs/accountant.md); and a customer's own invoices.
import { ErrorSchema } from "@app/shared/common";
import { LanguageQuerySchema } from "@app/shared/i18n";
import {
  CreditNoteInputSchema,
  CreditNoteListQuerySchema,
  CreditNoteSchema,
  GSTR1_SECTIONS,
  Gstr1SummarySchema,
  InvoiceInputSchema,
  InvoiceListQuerySchema,
  InvoiceSchema,
  ReturnMonthSchema,
  TurnoverSchema,
} from "@app/shared/invoices";
import { listQuerySchema } from "@app/shared/paging";
import { ShopIdParamsSchema } from "@app/shared/products";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { CsvStreamSchema } from "../../lib/csv-export";
import { ConflictError } from "../../lib/errors";
import { languageOf } from "../../lib/i18n";
import { sendPage } from "../../lib/paging";
import { userOf } from "../../plugins/auth";
import { PDF_SECURITY_HEADERS } from "../../plugins/security";
import { createCreditNotesService } from "./credit-notes.service";
import { gstr1Csv, gstr1Summary } from "./gstr1";
import { createInvoicesService } from "./invoices.service";

const adminErrors = { 401: ErrorSchema, 403: ErrorSchema };

// The PDF bytes: Fastify sends a Buffer as it is (no serializer); the metadata documents it.
const PdfSchema = z
  .custom<Buffer>((value) => Buffer.isBuffer(value))
  .meta({ type: "string", format: "binary" });

const NEVER_CHANGED = /*i18n*/ {
  id: "invoices.neverChanged",
  message:
    "An issued invoice is never changed or deleted: issue a credit note for what is taken back",
};

const MineQuerySchema = listQuerySchema({ sort: ["createdAt"], filters: {} });
const MonthQuerySchema = z.object({ month: ReturnMonthSchema });
const SectionParamsSchema = z.object({ section: z.enum(GSTR1_SECTIONS) });

export const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createInvoicesService(app.db);
  const creditNotes = createCreditNotesService(app.db);
  const adminOnly = app.requireRole("admin");
  const signedIn = app.requireRole("user", "staff", "admin");

  app.get(
    "/api/invoices/mine",
    {
      onRequest: signedIn,
      schema: {
        operationId: "invoices.listMine",
        tags: ["invoices"],
        summary: "The caller's own invoices (those issued for their orders), newest first",
        querystring: MineQuerySchema,
        response: { 200: InvoiceSchema.array(), 400: ErrorSchema, 401: ErrorSchema },
      },
    },
    async (request, reply) =>
      sendPage(request, reply, await service.listMine(userOf(request), request.query)),
  );

  for (const method of ["PUT", "PATCH", "DELETE"] as const) {
    app.route({
      method,
      url: "/api/invoices/:id",
      onRequest: adminOnly,
      schema: {
        operationId: `invoices.refuse${method[0]}${method.slice(1).toLowerCase()}`,
        tags: ["invoices"],
        summary:
          "Refused (409): an issued invoice is never changed or deleted (docs/accountant.md)",
        params: ShopIdParamsSchema,
        response: {
          // Documented for the schema's sake: the answer is always 409 (or 404).
          204: z.null().meta({ description: "Never: an issued invoice stays as issued" }),
          400: ErrorSchema,
          ...adminErrors,
          404: ErrorSchema,
          409: ErrorSchema,
        },
      },
      handler: async (request) => {
        await service.get((request.params as { id: string }).id);
        throw new ConflictError(NEVER_CHANGED);
      },
    });
  }

  app.post(
    "/api/invoices/:id/credit-notes",
    {
      onRequest: adminOnly,
      schema: {
        operationId: "invoices.creditNote",
        tags: ["invoices"],
        summary:
          "Issue a credit note against an invoice (admin): its lines or some of them, numbered " +
          "CN/26-27/00001, with the invoice's tax split",
        params: ShopIdParamsSchema,
        body: CreditNoteInputSchema,
        response: {
          201: CreditNoteSchema,
          400: ErrorSchema,
          ...adminErrors,
          404: ErrorSchema,
          409: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      const note = await creditNotes.issue(request.params.id, request.body, {
        id: user.id,
        name: user.name,
      });
      return reply.code(201).send(note);
    },
  );

  app.get(
    "/api/credit-notes",
    {
      onRequest: adminOnly,
      schema: {
        operationId: "invoices.listCreditNotes",
        tags: ["invoices"],
        summary: "Every credit note, newest first (admin)",
        querystring: CreditNoteListQuerySchema,
        response: { 200: CreditNoteSchema.array(), 400: ErrorSchema, ...adminErrors },
      },
    },
    async (request, reply) => sendPage(request, reply, await creditNotes.list(request.query)),
  );

  app.get(
    "/api/credit-notes/mine",
    {
      onRequest: signedIn,
      schema: {
        operationId: "invoices.listMyCreditNotes",
        tags: ["invoices"],
        summary: "The credit notes of the caller's own invoices, newest first",
        querystring: MineQuerySchema,
        response: { 200: CreditNoteSchema.array(), 400: ErrorSchema, 401: ErrorSchema },
      },
    },
    async (request, reply) =>
      sendPage(request, reply, await creditNotes.listMine(userOf(request), request.query)),
  );

  app.get(
    "/api/credit-notes/:id/pdf",
    {
      onRequest: signedIn,
      // As the invoice's PDF: a browser shows it through an internal <embed>.
      config: { securityHeaders: PDF_SECURITY_HEADERS },
      schema: {
        operationId: "invoices.getCreditNotePdf",
        tags: ["invoices"],
        summary: "One credit note as a PDF (admin; a customer those of their own invoices)",
        description: "In the language of `lang`, else the reader's (their account's).",
        params: ShopIdParamsSchema,
        querystring: LanguageQuerySchema,
        produces: ["application/pdf"],
        response: {
          200: {
            description: "The credit note",
            content: { "application/pdf": { schema: PdfSchema } },
          },
          400: ErrorSchema,
          401: ErrorSchema,
          404: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const language = request.query.lang ?? languageOf(request);
      const latinDigits = request.currentUser?.latin_digits === 1;
      const { note, pdf } = await creditNotes.pdf(
        userOf(request),
        request.params.id,
        language,
        latinDigits,
      );
      const file = `${note.number.replaceAll("/", "-")}.pdf`;
      return reply
        .type("application/pdf")
        .header("content-disposition", `inline; filename="${file}"`)
        .header("cache-control", "private, no-cache")
        .send(pdf);
    },
  );

  app.get(
    "/api/gst/gstr1",
    {
      onRequest: adminOnly,
      schema: {
        operationId: "invoices.returnSummary",
        tags: ["invoices"],
        summary:
          "The month's GSTR-1 at a glance (admin): tax invoices and credit notes, taxable value " +
          "and tax per head, rows per section",
        querystring: MonthQuerySchema,
        response: { 200: Gstr1SummarySchema, 400: ErrorSchema, ...adminErrors },
      },
    },
    async (request) => gstr1Summary(app.db, request.query.month),
  );

  app.get(
    "/api/gst/gstr1/:section",
    {
      onRequest: adminOnly,
      schema: {
        operationId: "invoices.returnSection",
        tags: ["invoices"],
        summary:
          "One section of the month's GSTR-1 as the GST offline tool's CSV (admin), streamed",
        params: SectionParamsSchema,
        querystring: MonthQuerySchema,
        produces: ["text/csv"],
        response: {
          200: { description: "The section", content: { "text/csv": { schema: CsvStreamSchema } } },
          400: ErrorSchema,
          ...adminErrors,
        },
      },
    },
    async (request, reply) => {
      const { section } = request.params;
      const { month } = request.query;
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="gstr1-${month}-${section}.csv"`)
        .header("cache-control", "no-store")
        .send(gstr1Csv(app.db, section, month));
    },
  );

  app.get(
    "/api/gst/turnover",
    {
      onRequest: adminOnly,
      schema: {
        operationId: "invoices.turnover",
        tags: ["invoices"],
        summary:
          "The financial year's invoiced turnover against ₹5 crore, from which e-invoicing is " +
          "needed (admin)",
        response: { 200: TurnoverSchema, ...adminErrors },
      },
    },
    async () => service.turnover(),
  );

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
      onRequest: signedIn,
      // A browser shows a PDF through an internal <embed>, which the site's `object-src 'none'`
      // would block; a PDF runs none of our scripts, so it gets a framing rule only.
      config: { securityHeaders: PDF_SECURITY_HEADERS },
      schema: {
        operationId: "invoices.getPdf",
        tags: ["invoices"],
        summary: "One invoice as a PDF (admin; a customer their own)",
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
          401: ErrorSchema,
          404: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const language = request.query.lang ?? languageOf(request);
      const latinDigits = request.currentUser?.latin_digits === 1;
      const { invoice, pdf } = await service.pdf(
        request.params.id,
        language,
        latinDigits,
        userOf(request),
      );
      // Slashes are not allowed in file names: IN/26-27/00001 → IN-26-27-00001.pdf
      const file = `${invoice.number.replaceAll("/", "-")}.pdf`;
      return reply
        .type("application/pdf")
        .header("content-disposition", `inline; filename="${file}"`)
        .header("cache-control", "private, no-cache")
        .send(pdf);
    },
  );
};
