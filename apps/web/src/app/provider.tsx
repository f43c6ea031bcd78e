import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { ApiError } from "@/lib/api-client";
import { onAccountChange } from "@/lib/auth";
import { DeferredModals, DeferredNotifications } from "./deferred-ui";
import { cssVariablesResolver, theme } from "./theme";

function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Retrying a refusal (4xx) cannot succeed; a network hiccup may.
        retry: (count, error) =>
          count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
    },
  });
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => {
    const client = makeQueryClient();
    onAccountChange(() => client.clear());
    return client;
  });
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <DeferredNotifications />
      <DeferredModals />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
