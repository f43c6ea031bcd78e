// A Vite build step: writes app.html, the page the server sends for every page it does not render
// itself (the signed-in screens, the back office; apps/server/src/plugins/static-web.ts). It is
// index.html with the stylesheets preloaded instead of linked, so index.html's app shell paints
// at once instead of waiting for them; main.tsx attaches them (src/lib/deferred-styles.ts) and
// renders nothing before they are in, so no page shows unstyled. index.html itself keeps its
// links: it is the template of the server-rendered pages, whose markup must paint styled.
import type { Plugin } from "vite";
import { DEFERRED_STYLE_ATTRIBUTE } from "../src/lib/deferred-styles.ts";

/** The file name of the page drawn in the browser, beside index.html. */
export const BROWSER_DRAWN_PAGE = "app.html";

const STYLESHEET = /<link rel="stylesheet"( crossorigin)? href="([^"]+\.css)">/g;

/** index.html's stylesheet links turned into marked preloads. */
export function deferStylesheets(html: string): string {
  return html.replace(
    STYLESHEET,
    `<link rel="preload" as="style"$1 href="$2" ${DEFERRED_STYLE_ATTRIBUTE}>`,
  );
}

export function browserDrawnPage(): Plugin {
  return {
    name: "browser-drawn-page",
    apply: "build",
    generateBundle: {
      // After Vite's own HTML step has put the built index.html into the bundle.
      order: "post",
      handler(_options, bundle) {
        const index = bundle["index.html"];
        if (index?.type !== "asset") this.error("the build has no index.html to make app.html of");
        this.emitFile({
          type: "asset",
          fileName: BROWSER_DRAWN_PAGE,
          source: deferStylesheets(String(index.source)),
        });
      },
    },
  };
}
