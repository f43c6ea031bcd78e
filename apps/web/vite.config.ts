import { SERVER_PATH_PREFIXES } from "@app/shared/server-paths";
import { lingui } from "@lingui/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { criticalCssPlans } from "./build/critical-css-plans.ts";
import { precompress } from "./build/precompress.ts";

const API = "http://localhost:3000";

export default defineConfig(({ isSsrBuild }) => ({
  // The server build (src/entry-server.tsx) is bundled whole into dist-ssr/, so the server needs
  // none of the web app's packages installed and no stylesheet import reaches Node. The client
  // build adds two files of its own beside Vite's, which it leaves as they are: Beasties' plans of
  // the stylesheets (for the server's critical CSS) and compressed copies of the text files.
  // Lingui's macros (`<Trans>`, `t`, `msg`) become message lookups (Lingui's native transform).
  plugins: [
    lingui({ macroTransform: true }),
    react(),
    ...(isSsrBuild ? [] : [criticalCssPlans(), precompress()]),
  ],
  ssr: { noExternal: true },
  resolve: { alias: { "@/": new URL("./src/", import.meta.url).pathname } },
  server: {
    port: 5173,
    // Everything the server answers besides the pages (the API, uploaded files, the chat socket and
    // the specification's old paths, one list in packages/shared), so the browser sees one origin.
    proxy: Object.fromEntries(
      SERVER_PATH_PREFIXES.map((path) => [path, { target: API, ws: true, changeOrigin: true }]),
    ),
  },
  build: isSsrBuild
    ? { outDir: "dist-ssr", emptyOutDir: true, sourcemap: "hidden" }
    : {
        outDir: "dist",
        // .vite/manifest.json: which stylesheets and chunks each page module needs, for the
        // server's HTML of a public page (apps/server/src/modules/seo/server-render.ts).
        manifest: true,
        // Written for debugging (no sourceMappingURL comment in the files), never served: the server
        // refuses *.map (plugins/static-web.ts).
        sourcemap: "hidden",
      },
}));
