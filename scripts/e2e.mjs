// `npm run test:e2e`: build the production site, then run the Playwright journeys in Debian's Chromium.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";
if (!existsSync(chromium)) {
  console.error(
    `Chromium not found at ${chromium}. Install it with \`apt-get install -y chromium-headless-shell\` ` +
      "or point CHROMIUM_PATH at a Chromium binary.",
  );
  process.exit(1);
}
const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
run("npm", ["run", "build"]);
run("npx", ["playwright", "test", ...process.argv.slice(2)]);
