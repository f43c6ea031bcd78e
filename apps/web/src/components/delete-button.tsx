// The one way to delete something on the site: a red button that asks first, in a dialog whose
// focus starts on Cancel (lib/confirm.ts), and deletes only when the deletion is confirmed.
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, type ButtonProps, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { openConfirm } from "@/lib/confirm";

export function DeleteButton({
  label,
  title,
  consequence,
  onConfirm,
  pending = false,
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
  /** Deletes it: called once the reader confirms. */
  onConfirm: () => void;
  /** The deletion is on its way. */
  pending?: boolean;
  size?: ButtonProps["size"];
  variant?: ButtonProps["variant"];
  /** The button's text; "Delete" unless given. */
  children?: ReactNode;
}) {
  const { t } = useLingui();
  const ask = () =>
    openConfirm({
      title,
      children:
        typeof consequence === "string" ? <Text size="sm">{consequence}</Text> : consequence,
      labels: { confirm: t`Delete`, cancel: t`Cancel` },
      confirmProps: { color: "red.9" },
      closeButtonProps: { "aria-label": t`Close dialog` },
      onConfirm,
    });
  return (
    <Button
      color="red.9"
      variant={variant}
      size={size}
      onClick={ask}
      loading={pending}
      aria-label={label}
    >
      {children ?? <Trans>Delete</Trans>}
    </Button>
  );
}
