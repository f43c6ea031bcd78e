import { MantineProvider } from "@mantine/core";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useMemo } from "react";
import { useInstitute } from "@/lib/use-institute";
import { DeferredModals, DeferredNotifications } from "./deferred-ui";
import { cssVariablesResolver, themeFor } from "./theme";

export function AppProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <BrandedMantineProvider>
        <DeferredNotifications />
        <DeferredModals />
        {children}
      </BrandedMantineProvider>
    </QueryClientProvider>
  );
}

/**
 * Mantine in the institute's brand colour, an admin's setting: the built-in one until the
 * institute's details are here (main.tsx has them before a page's first render, the server before
 * it renders a public page).
 */
function BrandedMantineProvider({ children }: { children: ReactNode }) {
  const { brandColor } = useInstitute();
  const theme = useMemo(() => themeFor(brandColor), [brandColor]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      {children}
    </MantineProvider>
  );
}
