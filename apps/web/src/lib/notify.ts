// Toasts: top-right (app/provider.tsx). A success closes after 5 s; an error carries the
// server's message and stays until closed, so nobody has to read it against a clock (WCAG 2.2.1).
import { notifications } from "@mantine/notifications";
import { errorMessage } from "./api-client";

// Mantine's close button has no accessible name of its own.
const closeButtonProps = { "aria-label": "Close notification" };

export function notifyError(error: unknown): void {
  notifications.show({
    color: "red",
    message: errorMessage(error),
    autoClose: false,
    closeButtonProps,
  });
}

export function notifySuccess(message: string): void {
  notifications.show({ color: "green", message, closeButtonProps });
}
