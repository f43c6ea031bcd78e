import type { I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { useLingui } from "@lingui/react/macro";
import { MantineProvider } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { Notifications } from "@mantine/notifications";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useMemo } from "react";
import { useInstitute } from "@/lib/use-institute";
import { cssVariablesResolver, themeFor } from "./theme";

/**
 * The providers around the router: the page's language, data, Mantine in the institute's colour,
 * dialogs and toasts.
 */
export function AppProvider({
  client,
  i18n,
  children,
}: {
  client: QueryClient;
  i18n: I18n;
  children: ReactNode;
}) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <BrandedMantineProvider>
          <ModalsProvider>
            {/* Toasts (lib/notify): top-right, a success closing after 5 s. */}
            <Notifications position="top-right" autoClose={5000} />
            {children}
          </ModalsProvider>
        </BrandedMantineProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}

/**
 * Mantine in the institute's brand colour, an admin's setting: the root route's loader has the
 * institute's details before the first render, on the server and in the browser.
 */
function BrandedMantineProvider({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const { brandColor } = useInstitute();
  // Mantine's toast close button has no accessible name of its own: one in the page's language.
  const closeLabel = t`Close notification`;
  const theme = useMemo(() => {
    const branded = themeFor(brandColor);
    return {
      ...branded,
      components: {
        ...branded.components,
        Notification: { defaultProps: { closeButtonProps: { "aria-label": closeLabel } } },
      },
    };
  }, [brandColor, closeLabel]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      {children}
    </MantineProvider>
  );
}
