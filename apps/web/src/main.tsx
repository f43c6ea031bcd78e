import "@mantine/core/styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { initAuth } from "./lib/auth";
import { attachDeferredStyles } from "./lib/deferred-styles";

initAuth();

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
// The stylesheet does not hold up the HTML's app shell, but nothing of the app shows without it.
void attachDeferredStyles().then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
