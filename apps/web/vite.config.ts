import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { browserDrawnPage } from "./build/browser-drawn-page.ts";
import { checkMantineStyles } from "./build/check-mantine-styles.ts";
import { compileHints } from "./build/compile-hints.ts";
import { criticalCssPlans } from "./build/critical-css-plans.ts";
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

// Mantine's components of almost every page: layout, text, buttons, alerts, cards.
const EVERYDAY_COMPONENTS = [
  "Alert",
  "Anchor",
  "Badge",
  "Burger",
  "Button",
  "Card",
  "Center",
  "CloseButton",
  "Container",
  "Group",
  "Loader",
  "Paper",
  "SimpleGrid",
  "Stack",
  "Text",
  "Title",
  "Transition",
  "UnstyledButton",
  "VisuallyHidden",
];
const EVERYDAY_MANTINE = new RegExp(
  String.raw`node_modules[\\/]@mantine[\\/](core[\\/]esm[\\/](components[\\/](${EVERYDAY_COMPONENTS.join("|")})[\\/]|core[\\/]utils[\\/](create-safe-context|get-base-value)[\\/]))`,
);
const isEverydayMantine = (id: string) => EVERYDAY_MANTINE.test(id);
const FIRST_VISIT_LIBRARIES =
  /node_modules[\\/](zod|react-router)[\\/]|node_modules[\\/]@tanstack[\\/]react-query[\\/](?!build[\\/]modern[\\/](useMutation|useInfiniteQuery)\.js)/;
const isFirstVisitLibrary = (id: string) => isEverydayMantine(id) || FIRST_VISIT_LIBRARIES.test(id);

// What nearly every page draws goes into a few shared chunks instead of a dozen tiny ones: on
// HTTP/1.1 each file of a first visit costs a round trip.
const FIRST_VISIT_GROUPS = [
  // The libraries of every first visit (React Query, React Router, zod, Mantine's everyday
  // components) in one chunk. The entry imports them all, so every page fetched them anyway, but
  // as four files: with the document, the entry, the runtime, zod-jitless.js and the stylesheet
  // that was more requests than the six connections Chromium opens to a host on HTTP/1.1, and the
  // last ones waited a round trip. useMutation and
  // useInfiniteQuery stay out: they come with the forms and the chat history that use them.
  { name: "vendor", test: isFirstVisitLibrary },
  // The shared schemas the app shell uses (the signed-in user, the institute, its colour, lists),
  // built as the page starts: a chunk of their own, so that building them is a task of its own
  // too.
  {
    name: "schemas",
    test: /packages[\\/]shared[\\/]src[\\/](common|paging|users|institute|brand-color)\.ts$/,
  },
  // React's DOM renderer (react-dom/client and the scheduler; react-dom's main module, which
  // Mantine imports, goes with vendor), two thirds of what the entry was: its start
  // (src/lib/react-dom-client.ts) is a task of its own as a page the server drew starts
  // (public/start-app.js runs the entry's imports one per task), bought with one more file on a
  // first visit. It stays cached across our releases that leave vendor unchanged.
  {
    name: "react-dom",
    test: /node_modules[\\/](react-dom|scheduler)[\\/]|src[\\/]lib[\\/]react-dom-client\.ts$/,
  },
  // A text box (search, sign-in, most forms), whose three Mantine modules came apart.
  {
    name: "text-input",
    test: /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](Input|InputBase|TextInput)[\\/]/,
  },
  // What most pages put around their content: heading, tab title, formatting. (Not the loading and
  // error states: a group takes its modules' imports along, and theirs are in the first download,
  // which would then fetch this chunk on every page.)
  {
    name: "page-kit",
    test: /src[\\/](components[\\/]page-header\.tsx|lib[\\/]format\.ts)$|@mantine[\\/]hooks[\\/]esm[\\/]use-document-title[\\/]/,
  },
];

// V8 compiles these whole as they download (build/compile-hints.ts): the entry (the app shell)
// and the shared chunks of every first visit above (React's DOM renderer among them), whose functions
// nearly all run as a page starts. A chunk of which little runs at load would only cost compile
// time and memory, so no other chunk is hinted.
const FIRST_VISIT_CHUNKS = new Set(FIRST_VISIT_GROUPS.map((group) => group.name));
const runsWholeAtStart = (chunk: { isEntry: boolean; name: string }) =>
  chunk.isEntry || FIRST_VISIT_CHUNKS.has(chunk.name);

export default defineConfig(({ isSsrBuild }) => ({
  // The server build (src/entry-server.tsx, issue 21) is bundled whole into dist-ssr/, so the
  // server needs none of the web app's packages installed and no stylesheet import reaches Node;
  // the client build's checks and compressed copies are about the files browsers download.
  plugins: isSsrBuild
    ? [react()]
    : [
        react(),
        checkMantineStyles(),
        browserDrawnPage(),
        criticalCssPlans(),
        compileHints(runsWholeAtStart),
        precompress(),
      ],
  ssr: { noExternal: true },
  resolve: { alias: { "@/": new URL("./src/", import.meta.url).pathname } },
  server: {
    port: 5173,
    proxy: {
      ...Object.fromEntries(proxied.map((path) => [path, { target: API, changeOrigin: true }])),
      "/socket.io": { target: API, ws: true, changeOrigin: true },
    },
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
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: FIRST_VISIT_GROUPS,
            },
          },
        },
      },
}));
