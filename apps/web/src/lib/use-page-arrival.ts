// What a new page does when it arrives by a link (WCAG 2.4.3, and the scroll a visitor expects):
// it starts at the top, and keyboard and screen-reader focus moves to its heading, so the next Tab
// continues on the new page rather than in the old one's place. Back and forward (POP) keep the
// browser's own scroll position; the page the browser opened first is left alone.
import { useEffect } from "react";
import { useNavigationType } from "react-router";

let firstPage = true;

/** How long a page that is still loading its data may take to show its heading. */
const HEADING_WAIT_MS = 5_000;

/** Focuses the page's h1 (made focusable by script only), now or as soon as it appears. */
function focusHeadingWhenShown(): () => void {
  const focus = (): boolean => {
    const heading = document.querySelector<HTMLElement>("main h1");
    if (!heading) return false;
    // Not when the visitor has already moved on to a control of the new page.
    const active = document.activeElement;
    if (active && active !== document.body && document.querySelector("main")?.contains(active)) {
      return true;
    }
    if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
    heading.focus({ preventScroll: true });
    return true;
  };
  if (focus()) return () => {};
  // A page that loads its data first shows its heading a moment later.
  const observer = new MutationObserver(() => {
    if (focus()) stop();
  });
  const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
  observer.observe(document.querySelector("main") ?? document.body, {
    childList: true,
    subtree: true,
  });
  return stop;
}

/** Call from a component that mounts together with each new page (keyed by the location). */
export function usePageArrival(): void {
  const navigationType = useNavigationType();
  useEffect(() => {
    if (firstPage) {
      firstPage = false;
      return;
    }
    if (navigationType !== "POP") window.scrollTo({ top: 0, left: 0, behavior: "instant" });
    return focusHeadingWhenShown();
  }, [navigationType]);
}
