// The admin panel's Logout reloads the site on the home page; this flag carries its message
// across the reload, and the home page shows it once.
import { Alert } from "@mantine/core";
import { useState } from "react";

const FLAG_KEY = "logout-message";
export const LOGOUT_MESSAGE = "successfully logged out.reffering to user home page";

/** Called just before the reload. */
export function rememberLogoutMessage(): void {
  try {
    sessionStorage.setItem(FLAG_KEY, "1");
  } catch {
    // Storage may be unavailable (private mode quota); the logout itself still works.
  }
}

function takeFlag(): boolean {
  try {
    const present = sessionStorage.getItem(FLAG_KEY) !== null;
    sessionStorage.removeItem(FLAG_KEY);
    return present;
  } catch {
    return false;
  }
}

export function LogoutMessage() {
  // Read once on load: a later visit to the home page does not repeat the message.
  const [visible, setVisible] = useState(takeFlag);
  if (!visible) return null;
  return (
    <Alert
      role="status"
      color="green"
      mb="md"
      withCloseButton
      closeButtonLabel="Dismiss message"
      onClose={() => setVisible(false)}
    >
      {LOGOUT_MESSAGE}
    </Alert>
  );
}
