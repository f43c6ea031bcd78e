// The API's client types, as a generator would make them: openapi-typescript's output for an
// OpenAPI document. A workspace of its own because openapi-typescript drives TypeScript's compiler
// API, which TypeScript 7 (the repository's compiler) no longer has: this package keeps
// TypeScript 5 for it alone, while everything else compiles with 7.
import openapiTS, { astToString } from "openapi-typescript";

/** @param {Record<string, unknown>} document an OpenAPI 3 document */
export async function generateClient(document) {
  return astToString(await openapiTS(document));
}
