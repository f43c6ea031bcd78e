import { BrowserRouter } from "react-router";
import { AppProvider } from "./provider";
import { queryClient } from "./query-client";
import { AppRoutes } from "./router";

export function App() {
  return (
    <AppProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}
