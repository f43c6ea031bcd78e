import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { checkMantineStyles } from "./build/check-mantine-styles.ts";
import { deferredStyles } from "./build/deferred-styles.ts";
import { precompress } from "./build/precompress.ts";

const API = "http://localhost:3000";

// Everything the server answers; the dev server forwards it so the browser sees one origin.
const proxied = [
  "/api",
  "/media",
  "/weath",
  "/visitor",
  "/download",
  "/photo",
  "/cloudinary",
  "/delphoto",
  "/single/photo",
  "/search",
  "/students",
  "/mail",
  "/users/add",
];

export default defineConfig({
  plugins: [react(), checkMantineStyles(), deferredStyles(), precompress()],
  resolve: { alias: { "@/": new URL("./src/", import.meta.url).pathname } },
  server: {
    port: 5173,
    proxy: {
      ...Object.fromEntries(proxied.map((path) => [path, { target: API, changeOrigin: true }])),
      "/socket.io": { target: API, ws: true, changeOrigin: true },
    },
  },
  build: {
    outDir: "dist",
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "query", test: /node_modules[\\/]@tanstack[\\/]react-query[\\/]/ },
            {
              name: "ui",
              test: /node_modules[\\/]@mantine[\\/](core[\\/]esm[\\/](components[\\/](Group|Card|Paper|SimpleGrid|Anchor|Badge|Text|Title|Stack|Container|Center|Loader|VisuallyHidden|Burger|UnstyledButton|Button|Transition|Alert|CloseButton)[\\/]|core[\\/]utils[\\/](create-safe-context|get-base-value))|hooks[\\/])/,
            },
          ],
        },
      },
    },
  },
});
