// A server-rendered page paints without waiting for its stylesheets (decision 024): the rules its
// markup uses go into its head, and its stylesheets are preloaded instead of linked, so the first
// paint does not wait for them. The web build compiles every stylesheet
// into a plan (apps/web/build/critical-css-plans.ts, Beasties' compiler); Beasties' runtime then
// finds a page's rules in a single pass over its HTML, caching them by the page's shape (its tags,
// classes and attributes), so a page costs a millisecond or two and no CSS parsing.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type CompactPlan, createProcessor } from "beasties/runtime";

/**
 * What marks a stylesheet preload that the page's script applies (apps/web/src/lib/
 * deferred-styles.ts names it too; app.html's preloads carry it).
 */
const DEFERRED_STYLE_ATTRIBUTE = "data-deferred-style";

/** The plans' file in the web build (apps/web/build/critical-css-plans.ts writes it). */
const PLANS = join(".vite", "critical-css.json");

/** Puts the critical CSS into a page's HTML and turns its stylesheet links into preloads. */
export type InlineCriticalCss = (html: string) => string;

const STYLESHEET = /<link rel="stylesheet"( crossorigin)? href="([^"]+\.css)">/g;

/**
 * The inliner for the web build at `webDistDir`, or null when the build has no plans (one made
 * before they existed): its pages then link their stylesheets in the head as before.
 */
export function loadCriticalCss(webDistDir: string): InlineCriticalCss | null {
  const path = join(webDistDir, PLANS);
  if (!existsSync(path)) return null;
  const plans = JSON.parse(readFileSync(path, "utf8")) as CompactPlan[];
  const processor = createProcessor(plans);
  return (html) => {
    const headEnd = html.indexOf("</head>");
    if (headEnd < 0) return html;
    const { css } = processor.extract(html);
    if (css === "") return html;
    // The stylesheets stay where they were, so the cascade keeps its order (Mantine's own <style>
    // elements in the body come after them), but as preloads the first paint does not wait for;
    // public/start-app.js applies them as the page's scripts start (the CSP allows no inline
    // script to do it sooner). Without scripts the <noscript> links apply them.
    const head = html.slice(0, headEnd);
    const links = head.match(STYLESHEET) ?? [];
    const preloads = head.replace(
      STYLESHEET,
      `<link rel="preload" as="style" fetchpriority="low"$1 href="$2" ${DEFERRED_STYLE_ATTRIBUTE}>`,
    );
    return `${preloads}<style>${css}</style><noscript>${links.join("")}</noscript>${html.slice(headEnd)}`;
  };
}
