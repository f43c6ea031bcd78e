import "./app/mantine-styles";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { preloadNavBar } from "./app/layouts/nav-bar";
import { preloadRoute } from "./app/router";
import { initAuth } from "./lib/auth";
import { attachDeferredStyles } from "./lib/deferred-styles";
import { installInvalidFieldFocus } from "./lib/form-errors";

initAuth();
installInvalidFieldFocus();

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
// The HTML's app shell stays on screen until the stylesheet and the opened page's code are both
// here (they load side by side, with the signed-in check), so the first render shows the page
// itself rather than a spinner. That render is a transition: React draws it in small slices
// between which the browser stays responsive, instead of one long task.
void Promise.all([
  attachDeferredStyles(),
  preloadRoute(window.location.pathname),
  preloadNavBar(),
]).then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
);
