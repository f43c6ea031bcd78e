// A status to choose and a Save button. A native select changes its value on ArrowDown, so saving
// on change would save every status the keyboard passes through and move focus away (WCAG 3.2.2):
// nothing is saved until Save. Neither control is disabled while saving, so focus stays where it is
// (a disabled button drops focus to the top of the page); Save only announces itself unavailable.
import { useLingui } from "@lingui/react/macro";
import { Button, Group, NativeSelect } from "@mantine/core";
import { useEffect, useState } from "react";

export function StatusPicker<S extends string>({
  label,
  visibleLabel = false,
  statuses,
  current,
  saving,
  onSave,
  statusLabel,
}: {
  /** Names the select (e.g. "Change the status of Asha Roy"). */
  label: string;
  /** Shows the label above the select instead of only naming it. */
  visibleLabel?: boolean;
  statuses: readonly S[];
  current: S;
  saving: boolean;
  onSave: (status: S) => void;
  /** A status's words, when they are not its code (a translated name). */
  statusLabel?: (status: S) => string;
}) {
  const { t } = useLingui();
  const [choice, setChoice] = useState<S>(current);
  // A saved (or elsewhere changed) status becomes the new starting point.
  useEffect(() => setChoice(current), [current]);
  const unavailable = saving || choice === current;
  return (
    <Group gap={6} align="flex-end">
      <NativeSelect
        label={visibleLabel ? label : undefined}
        aria-label={visibleLabel ? undefined : label}
        miw={130}
        value={choice}
        data={statuses.map((status) => ({ value: status, label: statusLabel?.(status) ?? status }))}
        onChange={(event) => setChoice(event.currentTarget.value as S)}
      />
      <Button
        variant="default"
        aria-label={t`Save: ${label}`}
        data-disabled={unavailable || undefined}
        aria-disabled={unavailable}
        onClick={(event) => {
          event.preventDefault();
          if (!unavailable) onSave(choice);
        }}
      >
        {saving ? t`Saving…` : t`Save`}
      </Button>
    </Group>
  );
}
