// The OpenAPI document as a client generator takes it: Redocly's recommended rules (less the
// exceptions in redocly.yaml) find nothing, every operation follows the id, tag and security
// conventions, openapi-typescript's output compiles with the repository's TypeScript, and the web
// app's checked-in API types are what the current routes generate.
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { generateClient } from "@app/openapi-client/generate";
import { LEGACY_ALIASES, LEGACY_PATHS, LEGACY_ROUTES } from "@app/shared/server-paths";
import {
  createConfig,
  lintFromString,
  loadConfig,
  type NormalizedProblem,
} from "@redocly/openapi-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WEB_API_TYPES_FILE, webApiTypes } from "./api-types/web-api-types";
import { legacyOperationId } from "./modules/legacy/legacy.routes";
import { BEARER, CAPABILITY_TAGS } from "./plugins/swagger";
import { buildTestApp, type TestApp } from "./test/test-app";

const REDOCLY_CONFIG = fileURLToPath(new URL("../redocly.yaml", import.meta.url));
const TSC = fileURLToPath(new URL("../../../node_modules/.bin/tsc", import.meta.url));
const METHODS = ["get", "put", "post", "delete", "patch"] as const;

type Operation = {
  operationId?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  deprecated?: boolean;
  responses: Record<string, unknown>;
};
type Document = { paths: Record<string, Partial<Record<string, Operation>>> };

let t: TestApp;
let source: string;
let doc: Document;

beforeAll(async () => {
  t = await buildTestApp();
  const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
  expect(res.statusCode).toBe(200);
  source = res.body;
  doc = res.json<Document>();
});
afterAll(async () => {
  await t?.close();
});

function operations(document: Document): { method: string; path: string; op: Operation }[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const op = item[method];
      return op ? [{ method, path, op }] : [];
    }),
  );
}

const describeProblems = (problems: NormalizedProblem[]): string[] =>
  problems.map(
    (p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? "?"}`,
  );

async function lint(text: string): Promise<NormalizedProblem[]> {
  const config = await loadConfig({ configPath: REDOCLY_CONFIG });
  return lintFromString({ source: text, absoluteRef: "openapi.json", config });
}

describe("OpenAPI document", () => {
  it("passes Redocly's recommended rules: 0 errors, 0 warnings", async () => {
    expect(describeProblems(await lint(source))).toEqual([]);
  });

  it("fails that lint when an operation loses its operationId", async () => {
    const broken = structuredClone(doc);
    const first = operations(broken)[0];
    delete first?.op.operationId;
    const problems = await lint(JSON.stringify(broken));
    expect(problems.map((p) => p.ruleId)).toContain("operation-operationId");
  });

  it("has no ambiguous paths in the real API (the legacy aliases aside)", async () => {
    const real = structuredClone(doc);
    for (const { method, path, op } of operations(real)) {
      if (op.deprecated) delete real.paths[path]?.[method];
    }
    for (const [path, item] of Object.entries(real.paths)) {
      if (Object.keys(item).length === 0) delete real.paths[path];
    }
    const config = await createConfig({ rules: { "no-ambiguous-paths": "error" } });
    const problems = await lintFromString({
      source: JSON.stringify(real),
      absoluteRef: "openapi.json",
      config,
    });
    expect(describeProblems(problems.filter((p) => p.ruleId === "no-ambiguous-paths"))).toEqual([]);
  });

  it("names every operation `<capability>.<action>` and tags it with its capability", () => {
    const capabilities = new Set(CAPABILITY_TAGS.map((tag) => tag.name));
    const wrong: string[] = [];
    for (const { method, path, op } of operations(doc)) {
      const [capability = "", action = ""] = (op.operationId ?? "").split(".");
      const label = `${method.toUpperCase()} ${path} (${op.operationId})`;
      if (!capabilities.has(capability) || !/^[a-z][A-Za-z]*$/.test(action)) wrong.push(label);
      if (op.tags?.join() !== capability) wrong.push(`${label}: tags ${op.tags?.join()}`);
      if ((capability === "legacy") !== (op.deprecated === true))
        wrong.push(`${label}: deprecated`);
    }
    expect(wrong).toEqual([]);
  });

  it("lists every legacy alias as a deprecated operation of its own", () => {
    for (const alias of [...LEGACY_ALIASES, ...Object.values(LEGACY_ROUTES)]) {
      const path = alias.url.replace(/:(\w+)/g, "{$1}");
      const op = doc.paths[path]?.[alias.method.toLowerCase()];
      expect(op?.operationId, `${alias.method} ${alias.url}`).toBe(
        legacyOperationId(alias.method, alias.url),
      );
      expect(op?.deprecated).toBe(true);
    }
  });

  // The shared list is what the web's dev server forwards: an old path missing from it would not
  // reach the server there.
  it("has no deprecated operation that packages/shared/src/server-paths.ts does not list", () => {
    const listed = new Set(LEGACY_PATHS.map((url) => url.replace(/:(\w+)/g, "{$1}")));
    const unlisted = operations(doc)
      .filter(({ path, op }) => op.deprecated && !listed.has(path))
      .map(({ method, path }) => `${method.toUpperCase()} ${path}`);
    expect(unlisted).toEqual([]);
  });

  // The declared security is derived from the route's hooks; this checks it against behaviour:
  // a call without a token is refused with 401 exactly where a token is declared necessary.
  it("declares a bearer token on exactly the operations that refuse a call without one", async () => {
    const wrong: string[] = [];
    for (const { method, path, op } of operations(doc)) {
      const needsToken = JSON.stringify(op.security) === JSON.stringify([{ [BEARER]: [] }]);
      if (!needsToken && JSON.stringify(op.security) !== "[]") wrong.push(`${path}: security`);
      const url = path.replace(/\{[^}]+\}/g, "x");
      const res = await t.app.inject({
        method: method.toUpperCase() as "GET",
        url,
        ...(method === "get" || method === "delete" ? {} : { payload: {} }),
      });
      // Sign-in routes answer 401 for bad credentials, not for a missing token: an empty body
      // is 400 there.
      if ((res.statusCode === 401) !== needsToken) {
        wrong.push(`${method.toUpperCase()} ${path}: ${res.statusCode}, token ${needsToken}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  // Every signed-in write counts against the account's write allowance (plugins/auth.ts).
  it("lists 429 on every signed-in write and on no signed-in read", () => {
    const wrong: string[] = [];
    for (const { method, path, op } of operations(doc)) {
      const signedIn = JSON.stringify(op.security) === JSON.stringify([{ [BEARER]: [] }]);
      if (signedIn && method !== "get" && !op.responses["429"]) wrong.push(`${method} ${path}`);
      if (signedIn && method === "get" && op.responses["429"]) wrong.push(`${method} ${path}`);
    }
    expect(wrong).toEqual([]);
    expect(doc.paths["/api/tickets"]?.post?.responses["429"]).toBeDefined();
  });

  // The one error body (packages/shared/src/common.ts): a client reads `issues` on any refusal.
  it("describes every error answer as { message, issues: [{ path, message }], requestId }", () => {
    type Schema = {
      properties?: Record<string, Schema>;
      required?: string[];
      items?: Schema;
      $ref?: string;
    };
    // Every error answer refers to the one component rather than repeating it.
    const components = (doc as { components?: { schemas?: Record<string, Schema> } }).components;
    const resolve = (schema?: Schema): Schema | undefined =>
      schema?.$ref
        ? components?.schemas?.[schema.$ref.replace("#/components/schemas/", "")]
        : schema;
    const wrong: string[] = [];
    let errorAnswers = 0;
    for (const { method, path, op } of operations(doc)) {
      for (const [status, answer] of Object.entries(op.responses)) {
        if (Number(status) < 400) continue;
        errorAnswers += 1;
        const content = (answer as { content?: Record<string, { schema?: Schema }> }).content;
        const schema = resolve(content?.["application/json"]?.schema);
        const issue = schema?.properties?.issues?.items;
        const ok =
          schema?.required?.includes("message") &&
          schema.required.includes("issues") &&
          issue?.required?.includes("path") &&
          issue.required.includes("message");
        if (!ok) wrong.push(`${method.toUpperCase()} ${path} ${status}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(errorAnswers).toBeGreaterThan(100);
    const refused = doc.paths["/api/users"]?.post?.responses["400"] as {
      content: { "application/json": { schema: Schema } };
    };
    expect(refused.content["application/json"].schema).toEqual({
      $ref: "#/components/schemas/Error",
    });
    expect(resolve(refused.content["application/json"].schema)?.properties?.issues).toMatchObject({
      type: "array",
      items: { properties: { path: { type: "string" }, message: { type: "string" } } },
    });
  });

  it("is what the web app's checked-in API types were generated from (npm run api:types)", async () => {
    const current = readFileSync(WEB_API_TYPES_FILE, "utf8");
    const expected = await webApiTypes(t.app);
    // The diff of a whole file helps nobody: say which command makes them equal.
    expect(current === expected, `${WEB_API_TYPES_FILE} is stale: run npm run api:types`).toBe(
      true,
    );
    for (const path of LEGACY_PATHS) {
      expect(current).not.toContain(`"${path.replace(/:(\w+)/g, "{$1}")}"`);
    }
    expect(current).toContain('"/api/tickets/{id}"');
  });

  it("gives a client generated by openapi-typescript that compiles with --strict", async () => {
    const client = await generateClient(JSON.parse(source));
    const dir = mkdtempSync(join(tmpdir(), "openapi-client-"));
    try {
      writeFileSync(join(dir, "api.ts"), client);
      // A small use of the generated types: a request body, a response and a path's operation.
      writeFileSync(
        join(dir, "usage.ts"),
        [
          'import type { operations, paths } from "./api";',
          'type Json<T> = T extends { content: { "application/json": infer B } } ? B : never;',
          'type Tickets = Json<operations["tickets.listMine"]["responses"][200]>;',
          'type NewTicket = Json<NonNullable<paths["/api/tickets"]["post"]["requestBody"]>>;',
          'type Product = Json<operations["products.get"]["responses"][200]>;',
          'export const draft: NewTicket = { product: "iskon", description: "It rattles" };',
          "export const firstId = (list: Tickets): string | undefined => list[0]?._id;",
          "export const price = (product: Product): number => product.sellprice;",
          "",
        ].join("\n"),
      );
      const args = [
        "--noEmit",
        "--strict",
        "--noUncheckedIndexedAccess",
        "--target",
        "es2023",
        "--module",
        "esnext",
        "--moduleResolution",
        "bundler",
        join(dir, "usage.ts"),
      ];
      // Run in the folder of the files: TypeScript 7 refuses files named on the command line
      // when a tsconfig.json sits in the working directory.
      const result = await promisify(execFile)(TSC, args, { cwd: dir }).then(
        () => "",
        (error: { stdout?: string; message: string }) => error.stdout || error.message,
      );
      expect(result).toBe("");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
