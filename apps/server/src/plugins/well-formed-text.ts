// Refuses text that is not well-formed Unicode — half of a surrogate pair, e.g. JSON "\ud800" — in
// any body, query or path value. Such a string cannot be written as UTF-8: both databases would
// store U+FFFD in its place and the text would read back changed, so it is a 400 naming the field.
import fp from "fastify-plugin";
import { BadRequestError } from "../lib/errors";

/** An unpaired surrogate: in a `u` regular expression a valid pair is one code point, not two. */
const LONE_SURROGATE = /\p{Cs}/u;

/** The path of the first string (value or key) holding an unpaired surrogate, or null. */
export function malformedTextAt(value: unknown, path: string[] = [], depth = 0): string[] | null {
  if (typeof value === "string") return LONE_SURROGATE.test(value) ? path : null;
  if (depth > 32 || value === null || typeof value !== "object" || Buffer.isBuffer(value)) {
    return null;
  }
  for (const [key, inner] of Object.entries(value)) {
    if (LONE_SURROGATE.test(key)) return [...path, "(a field name)"];
    const found = malformedTextAt(inner, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

export const wellFormedTextPlugin = fp(
  async (app) => {
    app.addHook("preValidation", async (request) => {
      for (const [part, value] of [
        ["body", request.body],
        ["query", request.query],
        ["params", request.params],
      ] as const) {
        const at = malformedTextAt(value);
        if (at) {
          throw new BadRequestError(
            `${at.length > 0 ? at.join(".") : part}: text holds an invalid character (half of a surrogate pair)`,
          );
        }
      }
    });
  },
  { name: "well-formed-text" },
);
