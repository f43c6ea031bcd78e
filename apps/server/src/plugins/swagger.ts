// OpenAPI document generated from the zod route schemas, browsable at /api/docs.
// Conventions (docs/architecture.md): every operation has an operationId `<capability>.<action>`
// and the tag of its capability; the specification's old paths carry `legacy.*` ids, the tag
// `legacy` and `deprecated: true` (modules/legacy/legacy.routes.ts). Security is not written by
// hand: it is derived here from the route's hooks.
import { ErrorSchema } from "@app/shared/common";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import fp from "fastify-plugin";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import { READS, requiresSignIn } from "./auth";

export const BEARER = "bearer";

/** One tag per capability (the module's name), in the order the document lists them. */
export const CAPABILITY_TAGS = [
  { name: "health", description: "Liveness" },
  { name: "users", description: "Accounts, sign-in and profile" },
  { name: "tickets", description: "Support desk: tickets and notes" },
  { name: "savedReplies", description: "Support desk: the reply texts staff keep" },
  { name: "overview", description: "The back office's overview: what needs staff, and trends" },
  { name: "chat", description: "Messages between users and staff (sending is on the socket)" },
  { name: "mail", description: "Outgoing mail (admin)" },
  { name: "courses", description: "Courses, fees and the prospectus" },
  {
    name: "trips",
    description: "Trips with their departures, seats and prices, and the seats travellers reserve",
  },
  {
    name: "people",
    description: "Teachers, students' results (with their consent), testimonials and the gallery",
  },
  {
    name: "payments",
    description:
      "Payments through the gateway, by UPI reference and at the desk; receipts, refunds, dues",
  },
  { name: "enrolments", description: "Accepted admissions with the fee instalments they owe" },
  {
    name: "money",
    description: "The back office's money: collections by day, month and method; payments as CSV",
  },
  { name: "institute", description: "The institute's details: name, address, phone, email" },
  { name: "visitor", description: "Visitor count" },
  { name: "weather", description: "Current temperature of a city" },
  { name: "locations", description: "Shared positions" },
  { name: "admissions", description: "Admission applications" },
  { name: "students", description: "Old student records" },
  { name: "teachers", description: "Teacher photos" },
  { name: "quiz", description: "The quiz" },
  { name: "entranceTest", description: "The timed entrance test" },
  {
    name: "questionBank",
    description: "The question bank: categories, versioned questions, GIFT and Aiken files (staff)",
  },
  {
    name: "testSeries",
    description: "Tests built from the question bank, students' attempts, results and ranks",
  },
  { name: "products", description: "The shop's products" },
  { name: "orders", description: "Orders of products" },
  { name: "invoices", description: "Billing (admin)" },
  { name: "mechanics", description: "Mechanics list (admin)" },
  { name: "vehicles", description: "Vehicle list (admin)" },
  { name: "voters", description: "Voter rows (admin)" },
  {
    name: "legacy",
    description:
      "The specification's old paths, kept for its client: each is an alias of a capability's " +
      "operation and is deprecated",
  },
];

/** What every paged list answers besides its array (packages/shared/src/paging.ts). */
export const PAGE_HEADERS = {
  "X-Total-Count": {
    description: "How many rows the list holds across all pages, with the same filters",
    schema: { type: "integer", minimum: 0 },
  },
  Link: {
    description:
      "RFC 8288 links to the `first`, `prev`, `next` and `last` pages (`prev` and `next` " +
      "only where such a page exists)",
    schema: { type: "string" },
  },
};

type OpenApiOperation = {
  parameters?: { in?: string; name?: string }[];
  responses?: Record<string, { headers?: Record<string, unknown> }>;
};

/** Documents the paging headers on the 200 answer of every operation that takes `page`. */
export function documentPageHeaders<T extends { paths?: object }>(document: T): T {
  for (const item of Object.values(document.paths ?? {}) as (object | undefined)[]) {
    for (const operation of Object.values(item ?? {}) as OpenApiOperation[]) {
      const paged = operation.parameters?.some((p) => p.in === "query" && p.name === "page");
      const ok = operation.responses?.["200"];
      if (paged && ok) ok.headers = { ...ok.headers, ...PAGE_HEADERS };
    }
  }
  return document;
}

type OpenApiResponse = { content?: Record<string, unknown> };

/**
 * An error answers JSON whatever the route produces (the one error handler): the document says so
 * where @fastify/swagger put a route's `produces` type (CSV, PDF, an image) on its error answers.
 */
export function documentErrorBodies<T extends { paths?: object }>(document: T): T {
  for (const item of Object.values(document.paths ?? {}) as (object | undefined)[]) {
    for (const operation of Object.values(item ?? {}) as OpenApiOperation[]) {
      for (const [status, answer] of Object.entries(operation.responses ?? {})) {
        const { content } = answer as OpenApiResponse;
        if (Number(status) < 400 || !content || "application/json" in content) continue;
        const [first] = Object.values(content);
        if (first) (answer as OpenApiResponse).content = { "application/json": first };
      }
    }
  }
  return document;
}

/**
 * fastify-type-provider-zod writes an input and an output component for each schema given an id;
 * the error body is only ever an answer, so the components nothing refers to are left out.
 */
export function dropUnreferencedComponents<
  T extends { paths?: object; components?: { schemas?: Record<string, unknown> } },
>(document: T): T {
  const schemas = document.components?.schemas;
  if (!schemas) return document;
  const referring = JSON.stringify([document.paths, schemas]);
  for (const id of Object.keys(schemas)) {
    if (!referring.includes(`"#/components/schemas/${id}"`)) delete schemas[id];
  }
  return document;
}

export const swaggerPlugin = fp(
  async (app) => {
    // Derived from the hooks a route runs, so the document cannot say "public" of a route that
    // asks for a token, or the reverse. HEAD twins of GET routes are not documented.
    // Likewise a signed-in write's 429: each counts against the account's write allowance
    // (plugins/auth.ts), so each may be refused with it.
    app.addHook("onRoute", (route) => {
      if (route.method === "HEAD" || !route.schema || route.schema.hide) return;
      const signedIn = requiresSignIn(route);
      const writes = [route.method].flat().some((method) => !READS.has(method));
      const response = route.schema.response as Record<string, unknown> | undefined;
      route.schema = {
        ...route.schema,
        security: signedIn ? [{ [BEARER]: [] }] : [],
        ...(signedIn && writes && response ? { response: { 429: ErrorSchema, ...response } } : {}),
      };
    });

    await app.register(swagger, {
      openapi: {
        openapi: "3.1.0",
        info: {
          title: "Institute portal API",
          version: "1.0.0",
          description:
            "Operation ids are `<capability>.<action>`; the `legacy` tag holds the " +
            "specification's old paths, each an alias of a capability's operation.",
        },
        // Relative: the document is served by the API it describes, wherever that runs.
        servers: [{ url: "/", description: "The server that serves this document" }],
        tags: CAPABILITY_TAGS,
        components: {
          securitySchemes: { [BEARER]: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
        },
      },
      transform: jsonSchemaTransform,
      // The schemas given an id (`.meta({ id })`, the error body) become components.
      transformObject: (documents) =>
        "openapiObject" in documents
          ? dropUnreferencedComponents(
              documentErrorBodies(documentPageHeaders(jsonSchemaTransformObject(documents))),
            )
          : documents.swaggerObject,
    });
    await app.register(swaggerUi, {
      routePrefix: "/api/docs",
      // Thirty capabilities and nearly three hundred operations: a box at the top narrows the
      // page to the tags a reader types.
      uiConfig: { filter: true },
      // The UI page needs its own CSP (inline bootstrap script hashes); it replaces the site's
      // CSP on the /api/docs routes only.
      staticCSP: true,
      transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ""),
    });
  },
  { name: "swagger" },
);
