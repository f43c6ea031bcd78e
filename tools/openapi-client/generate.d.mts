/** openapi-typescript's TypeScript source for an OpenAPI 3 document. */
export function generateClient(document: Record<string, unknown>): Promise<string>;
