// Toasts: top-right, 5 s (configured in app/provider), errors carry the server's message.
import { notifications } from "@mantine/notifications";
import { errorMessage } from "./api-client";

// Mantine's close button has no accessible name of its own.
const closeButtonProps = { "aria-label": "Close notification" };

export function notifyError(error: unknown): void {
  notifications.show({ color: "red", message: errorMessage(error), closeButtonProps });
}

export function notifySuccess(message: string): void {
  notifications.show({ color: "green", message, closeButtonProps });
}
