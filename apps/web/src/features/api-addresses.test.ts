// The web app writes no address of the server by hand (docs/decisions/038-one-typed-api-client.md):
// it calls the API through the typed client (lib/api-client.ts), whose paths TypeScript checks
// against the API document, and never the specification's old paths. This reads every source file
// of the app (its features above all) and fails on a string that names something the server
// answers (packages/shared's SERVER_PATH_PREFIXES: /api, /media, the chat socket and the old
// paths), unless it is the path the typed client is called with.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { SERVER_PATH_PREFIXES } from "@app/shared/server-paths";
import { parseSync } from "vite";
import { describe, expect, it } from "vitest";

const SRC = new URL("..", import.meta.url).pathname;

/** The calls whose first argument is a path of the generated types, checked by TypeScript. */
const TYPED_CLIENTS = new Set(["api", "credentialsApi"]);
const METHODS = new Set(["GET", "POST", "PUT", "PATCH", "DELETE"]);
const TYPED_HREF = "apiHref";

type Node = { type: string; start: number; [key: string]: unknown };

const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && typeof (value as Node).type === "string";

const namesServer = (text: string): boolean =>
  SERVER_PATH_PREFIXES.some(
    (prefix) => text === prefix || text.startsWith(`${prefix}/`) || text.startsWith(`${prefix}?`),
  );

/** `api.GET(...)`, `credentialsApi.POST(...)` or `apiHref(...)`. */
function isTypedCall(node: Node): boolean {
  if (node.type !== "CallExpression" || !isNode(node.callee)) return false;
  const callee = node.callee;
  if (callee.type === "Identifier") return callee.name === TYPED_HREF;
  if (callee.type !== "MemberExpression" || !isNode(callee.object) || !isNode(callee.property)) {
    return false;
  }
  return TYPED_CLIENTS.has(String(callee.object.name)) && METHODS.has(String(callee.property.name));
}

/** The text a string node starts with: a literal's value, a template's first part. */
function leadingText(node: Node): string | undefined {
  if (node.type === "Literal" && typeof node.value === "string") return node.value;
  if (node.type === "TemplateLiteral") {
    const [first] = node.quasis as { value: { cooked: string | null } }[];
    return first?.value.cooked ?? undefined;
  }
  return undefined;
}

/** The server addresses written by hand in one file's source: `line: text` each. */
function handWrittenAddresses(file: string, source: string): string[] {
  const { program, errors } = parseSync(file, source);
  if (errors.length > 0) throw new Error(`${file}: ${errors[0]?.message}`);
  const found: string[] = [];
  const visit = (node: Node, parent: Node | undefined) => {
    const text = leadingText(node);
    if (text !== undefined && namesServer(text)) {
      const typed =
        parent !== undefined && isTypedCall(parent) && (parent.arguments as Node[])[0] === node;
      if (!typed) {
        const line = source.slice(0, node.start).split("\n").length;
        found.push(`${line}: ${text}`);
      }
    }
    for (const value of Object.values(node)) {
      for (const child of [value].flat()) if (isNode(child)) visit(child, node);
    }
  };
  visit(program as unknown as Node, undefined);
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    // Tests check what a call sends, so they name addresses; the generated types are all paths.
    const app = /\.tsx?$/.test(entry.name) && !/\.(test\.tsx?|d\.ts)$/.test(entry.name);
    return app ? [path] : [];
  });
}

describe("addresses of the server in the web app", () => {
  it("finds an address written by hand, and lets the typed client's paths be", () => {
    const source = [
      'const products = "/photo";',
      "const one = (id: string) => fetch(`/api/tickets/` + id);",
      'const link = <a href="/download">Prospectus</a>;',
      'const avatar = "/media/avatars/a.webp";',
      'const mine = api.GET("/api/tickets/{id}", { params: { path: { id } } });',
      'const signIn = credentialsApi.POST("/api/users/login", { body });',
      'const prospectus = apiHref("/api/courses/prospectus");',
      'const page = "/students-list"; const other = other.GET("/api/x");',
    ].join("\n");
    expect(handWrittenAddresses("sample.tsx", source)).toEqual([
      "1: /photo",
      "2: /api/tickets/",
      "3: /download",
      "4: /media/avatars/a.webp",
      "8: /api/x",
    ]);
  });

  it("has none in any source file", () => {
    const found = sourceFiles(SRC).flatMap((file) =>
      handWrittenAddresses(file, readFileSync(file, "utf8")).map(
        (where) => `${relative(SRC, file)}:${where}`,
      ),
    );
    expect(found).toEqual([]);
  });
});
