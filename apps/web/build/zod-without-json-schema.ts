// A Vite build step: the web app's zod without its JSON Schema generator. Every zod schema carries
// toJSONSchema() and `~standard`.jsonSchema, so zod's classic API imports the whole generator
// (to-json-schema.js, json-schema-processors.js: 4.6 KB of gzip script on every page) although
// the browser never generates a JSON Schema (the server does, for its OpenAPI document, with the
// real zod). Here the generator's entry points throw if called, and what parsing and a schema's
// own getters use from those files (aggregateChecks, behind .minLength, .format...) stays as is.
// The build fails if zod's files no longer have the shape this relies on.
import { readFile } from "node:fs/promises";
import type { Plugin } from "vite";

const GENERATOR = /zod[\\/]v4[\\/]core[\\/]to-json-schema\.js$/;
const PROCESSORS = /zod[\\/]v4[\\/]core[\\/]json-schema-processors\.js$/;
/** Where the processors file's JSON Schema part starts; what comes before serves the getters. */
const PROCESSORS_START = "const formatMap = {";
const GENERATOR_IMPORT = /^import \{[^}]*\} from "\.\/to-json-schema\.js";\n/m;

const unavailable =
  '() => { throw new Error("zod\'s JSON Schema generator is not part of the web build"); }';

const exportedNames = (code: string): string[] =>
  [...code.matchAll(/^export (?:const|function) (\w+)/gm)].flatMap((match) =>
    match[1] ? [match[1]] : [],
  );

function generatorStub(code: string): string {
  const names = exportedNames(code);
  if (
    !names.includes("createToJSONSchemaMethod") ||
    !names.includes("createStandardJSONSchemaMethod")
  )
    throw new Error("zod-without-json-schema: zod's to-json-schema.js changed; review the stub");
  const lines = names.map((name) =>
    // A schema builds these methods when `~standard` is read (Mantine's form resolver reads it):
    // building must work, calling must not.
    name.startsWith("create")
      ? `export const ${name} = () => ${unavailable};`
      : `export const ${name} = ${unavailable};`,
  );
  if (/^export \{ processSchema as process \};$/m.test(code))
    lines.push("export { processSchema as process };");
  return lines.join("\n");
}

function processorsStub(code: string): string {
  const start = code.indexOf(PROCESSORS_START);
  const head = start < 0 ? "" : code.slice(0, start);
  if (!head.includes("export function aggregateChecks") || !GENERATOR_IMPORT.test(head))
    throw new Error(
      "zod-without-json-schema: zod's json-schema-processors.js changed; review the stub",
    );
  const stubs = exportedNames(code.slice(start)).map(
    (name) => `export const ${name} = ${unavailable};`,
  );
  return [head.replace(GENERATOR_IMPORT, ""), ...stubs].join("\n");
}

export function zodWithoutJsonSchema(): Plugin {
  return {
    name: "zod-without-json-schema",
    apply: "build",
    enforce: "pre",
    async load(id) {
      const file = id.split("?")[0] ?? "";
      if (GENERATOR.test(file)) return generatorStub(await readFile(file, "utf8"));
      if (PROCESSORS.test(file)) return processorsStub(await readFile(file, "utf8"));
      return null;
    },
  };
}
