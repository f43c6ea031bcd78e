// Confirmation dialogs ("Delete this row?"), through Mantine's modals manager (the provider is
// app/signed-in-area.tsx's ModalsProvider: only the signed-in screens ask).
import { modals, type OpenConfirmModal } from "@mantine/modals";

/** Opens a confirmation dialog whose focus starts on Cancel, never on the destructive button. */
export function openConfirm(props: OpenConfirmModal): void {
  modals.openConfirmModal({
    // The close button has no name of its own.
    closeButtonProps: { "aria-label": "Close dialog" },
    ...props,
    cancelProps: { "data-autofocus": true, ...props.cancelProps },
  });
}
