// A Vite build step: the app imports Mantine's styles per component (src/app/mantine-styles.ts),
// so a component used later without its styles would render unstyled. Every Mantine class name
// (m_xxxxxxxx) the bundled code can put on an element must appear in some emitted stylesheet;
// otherwise the build fails and names the Mantine file that defines it.
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";

const CLASS = /\bm_[0-9a-f]{6,8}\b/g;

/** Which of @mantine/core's per-component stylesheets defines each class. */
function mantineFiles(root: string): Map<string, string> {
  const require = createRequire(join(root, "package.json"));
  const dir = join(dirname(require.resolve("@mantine/core/styles.css")), "styles");
  const files = new Map<string, string>();
  for (const file of readdirSync(dir)) {
    if (!file.endsWith(".css") || file.endsWith(".layer.css")) continue;
    for (const [name] of readFileSync(join(dir, file), "utf8").matchAll(CLASS)) {
      if (!files.has(name)) files.set(name, file);
    }
  }
  return files;
}

export function checkMantineStyles(): Plugin {
  let root = "";
  return {
    name: "check-mantine-styles",
    apply: "build",
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const used = new Set<string>();
      let css = "";
      for (const output of Object.values(bundle)) {
        if (output.type === "chunk")
          for (const [name] of output.code.matchAll(CLASS)) used.add(name);
        else if (output.fileName.endsWith(".css")) css += String(output.source);
      }
      const missing = [...used].filter((name) => !css.includes(name));
      if (missing.length === 0) return;
      const files = mantineFiles(root);
      const advice = [...new Set(missing.map((name) => files.get(name) ?? `? (${name})`))];
      this.error(
        `Mantine components are bundled without their styles; add to src/app/mantine-styles.ts: ${advice
          .map((file) => `@mantine/core/styles/${file}`)
          .join(", ")}`,
      );
    },
  };
}
