// The sticky header's height as --sticky-header-height on <html>, kept current as it wraps or the
// window changes: `scroll-padding-top` uses it, so whatever the browser scrolls into view (a
// focused control on Shift+Tab, a #fragment) stops below the header instead of under it
// (WCAG 2.4.11, focus not obscured).
import { useEffect, useRef } from "react";

export function useStickyHeaderHeight<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const header = ref.current;
    if (!header) return;
    const root = document.documentElement;
    const update = () =>
      root.style.setProperty(
        "--sticky-header-height",
        `${header.getBoundingClientRect().height}px`,
      );
    update();
    const observer = new ResizeObserver(update);
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--sticky-header-height");
    };
  }, []);
  return ref;
}
