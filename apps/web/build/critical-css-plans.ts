// A Vite build step: compiles every stylesheet of the build into a critical-CSS plan with
// Beasties' compiler, as Beasties' docs split the work for server rendering, and writes them to
// .vite/critical-css.json beside Vite's own files (which it leaves alone). For each page it
// renders, the server (apps/server/src/modules/seo/critical-css.ts) hands the plans to Beasties'
// runtime, which writes the rules the page's markup uses into its head.
import { compileSheet, encodePlan } from "beasties/compiler";
import type { Plugin } from "vite";

/** The plans' file in the build's .vite folder, which only the server reads. */
export const CRITICAL_CSS_PLANS = ".vite/critical-css.json";

export function criticalCssPlans(): Plugin {
  return {
    name: "critical-css-plans",
    apply: "build",
    generateBundle: {
      // After Vite has put every stylesheet into the bundle.
      order: "post",
      handler(_options, bundle) {
        const plans = Object.values(bundle)
          .filter((file) => file.type === "asset" && file.fileName.endsWith(".css"))
          .map((file) =>
            encodePlan(
              compileSheet(String(file.type === "asset" ? file.source : ""), {
                // What a page's <link> names it by (the build's base is /).
                href: `/${file.fileName}`,
              }),
            ),
          );
        this.emitFile({
          type: "asset",
          fileName: CRITICAL_CSS_PLANS,
          source: JSON.stringify(plans),
        });
      },
    },
  };
}
