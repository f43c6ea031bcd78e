// The help desk's keyboard shortcuts (docs/product.md: support desk): each screen lists its own in
// a dialog that `?` opens, and a visible button opens the same dialog for those who do not know
// `?`. The keys themselves are Mantine's useHotkeys, which ignores key presses in inputs, text
// areas and selects, so typing a reply never triggers one.
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, Kbd, Modal } from "@mantine/core";
import type { HotkeyItem } from "@mantine/hooks";
import { IconKeyboard } from "@tabler/icons-react";
import { Fragment } from "react";
import classes from "./shortcuts-help.module.css";

export type Shortcut = {
  /** The keys as shown, any one of which does it ("j", "ArrowDown"). */
  keys: string[];
  /** What it does, in the reader's language. */
  action: string;
};

/**
 * `?` opens the help: the character, whatever the layout needs to type it (Shift on most,
 * nothing on some).
 */
export const helpHotkeys = (open: () => void): HotkeyItem[] => [
  ["shift+?", open],
  ["?", open],
];

export function ShortcutsHelp({
  shortcuts,
  opened,
  onOpen,
  onClose,
}: {
  shortcuts: Shortcut[];
  opened: boolean;
  onOpen: () => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const all: Shortcut[] = [
    ...shortcuts,
    { keys: ["?"], action: t`Show these shortcuts` },
    { keys: ["Esc"], action: t`Close this list` },
  ];
  return (
    <>
      <Button
        variant="default"
        size="compact-md"
        w="fit-content"
        leftSection={<IconKeyboard size={16} aria-hidden />}
        onClick={onOpen}
        aria-keyshortcuts="?"
      >
        <Trans>Keyboard shortcuts</Trans>
      </Button>
      <Modal
        opened={opened}
        onClose={onClose}
        title={t`Keyboard shortcuts`}
        closeButtonProps={{ "aria-label": t`Close` }}
      >
        <table className={classes.table}>
          <caption className={classes.caption}>
            <Trans>Not while typing in a box.</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Key</Trans>
              </th>
              <th scope="col">
                <Trans>Action</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {all.map((shortcut) => (
              <tr key={shortcut.keys.join(" ")}>
                <td>
                  <Group gap={4} wrap="nowrap">
                    {shortcut.keys.map((key, index) => (
                      <Fragment key={key}>
                        {index > 0 && <Trans>or</Trans>}
                        <Kbd>{key}</Kbd>
                      </Fragment>
                    ))}
                  </Group>
                </td>
                <td>{shortcut.action}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Modal>
    </>
  );
}
