import type { I18n } from "@lingui/core";
import type { QueryClient } from "@tanstack/react-query";
import type { DataRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { AppProvider } from "./provider";

/** The app in the browser: the providers around the data router. */
export function App({
  client,
  i18n,
  router,
}: {
  client: QueryClient;
  i18n: I18n;
  router: DataRouter;
}) {
  return (
    <AppProvider client={client} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
