// Starts the app on a page the server rendered (issue 21; apps/server/src/modules/seo/
// server-render.ts puts this script where index.html has the app's module script). The page is
// readable and its links work from the HTML alone, so its scripts are sent for only once the page
// is on screen: downloading them alongside the stylesheet would hold the first paint back on a
// slow connection. A deferred script runs once the document is parsed and its stylesheets are in;
// the next animation frame is the first paint, and the app starts right after it (or after
// half a second in a tab that is not painting, such as one opened in the background).
(() => {
  // The page's stylesheets, preloaded so the first paint did not wait for them (its critical rules
  // are in its head: apps/server/src/modules/seo/critical-css.ts), applied in place now that the
  // document is parsed, keeping their order in the cascade. main.tsx hydrates once they are in.
  const sheets = [...document.querySelectorAll("link[data-deferred-style]")].map(
    (link) =>
      new Promise((resolve) => {
        // A sheet that fails must not keep the app from starting.
        link.addEventListener("load", resolve, { once: true });
        link.addEventListener("error", resolve, { once: true });
        link.removeAttribute("data-deferred-style");
        link.rel = "stylesheet";
      }),
  );
  window.portalStylesApplied = Promise.all(sheets);
  const script = document.currentScript;
  const entry = script?.getAttribute("data-entry");
  if (!entry) return;
  const list = (name) => (script.getAttribute(name) ?? "").split(" ").filter(Boolean);
  const chunks = list("data-chunks");
  // The chunks the entry imports (the libraries of every page among them), in the order index.html
  // lists them: each is run in a task of its own before the entry, instead of all of them and the
  // entry in one long task, so that a tap meanwhile is answered between them on a slow phone.
  // Only where the browser preloads modules: elsewhere each import would fetch its chunk only
  // after the one before had run, one round trip after another, and the entry alone is imported.
  const preloads = document.createElement("link").relList?.supports?.("modulepreload");
  const entryImports = preloads ? list("data-entry-imports") : [];
  const nextTask = () => new Promise((resolve) => setTimeout(resolve));
  let started = false;
  const start = async () => {
    if (started) return;
    started = true;
    // The entry and the page's chunks load side by side instead of one import after another,
    // those run first asked for first.
    for (const href of new Set([...entryImports, entry, ...chunks])) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      document.head.append(link);
    }
    for (const href of entryImports) {
      // A chunk that fails to load fails the entry's import too (an error in the console): no
      // point running the chunks after it first.
      const loaded = await import(href).then(
        () => true,
        () => false,
      );
      if (!loaded) break;
      await nextTask();
    }
    import(entry);
  };
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 500);
  // A button that only the script handles (the phone's menu, a password's show/hide) does nothing
  // before the app starts taking the page over. A press on one meanwhile is kept, with how it was
  // made (the key, or a pointer), and made again once the app has
  // (src/lib/press-kept-before-hydration.tsx); the app is sent for at once if not yet. From the
  // moment hydration starts, React itself replays such a press.
  let key;
  const keepKey = (event) => {
    key = event.key === "Enter" || event.key === " " ? event.key : undefined;
  };
  const keepPress = (event) => {
    if (window.portalHydrating) {
      document.removeEventListener("click", keepPress, true);
      document.removeEventListener("keydown", keepKey, true);
      return;
    }
    const button = event.target instanceof Element ? event.target.closest("button") : null;
    if (!button || button.type === "submit" || button.disabled) return;
    // A click the keyboard made has no pointer position and a detail of 0.
    window.portalEarlyPress = { button, key: event.detail === 0 ? (key ?? "Enter") : undefined };
    start();
  };
  document.addEventListener("keydown", keepKey, true);
  document.addEventListener("click", keepPress, true);
})();
