// The one way to delete something on the site: a red button that asks first, in a dialog whose
// focus starts on Cancel, and deletes only when the deletion is confirmed. When `onConfirm`
// returns a promise the dialog waits for it: it cannot be dismissed while the call runs, and a
// refusal is shown inside it (the admin keeps their place); otherwise it closes at once and the
// caller reports the outcome (a toast).
import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Button, type ButtonProps, Group, Modal, Stack, Text } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { errorMessage } from "@/lib/api-client";

export function DeleteButton({
  label,
  title,
  consequence,
  onConfirm,
  pending = false,
  confirmLabel,
  refusedTitle,
  size = "xs",
  variant = "outline",
  children,
}: {
  /** The button's accessible name, naming what it deletes ("Delete Tara's location"). */
  label: string;
  /** The question the dialog asks ("Delete this mechanic?"). */
  title: string;
  /** What deleting it means, under the question ("Orders already placed keep their details."). */
  consequence: ReactNode;
  /**
   * Deletes it: called once the reader confirms. A promise keeps the dialog open until it
   * settles, showing a rejection inside the dialog.
   */
  onConfirm: () => unknown;
  /** The deletion is on its way. */
  pending?: boolean;
  /** The confirming button's text; "Delete" unless given. */
  confirmLabel?: string;
  /** The title of a refusal shown inside the dialog. */
  refusedTitle?: string;
  size?: ButtonProps["size"];
  variant?: ButtonProps["variant"];
  /** The button's text; "Delete" unless given. */
  children?: ReactNode;
}) {
  const { t } = useLingui();
  const [opened, setOpened] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const [refusal, setRefusal] = useState<{ error: unknown } | null>(null);
  const close = () => {
    // The call cannot be taken back once sent: the dialog stays until it has answered.
    if (waiting) return;
    setOpened(false);
    setRefusal(null);
  };
  const confirm = () => {
    const result = onConfirm();
    if (!(result instanceof Promise)) {
      setOpened(false);
      return;
    }
    setWaiting(true);
    setRefusal(null);
    result.then(
      () => {
        setWaiting(false);
        setOpened(false);
      },
      (error: unknown) => {
        setWaiting(false);
        setRefusal({ error });
      },
    );
  };
  return (
    <>
      <Button
        color="red.9"
        variant={variant}
        size={size}
        onClick={() => setOpened(true)}
        loading={pending}
        aria-label={label}
      >
        {children ?? <Trans>Delete</Trans>}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={title}
        closeButtonProps={{ "aria-label": t`Close dialog` }}
        closeOnClickOutside={!waiting}
        closeOnEscape={!waiting}
      >
        <Stack gap="sm">
          {typeof consequence === "string" ? <Text size="sm">{consequence}</Text> : consequence}
          {refusal !== null && (
            <Alert color="red" title={refusedTitle ?? t`It was not deleted`} role="alert">
              {errorMessage(refusal.error)}
            </Alert>
          )}
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={close} disabled={waiting} data-autofocus>
              <Trans>Cancel</Trans>
            </Button>
            <Button color="red.9" onClick={confirm} loading={waiting}>
              {confirmLabel ?? t`Delete`}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
