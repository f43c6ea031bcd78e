import fastJson from "fast-json-stringify";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { buildTestApp } from "../test/test-app";
import { responseJsonSchema, serializerCompiler } from "./response-serializer";

const compile = (schema: z.ZodType) =>
  serializerCompiler({ schema, method: "GET", url: "/test", httpStatus: "200" });

describe("the response serializer", () => {
  const User = z.object({ _id: z.string(), name: z.string(), phone: z.string().nullable() });

  it("writes only the schema's properties, as zod's encoding did", () => {
    const write = compile(User.array());
    const rows = [{ _id: "u1", name: 'Asha "A" <b>', phone: null, password_hash: "scrypt$..." }];
    expect(JSON.parse(write(rows))).toEqual([{ _id: "u1", name: 'Asha "A" <b>', phone: null }]);
    expect(write(rows)).not.toContain("password_hash");
  });

  it("fails a response that lacks a required property instead of writing it", () => {
    expect(() => compile(User)({ _id: "u1", phone: null })).toThrow();
  });

  it("leaves to zod what JSON Schema cannot say", () => {
    const Dated = z.object({ at: z.date() });
    expect(responseJsonSchema(Dated)).toBeUndefined();
    const at = new Date("2026-11-22T10:00:00.000Z");
    expect(() => compile(Dated)({ at })).not.toThrow();
    expect(responseJsonSchema(User)).toMatchObject({ type: "object" });
  });

  it("compiles every route's response schemas to fast-json-stringify at once", async () => {
    const schemas: { route: string; status: string; schema: unknown }[] = [];
    const t = await buildTestApp({}, (app) => {
      app.addHook("onRoute", (route) => {
        const response = (route.schema?.response ?? {}) as Record<string, unknown>;
        for (const [status, schema] of Object.entries(response)) {
          // PDFs and CSV ({content: {"application/pdf": ...}}) are sent as bytes, never serialized.
          if (schema && typeof schema === "object" && "content" in schema) continue;
          schemas.push({ route: `${route.method} ${route.url}`, status, schema });
        }
      });
    });
    try {
      expect(schemas.length).toBeGreaterThan(100);
      const failed = schemas.filter(({ schema }) => {
        const json = schema instanceof z.ZodType ? responseJsonSchema(schema) : undefined;
        if (!json) return true;
        try {
          fastJson(json);
          return false;
        } catch {
          return true;
        }
      });
      expect(failed.map(({ route, status }) => `${route} ${status}`)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
