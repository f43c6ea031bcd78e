// A server-rendered page paints without waiting for its stylesheets (decision 024): the rules its
// markup uses go into its head, and its stylesheets are preloaded instead of linked, so the first
// paint does not wait for them. The web build compiles every stylesheet
// into a plan (apps/web/build/critical-css-plans.ts, Beasties' compiler); Beasties' runtime then
// finds a page's rules in a single pass over its HTML, caching them by the page's shape (its tags,
// classes and attributes), so a page costs a millisecond or two and no CSS parsing. Of Mantine's
// custom properties, which Beasties keeps whole, only those the page reads stay (below).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type CompactPlan, createProcessor } from "beasties/runtime";
import { LRUCache } from "lru-cache";
import postcss, { type Declaration } from "postcss";

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
  // By the page's critical CSS and the custom properties its markup reads: pages of one shape
  // share both, so a page is pruned once (a few milliseconds of parsing), not at every request.
  const pruned = new LRUCache<string, string>({ max: 64 });
  return (html) => {
    const headEnd = html.indexOf("</head>");
    if (headEnd < 0) return html;
    const critical = processor.extract(html).css;
    if (critical === "") return html;
    const read = [...new Set(customPropertiesRead(html))].sort();
    const key = `${read.join(" ")}\n${critical}`;
    let css = pruned.get(key);
    if (css === undefined) {
      css = withoutUnreadCustomProperties(critical, read);
      pruned.set(key, css);
    }
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

/** A custom property as a value reads it. Any text of this shape counts, so a page errs on keeping one. */
const READ = /var\(\s*(--[\w-]+)/g;

function* customPropertiesRead(text: string): Generator<string> {
  for (const match of text.matchAll(READ)) if (match[1]) yield match[1];
}

/**
 * `css` without the custom properties nothing on the page reads. Mantine declares some 400 on
 * `:root` (each colour's shades and variants, sizes, z-indexes) and Beasties keeps every `:root`
 * rule, yet a page reads about half of them: dropping the rest makes the home page's HTML 2 KB of
 * gzip smaller, which brings it within the first round trip of a new connection (TCP's initial
 * window of 10 segments, about 14 KB). A property is read when a declaration of `css` that is not
 * itself a custom property reads it, when `markupReads` (the page's style attributes and Mantine's
 * own `<style>` elements) names it, or when a property read so reads it.
 */
export function withoutUnreadCustomProperties(css: string, markupReads: Iterable<string>): string {
  let root: postcss.Root;
  try {
    root = postcss.parse(css);
  } catch {
    return css; // Beasties' output is the build's own CSS; should it not parse, it stays whole.
  }
  const declarations = new Map<string, Declaration[]>();
  const reads = new Map<string, string[]>();
  const read = new Set(markupReads);
  root.walkDecls((declaration) => {
    const names = [...customPropertiesRead(declaration.value)];
    if (!declaration.variable) {
      for (const name of names) read.add(name);
      return;
    }
    const prop = declaration.prop;
    const declared = declarations.get(prop);
    if (declared) declared.push(declaration);
    else declarations.set(prop, [declaration]);
    reads.set(prop, (reads.get(prop) ?? []).concat(names));
  });
  const pending = [...read];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    for (const next of reads.get(name) ?? []) {
      if (read.has(next)) continue;
      read.add(next);
      pending.push(next);
    }
  }
  for (const [name, unread] of declarations) {
    if (!read.has(name)) for (const declaration of unread) declaration.remove();
  }
  // What held only unread properties goes too: the rules, then a media query left empty.
  root.walkRules((rule) => {
    if (rule.nodes.length === 0) rule.remove();
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes?.length === 0) atRule.remove();
  });
  return root.toString();
}
