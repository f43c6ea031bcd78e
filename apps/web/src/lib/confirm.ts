// Confirmation dialogs ("Delete this row?"). Mantine's modals provider and its dialog code load
// with the first one rather than with the first page; the dialog opens once the provider is
// mounted (app/deferred-ui.tsx mounts it on request), so no request is ever lost.
import type { OpenConfirmModal } from "@mantine/modals";
import { useSyncExternalStore } from "react";

let wanted = false;
const listeners = new Set<() => void>();
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** Opens a confirmation dialog (Mantine's openConfirmModal), loading the dialogs first if needed. */
export async function openConfirm(props: OpenConfirmModal): Promise<void> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  const [{ modals }] = await Promise.all([import("@mantine/modals"), mounted]);
  modals.openConfirmModal({
    // The close button has no name of its own, and focus starts on Cancel, not on it (nor on the
    // destructive button).
    closeButtonProps: { "aria-label": "Close dialog" },
    ...props,
    cancelProps: { "data-autofocus": true, ...props.cancelProps },
  });
}

/** True once a dialog has been asked for: the provider is then mounted for good. */
export function useModalsWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    () => false,
  );
}

/** Called by the provider's host once it is mounted and listening. */
export function modalsMounted(): void {
  markMounted();
}
