// The stylesheets app.html preloads instead of linking (build/browser-drawn-page.ts), so its app
// shell paints before they arrive. attachDeferredStyles applies them; the app renders after that.

/** The attribute the build puts on those preloads. */
export const DEFERRED_STYLE_ATTRIBUTE = "data-deferred-style";

/** Turns each marked preload into a stylesheet and resolves once all have loaded (or failed). */
export function attachDeferredStyles(): Promise<void> {
  const preloads = document.querySelectorAll<HTMLLinkElement>(`link[${DEFERRED_STYLE_ATTRIBUTE}]`);
  return Promise.all(
    [...preloads].map(
      (preload) =>
        new Promise<void>((resolve) => {
          const sheet = document.createElement("link");
          sheet.rel = "stylesheet";
          if (preload.crossOrigin !== null) sheet.crossOrigin = preload.crossOrigin;
          // A failed sheet must not keep the app from starting: an unstyled page beats none.
          sheet.addEventListener("load", () => resolve());
          sheet.addEventListener("error", () => resolve());
          sheet.href = preload.href;
          preload.after(sheet);
        }),
    ),
  ).then(() => undefined);
}

declare global {
  interface Window {
    /**
     * On a page the server rendered: settles once public/start-app.js has applied the page's
     * preloaded stylesheets (its critical rules are in its head) and they have loaded or failed.
     */
    portalStylesApplied?: Promise<unknown>;
  }
}

/** Resolves once a server-rendered page's stylesheets are in, so nothing React draws is unstyled. */
export const serverPageStylesApplied = async (): Promise<void> => {
  await window.portalStylesApplied;
};
