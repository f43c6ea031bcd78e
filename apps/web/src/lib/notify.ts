// Toasts: top-right (app/provider.tsx). A success closes after 5 s; an error carries the
// server's message and stays until closed, so nobody has to read it against a clock (WCAG 2.2.1).
import { notifications } from "@mantine/notifications";
import { errorMessage } from "./api-client";

// The close button's name, in the page's language, is the theme's (app/provider.tsx).

export function notifyError(error: unknown): void {
  notifications.show({
    color: "red",
    message: errorMessage(error),
    autoClose: false,
  });
}

export function notifySuccess(message: string): void {
  notifications.show({ color: "green", message });
}

/** Something staff must act on (money to hand back): stays until closed, as an error does. */
export function notifyWarning(message: string): void {
  notifications.show({ color: "orange", message, autoClose: false });
}
