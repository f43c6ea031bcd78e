import type { QueryClient } from "@tanstack/react-query";
import type { DataRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { AppProvider } from "./provider";

/** The app in the browser: the providers around the data router. */
export function App({ client, router }: { client: QueryClient; router: DataRouter }) {
  return (
    <AppProvider client={client}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
