// `npm start`: build what is missing or stale, then serve site and API on one port.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const newest = (dir) => {
  if (!existsSync(dir)) return 0;
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile())
      latest = Math.max(latest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return latest;
};
const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

const sources = Math.max(
  newest(join(root, "apps/web/src")),
  newest(join(root, "apps/server/src")),
  newest(join(root, "packages/shared/src")),
  mtime(join(root, "apps/web/index.html")),
  newest(join(root, "apps/web/public")),
);
const built = Math.min(
  mtime(join(root, "apps/web/dist/index.html")),
  // The web app's server build, with which the server renders the public pages (decision 022).
  mtime(join(root, "apps/web/dist-ssr/entry-server.js")),
  mtime(join(root, "apps/server/dist/server.js")),
);
if (built < sources) {
  console.log("Building the site and the server…");
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Node 20's young-generation size: Node 24 sizes it from the machine's memory, and a server that
// holds 50 MB of live objects grew to 420 MB resident under load (decision 017).
const NODE_OPTIONS = ["--max-semi-space-size=16"];
const server = spawn(
  process.execPath,
  [...NODE_OPTIONS, join(root, "apps/server/dist/server.js")],
  {
    cwd: root,
    stdio: "inherit",
    env: { DATA_DIR: join(root, "data"), ...process.env },
  },
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
