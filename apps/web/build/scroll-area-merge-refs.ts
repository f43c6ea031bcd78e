// A Vite build step: Mantine's ScrollArea (inside Table.ScrollContainer, on /tickets and the admin
// tables) imports one small hook, useMergeRefs, from @floating-ui/react, and with it that whole
// module: the floating-ui chunk, 12 KB of gzip script the popovers and menus need but a table
// does not. ScrollArea gets a copy of the hook (build/shims/use-merge-refs.ts) instead. Should
// ScrollArea import anything else from there, the build fails on the missing export.
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const SCROLL_AREA = /@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/;
const SHIM = fileURLToPath(new URL("./shims/use-merge-refs.ts", import.meta.url));

export function scrollAreaMergeRefs(): Plugin {
  return {
    name: "scroll-area-merge-refs",
    apply: "build",
    enforce: "pre",
    resolveId(source, importer) {
      if (source === "@floating-ui/react" && importer && SCROLL_AREA.test(importer)) return SHIM;
      return null;
    },
  };
}
