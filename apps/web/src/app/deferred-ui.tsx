// Parts of the app-wide UI that most visits never show, loaded on first need so they stay out of
// the first download: the toast container and the confirmation dialogs.
import { useNotifications } from "@mantine/notifications";
import { lazy, Suspense, useState } from "react";
import { useModalsWanted } from "@/lib/confirm";

const NotificationsHost = lazy(async () => ({
  default: (await import("./notifications-host")).NotificationsHost,
}));
const ModalsHost = lazy(async () => ({ default: (await import("./modals-host")).ModalsHost }));

/**
 * Toasts (lib/notify) go to Mantine's notifications store, which is tiny; the container that
 * shows them loads with the first toast and shows what the store has gathered meanwhile.
 */
export function DeferredNotifications() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  );
}

/** Confirmation dialogs: the modals provider mounts with the first request (lib/confirm). */
export function DeferredModals() {
  if (!useModalsWanted()) return null;
  return (
    <Suspense fallback={null}>
      <ModalsHost />
    </Suspense>
  );
}
