// The button that downloads a list as a CSV file. While the file is on its way it shows a spinner
// but stays focusable (Mantine's `loading` disables the button, which drops a keyboard user's focus
// to the page); a second press meanwhile does nothing.
import { useLingui } from "@lingui/react/macro";
import { Button, Loader } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import type { ReactNode } from "react";

export function ExportButton({
  pending,
  onExport,
  children,
}: {
  /** The download is under way. */
  pending: boolean;
  onExport: () => void;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <Button
      variant="default"
      data-disabled={pending || undefined}
      aria-disabled={pending || undefined}
      leftSection={
        pending ? <Loader size={14} aria-hidden /> : <IconDownload size={16} aria-hidden />
      }
      onClick={() => {
        if (!pending) onExport();
      }}
    >
      {children ?? t`Export CSV`}
    </Button>
  );
}
