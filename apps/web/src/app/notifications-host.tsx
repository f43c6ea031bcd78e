// The toast container (top-right, 5 s); loaded by DeferredNotifications with the first toast.
import "@mantine/notifications/styles.css";
import { Notifications } from "@mantine/notifications";

export function NotificationsHost() {
  return <Notifications position="top-right" autoClose={5000} />;
}
