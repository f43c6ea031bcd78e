// The admin panel's Logout reloads the site on the home page; this flag carries its message
// across the reload, and the home page shows it once.
import { Trans, useLingui } from "@lingui/react/macro";
import { Alert } from "@mantine/core";
import { useEffect, useState } from "react";

const FLAG_KEY = "logout-message";

/** Called just before the reload. */
export function rememberLogoutMessage(): void {
  try {
    sessionStorage.setItem(FLAG_KEY, String(Date.now()));
  } catch {
    // Storage may be unavailable (private mode quota); the logout itself still works.
  }
}

/**
 * Takes the flag when this page was loaded after it was set. The page that signs out can still
 * render the home page's layout before the reload lands (signing out re-renders it); the flag
 * is left for the reloaded page then.
 */
function takeFlag(): boolean {
  try {
    const setAt = Number(sessionStorage.getItem(FLAG_KEY));
    if (!setAt || performance.timeOrigin < setAt) return false;
    sessionStorage.removeItem(FLAG_KEY);
    return true;
  } catch {
    return false;
  }
}

// The flag as this page load found it, kept outside React's state: React may start the first
// render more than once (a transition, a suspended page) and throw an attempt away, which must
// not take the message with it.
let pending: boolean | undefined;

export function LogoutMessage() {
  pending ??= takeFlag();
  const [visible, setVisible] = useState(pending);
  const { t } = useLingui();
  // Shown by the first mount that lands: a later visit to the home page does not repeat it.
  useEffect(() => {
    pending = false;
  }, []);
  if (!visible) return null;
  return (
    <Alert
      role="status"
      color="green"
      mb="md"
      withCloseButton
      closeButtonLabel={t`Dismiss message`}
      onClose={() => setVisible(false)}
    >
      {/* The specification's own words, typos included, in English. */}
      <Trans>successfully logged out.reffering to user home page</Trans>
    </Alert>
  );
}
