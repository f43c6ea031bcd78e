// A server-rendered page paints without waiting for its stylesheets: Beasties writes the CSS rules
// its markup uses into its head, preloads the stylesheets there and links them at the end of the
// body, as it does by default. The web build compiles every stylesheet into a plan
// (apps/web/build/critical-css-plans.ts, Beasties' compiler); Beasties' runtime then finds a
// page's rules in a single pass over its HTML, with no CSS parsing per request, and keeps them
// for pages of the same shape.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type CompactPlan, createProcessor } from "beasties/runtime";
import type { FastifyBaseLogger } from "fastify";

/** The plans' file in the web build (apps/web/build/critical-css-plans.ts writes it). */
const PLANS = join(".vite", "critical-css.json");

/** Puts the critical CSS into a page's HTML and defers its stylesheets. */
export type InlineCriticalCss = (html: string) => string;

/**
 * Beasties' processor for the web build at `webDistDir`, or null when the build has no plans:
 * its pages then link their stylesheets in the head.
 */
export function loadCriticalCss(
  webDistDir: string,
  log?: FastifyBaseLogger,
): InlineCriticalCss | null {
  const path = join(webDistDir, PLANS);
  if (!existsSync(path)) return null;
  const plans = JSON.parse(readFileSync(path, "utf8")) as CompactPlan[];
  const processor = createProcessor(plans, {
    logger: { warn: (message) => log?.warn({ critical: message }, "critical CSS") },
  });
  return (html) => processor.process(html);
}
