// Responses are written by fast-json-stringify (Fastify's own serializer) from the JSON Schema of
// each route's zod response schema: only the schema's properties are written, as with zod's
// encoding, and a missing required property still fails the response. Encoding every response
// with zod first (fastify-type-provider-zod's serializer) cost about 15 % of the CPU of a signed-in
// ticket list. A schema JSON Schema cannot express (a date, a transform) keeps zod's serializer.

import fastJson from "fast-json-stringify";
import type { FastifySerializerCompiler } from "fastify/types/schema";
import { serializerCompiler as zodSerializerCompiler } from "fastify-type-provider-zod";
import { type ZodType, z } from "zod";

type RouteSchema = Parameters<FastifySerializerCompiler<ZodType>>[0];

/** The JSON Schema fast-json-stringify compiles, or undefined where zod must encode. */
export function responseJsonSchema(schema: ZodType): Record<string, unknown> | undefined {
  try {
    const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
      io: "output",
      unrepresentable: "throw",
    });
    return json;
  } catch {
    return undefined;
  }
}

function compile(route: RouteSchema): (data: unknown) => string {
  const json = route.schema instanceof z.ZodType ? responseJsonSchema(route.schema) : undefined;
  if (json) {
    try {
      return fastJson(json);
    } catch {
      // A JSON Schema construct fast-json-stringify does not take: zod writes this one.
    }
  }
  return zodSerializerCompiler(route);
}

// Compiled when a route first answers with that status, not at start-up: most of the ~250
// route and status pairs are rarely or never written by one process, and compiling them all
// added about 10 MB to the idle process.
export const serializerCompiler: FastifySerializerCompiler<ZodType> = (route: RouteSchema) => {
  let write: ((data: unknown) => string) | undefined;
  return (data) => {
    write ??= compile(route);
    return write(data);
  };
};
