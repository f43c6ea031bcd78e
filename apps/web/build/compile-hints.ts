// A Vite build step: V8's explicit compile hint (Chrome 136 and later; to other engines it is a
// comment) on the first line of the chunks whose functions nearly all run as a page starts. A
// script that starts with it is compiled whole as it downloads, on a background thread, instead of
// each of its functions on the main thread the first time it runs (docs/decisions/026). The hint
// only counts on the file's first line, and the last of Vite's steps that changes a chunk's code
// puts the table of its lazy imports (`__vite__mapDeps`) there, so this runs after that step, and
// the build fails if a hinted chunk does not start with the hint. The files' names are hashed
// before this step, so the hint does not change them (harmless, decision 026: it is the same in
// every build).
import type { Plugin } from "vite";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

type ChunkInfo = { name: string; isEntry: boolean };

/** Puts the hint at the top of the chunks `hinted` picks, their source maps moved down a line. */
export function compileHints(hinted: (chunk: ChunkInfo) => boolean): Plugin {
  return {
    name: "compile-hints",
    apply: "build",
    generateBundle: {
      // After Vite's build-import-analysis, which prepends `__vite__mapDeps` in a plain
      // generateBundle hook (Rolldown runs the "post" ones after all of those).
      order: "post",
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== "chunk" || !hinted(chunk)) continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          // One line more at the top: every mapped line moves down by one (";" is an empty line).
          // The map file is already in the bundle, and Rolldown does not write it again from
          // chunk.map, so both are moved.
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
          const mapFile = bundle[chunk.sourcemapFileName ?? `${chunk.fileName}.map`];
          if (mapFile?.type === "asset") {
            const map = JSON.parse(String(mapFile.source)) as { mappings: string };
            map.mappings = `;${map.mappings}`;
            mapFile.source = JSON.stringify(map);
          }
        }
      },
    },
    writeBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (
          chunk.type === "chunk" &&
          hinted(chunk) &&
          !chunk.code.startsWith(`${COMPILE_HINT}\n`)
        ) {
          this.error(`${chunk.fileName} does not start with V8's compile hint`);
        }
      }
    },
  };
}
