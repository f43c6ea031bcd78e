import { describe, expect, it } from "vitest";
import { z } from "zod";
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
});
