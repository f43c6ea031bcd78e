// The one error handler: every error answers { message, issues, requestId }; a 5xx is logged in
// full and answers without internals. `issues` names each field a refusal is about
// (docs/decisions/035-errors-as-data.md).
import type { Language } from "@app/shared/i18n";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import {
  hasZodFastifySchemaValidationErrors,
  type ZodFastifySchemaValidationError,
} from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError, type FieldIssue, issuesFromZod, TooManyRequestsError } from "../lib/errors";
import { languageOf, latinDigitsOf, type Message, translate } from "../lib/i18n";
import { setSecurityHeaders } from "./security";

const NOT_VALID = /*i18n*/ { id: "errors.valueNotValid", message: "This value is not valid" };
const MALFORMED_MULTIPART_BODY = /*i18n*/ {
  id: "errors.malformedMultipart",
  message: "Malformed multipart/form-data body",
};
const MALFORMED_JSON = /*i18n*/ { id: "errors.malformedJson", message: "Malformed JSON body" };
const EMPTY_BODY = /*i18n*/ { id: "errors.emptyBody", message: "Request body is empty" };
const BODY_TOO_LARGE = /*i18n*/ { id: "errors.bodyTooLarge", message: "Request body is too large" };
const MULTIPART_EXPECTED = /*i18n*/ {
  id: "errors.multipartExpected",
  message: "Expected a multipart/form-data upload",
};
const UNSTORABLE_TEXT = /*i18n*/ {
  id: "errors.unstorableText",
  message: "Text contains characters that cannot be stored",
};
const ADDRESS_PART_TOO_LONG = /*i18n*/ {
  id: "errors.addressPartTooLong",
  message: "A part of the address is too long",
};
const ADDRESS_NOT_VALID = /*i18n*/ {
  id: "errors.addressNotValid",
  message: "The address is not valid",
};
const NOT_VALID_REQUEST = /*i18n*/ { id: "errors.notValid", message: "The request is not valid" };
const INTERNAL = /*i18n*/ { id: "errors.internal", message: "Internal Server Error" };

/** A zod issue as fastify-type-provider-zod hands it over: its path as a JSON pointer. */
const zodIssueOf = (error: ZodFastifySchemaValidationError) => ({
  path: error.instancePath.split("/").filter((part) => part !== ""),
  message: error.message ?? NOT_VALID.message,
  keys: (error.params as { keys?: unknown }).keys,
});

/** zod's own messages (a wrong type, a too-long text) in each language but English, its default. */
const ZOD_LOCALES: Partial<Record<Language, () => { localeError: z.core.$ZodErrorMap }>> = {
  bn: z.locales.bn,
};

/**
 * The issues of a request that failed its route's schema, zod's own messages in `language`: the
 * validator runs before the reader's language matters, so for another language the failed part
 * is parsed again with that language's error map (a per-parse `error`, which a schema's own
 * message still overrides; those are the shared messages `translate` writes in the language).
 */
function validationIssues(
  error: FastifyError & { validation: ZodFastifySchemaValidationError[] },
  request: FastifyRequest,
  language: Language,
): FieldIssue[] {
  const fallback = () => issuesFromZod(error.validation.map(zodIssueOf));
  const locale = ZOD_LOCALES[language];
  const part = error.validationContext;
  if (!locale || !part) return fallback();
  const schema = (request.routeOptions.schema as Record<string, unknown> | undefined)?.[part];
  if (!(schema instanceof z.ZodType)) return fallback();
  const data = {
    body: request.body,
    querystring: request.query,
    params: request.params,
    headers: request.headers,
  }[part];
  const parsed = schema.safeParse(data, { error: locale().localeError });
  return parsed.success ? fallback() : issuesFromZod(parsed.error.issues);
}

const inLanguage = (language: Language, issues: readonly FieldIssue[], latinDigits: boolean) =>
  issues.map((issue) => ({
    path: issue.path,
    message: translate(language, issue.message, latinDigits),
  }));

// The multipart parser (busboy) reports a broken form with plain Errors, no code or status: a
// missing or over-long boundary, or a body that ends mid-part. They are the client's fault.
const MALFORMED_MULTIPART =
  /^(Multipart: Boundary not found|Boundary required|The needle cannot|Unexpected end of (multipart data|form)|.* terminated early due to unexpected end of multipart data|Malformed part header)/;

/** Status and client-safe message of an error raised by Fastify or a plugin, or null for a 5xx. */
function clientError(error: FastifyError): { status: number; message: Message } | null {
  if (!error.code && MALFORMED_MULTIPART.test(error.message)) {
    return { status: 400, message: MALFORMED_MULTIPART_BODY };
  }
  switch (error.code) {
    case "FST_ERR_CTP_INVALID_JSON_BODY":
      return { status: 400, message: MALFORMED_JSON };
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return { status: 400, message: EMPTY_BODY };
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
    case "FST_ERR_CTP_INVALID_CONTENT_LENGTH":
      return { status: error.statusCode ?? 415, message: error.message };
    case "FST_ERR_CTP_BODY_TOO_LARGE":
    case "FST_REQ_FILE_TOO_LARGE":
    case "FST_FILES_LIMIT":
    case "FST_FIELDS_LIMIT":
    case "FST_PARTS_LIMIT":
      return { status: 413, message: BODY_TOO_LARGE };
    case "FST_INVALID_MULTIPART_CONTENT_TYPE":
      return { status: 415, message: MULTIPART_EXPECTED };
    // PostgreSQL refusing text it cannot store (a NUL character, bad encoding) that slipped past
    // the security plugin's check, e.g. inside a multipart field.
    case "22021":
    case "22P05":
      return { status: 400, message: UNSTORABLE_TEXT };
  }
  const status = error.statusCode;
  if (typeof status === "number" && status >= 400 && status < 500) {
    // JSON.parse failures surface as a SyntaxError with status 400.
    if (error instanceof SyntaxError) return { status: 400, message: MALFORMED_JSON };
    return { status, message: error.message };
  }
  return null;
}

/**
 * Fastify's `frameworkErrors`: a URL the router cannot read (bad percent-encoding, a path segment
 * over the router's length limit) is answered in the one error shape, without echoing the URL.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode ?? 400;
  const message = translate(
    languageOf(request),
    error.code === "FST_ERR_MAX_PARAM_LENGTH"
      ? ADDRESS_PART_TOO_LONG
      : error.code === "FST_ERR_BAD_URL"
        ? ADDRESS_NOT_VALID
        : INTERNAL,
    latinDigitsOf(request),
  );
  if (status >= 500) request.log.error({ err: error }, "request failed");
  // No hook ran for a URL the router refused: the headers every answer carries are set here.
  setSecurityHeaders(request, reply);
  void reply.code(status).send({ message, issues: [], requestId: request.id });
}

export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const requestId = request.id;
      const language = languageOf(request);
      // A number in a refusal in the digits the reader's account chose.
      const latin = latinDigitsOf(request);
      if (hasZodFastifySchemaValidationErrors(error)) {
        const issues = inLanguage(language, validationIssues(error, request, language), latin);
        const message = issues[0]?.message ?? translate(language, NOT_VALID_REQUEST, latin);
        return reply.code(400).send({ message, issues, requestId });
      }
      if (error instanceof AppError && error.expose) {
        // A 5xx written for the client (an upstream failure) is still worth a log line.
        if (error.statusCode >= 500) request.log.warn({ err: error }, error.message);
        if (error instanceof TooManyRequestsError && error.retryAfterSeconds !== undefined) {
          void reply.header("retry-after", String(error.retryAfterSeconds));
        }
        const message = translate(language, error.text, latin);
        const issues = inLanguage(language, error.issues, latin);
        return reply.code(error.statusCode).send({ message, issues, requestId });
      }
      const known = error instanceof AppError ? null : clientError(error);
      if (known) {
        const message = translate(language, known.message, latin);
        return reply.code(known.status).send({ message, issues: [], requestId });
      }
      request.log.error({ err: error }, "request failed");
      const message = translate(language, INTERNAL, latin);
      return reply.code(500).send({ message, issues: [], requestId });
    });
  },
  { name: "error-handler" },
);
