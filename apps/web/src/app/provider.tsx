import type { I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { useLingui } from "@lingui/react/macro";
import { MantineProvider } from "@mantine/core";
import { useNotifications } from "@mantine/notifications";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useMemo, useState } from "react";
import { LazyPart, lazyPart } from "@/components/lazy-part";
import { useInstitute } from "@/lib/use-institute";
import { cssVariablesResolver, themeFor } from "./theme";

/**
 * The providers around the router: the page's language, data, Mantine in the institute's colour
 * and toasts (the signed-in screens' dialogs have theirs: signed-in-area.tsx).
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
          <Toasts />
          {children}
        </BrandedMantineProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}

// Mantine's toast stack (and react-transition-group under it), loaded with the first toast: no page
// shows one as it starts, so it stays out of the start-up script.
const toastStack = lazyPart(async () => (await import("./toast-stack")).ToastStack);

/**
 * The toasts of lib/notify. `notifications.show` only adds to Mantine's store; the stack that draws
 * the store is mounted once the store first holds a toast, and stays.
 */
function Toasts() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  if (!wanted) return null;
  return <LazyPart part={toastStack} props={{}} />;
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
