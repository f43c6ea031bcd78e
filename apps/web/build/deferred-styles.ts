// A Vite build step: the app's stylesheet no longer blocks the first paint. index.html preloads it
// instead of linking it, so the app shell drawn by the HTML shows at once; main.tsx attaches the
// preloaded sheet (src/lib/deferred-styles.ts) and waits for it before React draws anything, so no page appears unstyled.
import type { Plugin } from "vite";
import { DEFERRED_STYLE_ATTRIBUTE } from "../src/lib/deferred-styles.ts";

export function deferredStyles(): Plugin {
  return {
    name: "deferred-styles",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html) {
        return html.replace(
          /<link rel="stylesheet"( crossorigin)? href="([^"]+\.css)">/g,
          `<link rel="preload" as="style"$1 href="$2" ${DEFERRED_STYLE_ATTRIBUTE}>`,
        );
      },
    },
  };
}
