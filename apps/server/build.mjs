// Bundles the server and its command-line tools into dist/ with esbuild. Dependencies stay
// external (installed in node_modules); the shared schema package is bundled in. Some must stay
// external to work at all: pdfkit reads its font metrics (.afm) from its own folder at run time.
// Each entry is a launcher in src/bin/ (dist/server.js, dist/cli/<command>.js) that checks the
// Node.js version and then imports the server or the command dynamically: with code splitting that
// import is a file of its own, so none of its dependencies loads before the check.
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";

const here = import.meta.dirname;
const pkg = JSON.parse(readFileSync(join(here, "package.json"), "utf8"));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => name !== "@app/shared");
const entryPoints = readdirSync(join(here, "src/bin"))
  .filter((file) => file.endsWith(".ts"))
  .map((file) => {
    const name = file.slice(0, -".ts".length);
    return { in: join(here, "src/bin", file), out: name === "server" ? name : `cli/${name}` };
  });

// BUILD_OUT_DIR builds elsewhere (a test builds its own copy while another may read dist/).
const outdir = process.env.BUILD_OUT_DIR ?? join(here, "dist");
rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints,
  outdir,
  bundle: true,
  splitting: true,
  platform: "node",
  format: "esm",
  target: "node24",
  sourcemap: true,
  external,
  // Bundled CommonJS code may call require(); give ESM output one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: "info",
});
