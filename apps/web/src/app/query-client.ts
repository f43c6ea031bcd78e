// The app's QueryClient. The browser has one, which the route loaders fill too (main.tsx gives it
// to the router); the server makes a fresh one for each page it renders (entry-server.tsx), with
// the same defaults.
import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "@/lib/api-client";
import { onAccountChange } from "@/lib/auth";

export const makeQueryClient = () =>
  new QueryClient({
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

export const queryClient = makeQueryClient();

// One account's data never shows to the next.
onAccountChange(() => queryClient.clear());
