import type { Rolldown } from "vite";
import { describe, expect, it } from "vitest";
import { COMPILE_HINT, compileHints } from "./compile-hints.ts";

type OutputBundle = Rolldown.OutputBundle;

/** A bundle as Vite hands it to generateBundle: chunks, and each one's map as an asset of its own. */
function bundleOf(chunks: { name: string; isEntry: boolean; code: string }[]): OutputBundle {
  const bundle: Record<string, unknown> = {};
  for (const { name, isEntry, code } of chunks) {
    const fileName = `assets/${name}-1.js`;
    const mappings = "AAAA,SAAS;AACT";
    const sourcemapFileName = `${fileName}.map`;
    bundle[fileName] = {
      type: "chunk",
      fileName,
      sourcemapFileName,
      name,
      isEntry,
      code,
      map: { mappings },
    };
    bundle[sourcemapFileName] = {
      type: "asset",
      fileName: sourcemapFileName,
      source: JSON.stringify({ version: 3, sources: ["a.ts"], mappings }),
    };
  }
  return bundle as unknown as OutputBundle;
}

type Picks = (chunk: { name: string }) => boolean;

/** The plugin's generateBundle step on `bundle`. */
function hint(bundle: OutputBundle, hinted: Picks) {
  const hook = compileHints(hinted).generateBundle as {
    handler: (options: unknown, bundle: OutputBundle) => void;
  };
  hook.handler({}, bundle);
}

/** The plugin's check once the files are written: the errors it raises. */
function check(bundle: OutputBundle, hinted: Picks): string[] {
  const errors: string[] = [];
  const hook = compileHints(hinted).writeBundle as (
    this: unknown,
    options: unknown,
    bundle: OutputBundle,
  ) => void;
  hook.call({ error: (message: string) => errors.push(message) }, {}, bundle);
  return errors;
}

const chunk = (bundle: OutputBundle, name: string) =>
  bundle[`assets/${name}-1.js`] as Rolldown.OutputChunk;
const mapOf = (bundle: OutputBundle, name: string) => {
  const asset = bundle[`assets/${name}-1.js.map`];
  return JSON.parse(String(asset?.type === "asset" ? asset.source : "{}")) as { mappings: string };
};

describe("compileHints", () => {
  // That the step runs after Vite's own is checked by the build itself (writeBundle) and by the
  // browser journeys, which read the served files (e2e/platform.spec.ts).
  it("puts the hint on the first line of the chunks it picks, above what was first", () => {
    const bundle = bundleOf([
      { name: "index", isEntry: true, code: "const __vite__mapDeps=(i)=>i;\nimport('./a.js');" },
      { name: "home", isEntry: false, code: "export const a = 1;" },
    ]);
    hint(bundle, (c) => c.name === "index");
    expect(check(bundle, (c) => c.name === "index")).toEqual([]);
    expect(chunk(bundle, "index").code).toBe(
      `${COMPILE_HINT}\nconst __vite__mapDeps=(i)=>i;\nimport('./a.js');`,
    );
    expect(chunk(bundle, "home").code).toBe("export const a = 1;");
  });

  it("moves a hinted chunk's source map down by the line it adds, in the chunk and in its file", () => {
    const bundle = bundleOf([
      { name: "index", isEntry: true, code: "a();\nb();" },
      { name: "home", isEntry: false, code: "c();" },
    ]);
    hint(bundle, (c) => c.name === "index");
    expect(chunk(bundle, "index").map?.mappings).toBe(";AAAA,SAAS;AACT");
    expect(mapOf(bundle, "index").mappings).toBe(";AAAA,SAAS;AACT");
    expect(mapOf(bundle, "home").mappings).toBe("AAAA,SAAS;AACT");
  });

  it("hints a chunk built without a source map", () => {
    const bundle = bundleOf([{ name: "index", isEntry: true, code: "a();" }]);
    const index = chunk(bundle, "index");
    index.map = null;
    delete (bundle as Record<string, unknown>)["assets/index-1.js.map"];
    hint(bundle, () => true);
    expect(index.code).toBe(`${COMPILE_HINT}\na();`);
    expect(check(bundle, () => true)).toEqual([]);
  });

  it("fails the build when a hinted chunk no longer starts with the hint", () => {
    const bundle = bundleOf([{ name: "index", isEntry: true, code: "a();" }]);
    hint(bundle, () => true);
    // A later step that prepends code again, as Vite's table of lazy imports would.
    const index = chunk(bundle, "index");
    index.code = `const x = 1;\n${index.code}`;
    expect(check(bundle, () => true)).toEqual([
      "assets/index-1.js does not start with V8's compile hint",
    ]);
  });
});
