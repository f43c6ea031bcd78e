// Refuses text that cannot be stored as it was sent, in any body, query or path value (field names
// included), with a 400 naming the field:
// - a NUL character: PostgreSQL cannot store it in text (its query would fail) and SQLite would,
//   so both engines answer the same;
// - half of a surrogate pair, e.g. JSON "\ud800": it cannot be written as UTF-8, so both databases
//   would store U+FFFD in its place and the text would read back changed.
import fp from "fastify-plugin";
import { BadRequestError } from "../lib/errors";

/** An unpaired surrogate: in a `u` regular expression a valid pair is one code point, not two. */
const LONE_SURROGATE = /\p{Cs}/u;

function problemOf(text: string): string | null {
  if (text.includes("\u0000")) return "text may not contain NUL characters";
  if (LONE_SURROGATE.test(text))
    return "text holds an invalid character (half of a surrogate pair)";
  return null;
}

export type UnstorableText = { path: string[]; problem: string };

/** The first string (value or field name) that cannot be stored as sent, or null. */
export function unstorableTextAt(
  value: unknown,
  path: string[] = [],
  depth = 0,
): UnstorableText | null {
  if (typeof value === "string") {
    const problem = problemOf(value);
    return problem ? { path, problem } : null;
  }
  if (depth > 32 || value === null || typeof value !== "object" || Buffer.isBuffer(value)) {
    return null;
  }
  for (const [key, inner] of Object.entries(value)) {
    const keyProblem = problemOf(key);
    if (keyProblem) return { path: [...path, "(a field name)"], problem: keyProblem };
    const found = unstorableTextAt(inner, [...path, key], depth + 1);
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
        const found = unstorableTextAt(value);
        if (found) {
          const field = found.path.length > 0 ? found.path.join(".") : part;
          throw new BadRequestError(`${field}: ${found.problem}`);
        }
      }
    });
  },
  { name: "well-formed-text" },
);
