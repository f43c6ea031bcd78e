// A part drawn in the browser only: the server's HTML of a public page (decision 022) has `fallback`
// in its place, and so does React's hydration of it; the part itself comes in the render after.
// For what cannot run on a server (Leaflet reads `window` as it loads) or means nothing there.
import { type ReactNode, Suspense, useSyncExternalStore } from "react";

const never = () => () => {};

/** False on the server and while React hydrates the server's HTML; true from then on. */
export const useInBrowser = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );

/** `children` (often a lazy component, whose loading also shows `fallback`) in the browser only. */
export function BrowserOnly({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  if (!useInBrowser()) return fallback;
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
