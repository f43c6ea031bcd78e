// The width a page's layout is drawn for. The specification has the navigation bar, the footer and
// the visitor count choose their layout once, from the window's width at load, which a
// server rendering the page cannot know. So the server's HTML carries both layouts and a
// media query shows the one that fits. The browser hydrates only the one the width at load chose
// (the other's markup is left alone) and then draws only that one, as a page drawn in the browser
// always has.
import { type ReactNode, useSyncExternalStore } from "react";
import classes from "./layout-width.module.css";

/** Below this width (px) the narrow layouts are used. Matches layout-width.module.css. */
export const NARROW_BREAKPOINT = 720;

/** Whether the window was wide at load; undefined where there is no window (the server). */
const WIDE_AT_LOAD =
  typeof window === "undefined" ? undefined : window.innerWidth >= NARROW_BREAKPOINT;

/** Whether the window was at least NARROW_BREAKPOINT wide at load (false on the server). */
export const isWideAtLoad = (): boolean => WIDE_AT_LOAD === true;

export type LayoutWidth = "wide" | "narrow" | "both";

const never = () => () => {};

/**
 * "wide" or "narrow" in the browser; "both" on the server and while React hydrates its HTML
 * (useSyncExternalStore's server snapshot), so hydration matches the server's markup and the
 * next render settles on one.
 */
export function useLayoutWidth(): LayoutWidth {
  return useSyncExternalStore(
    never,
    () => (WIDE_AT_LOAD ? "wide" : "narrow"),
    () => "both",
  );
}

/**
 * The server's markup of the layout the width did not choose, left as it is while React hydrates
 * the page (an element whose inner HTML React does not compare, as suppressHydrationWarning asks),
 * so the browser neither loads nor runs that layout's code; the next render removes it.
 */
const Unhydrated = ({ className }: { className: string | undefined }) => (
  // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty constant; React's documented way to leave the server's children alone while hydrating
  <div className={className} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: "" }} />
);

/**
 * Draws `wide` or `narrow` for the width at load; both, switched by a media query, on the server.
 * Each layout keeps its place in the tree from hydration on (the unchosen one's slot empties), so
 * settling does not mount the chosen one again: its state, and the very elements the server drew
 * (with anything typed into them), stay.
 */
export function ByWidth({ wide, narrow }: { wide: ReactNode; narrow: ReactNode }) {
  const width = useLayoutWidth();
  const inBrowser = WIDE_AT_LOAD !== undefined;
  const slot = (layout: "wide" | "narrow", content: ReactNode, className: string | undefined) => {
    if (width === layout) return <div className={classes.settled}>{content}</div>;
    if (width !== "both") return null;
    // While hydrating, the layout the width did not choose is left as the server drew it.
    const chosen = inBrowser ? (WIDE_AT_LOAD ? "wide" : "narrow") : layout;
    return chosen === layout ? (
      <div className={className}>{content}</div>
    ) : (
      <Unhydrated className={className} />
    );
  };
  return (
    <>
      {slot("wide", wide, classes.wideOnly)}
      {slot("narrow", narrow, classes.narrowOnly)}
    </>
  );
}
