// Refuses text that cannot be stored as it was sent, in any body, query or path value (field names
// included), with a 400 naming the field:
// - a NUL character: PostgreSQL cannot store it in text (its query would fail) and SQLite would,
//   so both engines answer the same;
// - half of a surrogate pair, e.g. JSON "\ud800": it cannot be written as UTF-8, so both databases
//   would store U+FFFD in its place and the text would read back changed.
import fp from "fastify-plugin";
import { invalidField } from "../lib/errors";

/** An unpaired surrogate: in a `u` regular expression a valid pair is one code point, not two. */
const LONE_SURROGATE = /\p{Cs}/u;

/** What is wrong with `text`, said of `what` ("Text", or "A field's name"), or null. */
function problemOf(text: string, what = "Text"): string | null {
  if (text.includes("\u0000")) return `${what} may not contain NUL characters`;
  if (LONE_SURROGATE.test(text)) {
    return `${what} holds an invalid character (half of a surrogate pair)`;
  }
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
    // The issue is the object's: the key is no field the form has.
    const keyProblem = problemOf(key, "A field's name");
    if (keyProblem) return { path, problem: keyProblem };
    const found = unstorableTextAt(inner, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

export const wellFormedTextPlugin = fp(
  async (app) => {
    app.addHook("preValidation", async (request) => {
      for (const value of [request.body, request.query, request.params]) {
        const found = unstorableTextAt(value);
        // A body that is one bad string is about the request as a whole: path "".
        if (found) throw invalidField(found.path.join("."), found.problem);
      }
    });
  },
  { name: "well-formed-text" },
);
