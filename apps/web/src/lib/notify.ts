// Toasts: top-right, 5 s (configured in app/provider), errors carry the server's message.
import { notifications } from "@mantine/notifications";
import { errorMessage } from "./api-client";

export function notifyError(error: unknown): void {
  notifications.show({ color: "red", message: errorMessage(error) });
}

export function notifySuccess(message: string): void {
  notifications.show({ color: "green", message });
}
