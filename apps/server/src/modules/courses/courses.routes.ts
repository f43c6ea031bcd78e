// HTTP routes of the institute's courses: the fee list and the prospectus PDF.
import { CourseListSchema } from "@app/shared/courses";
import { LanguageQuerySchema } from "@app/shared/i18n";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../../config";
import { languageOf } from "../../lib/i18n";
import { PDF_SECURITY_HEADERS } from "../../plugins/security";
import { createCoursesService } from "./courses.service";

// The PDF bytes: Fastify sends a Buffer as it is (no serializer); the metadata documents it.
const PdfSchema = z
  .custom<Buffer>((value) => Buffer.isBuffer(value))
  .meta({ type: "string", format: "binary" });

export const coursesRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const service = createCoursesService(app.db, config.publicUrl);

  app.get(
    "/api/courses",
    {
      schema: {
        operationId: "courses.list",
        tags: ["courses"],
        summary: "Every course with its duration and total fee, in fee-table order",
        response: { 200: CourseListSchema },
      },
    },
    async () => ({ courses: await service.list() }),
  );

  app.get(
    "/api/courses/prospectus",
    {
      // Chrome shows a PDF through an internal <embed>, which the site's `object-src 'none'`
      // would block (crbug.com/271452). A PDF runs none of our scripts, so it gets the framing
      // rule only (a default-src would also block the viewer's inline styles).
      config: { securityHeaders: PDF_SECURITY_HEADERS },
      schema: {
        operationId: "courses.prospectus",
        tags: ["courses"],
        summary: "The prospectus as a PDF (courses, fees, admission)",
        description:
          "In the language of `lang`, else the reader's (their account's, else Accept-Language's).",
        querystring: LanguageQuerySchema,
        produces: ["application/pdf"],
        response: {
          200: {
            description: "The prospectus",
            content: { "application/pdf": { schema: PdfSchema } },
          },
        },
      },
    },
    async (request, reply) => {
      const language = request.query.lang ?? languageOf(request);
      const latinDigits = request.currentUser?.latin_digits === 1;
      const pdf = await service.prospectus(language, latinDigits);
      return reply
        .type("application/pdf")
        .header("vary", "accept-language")
        .header("content-disposition", 'inline; filename="prospectus.pdf"')
        .header("cache-control", "no-cache")
        .send(pdf);
    },
  );
};
